import type { Metadata } from 'next';
import { ChartSheet } from '@/components/diet/chart-sheet';
import { PlaceHeader } from '@/components/customer/place-header';
import { BackLink } from '@/components/page-header';
import { PrintButton } from '@/components/print-button';
import { requireUser } from '@/lib/auth/session';
import { myChartSheet } from '@/lib/db/diet-charts';
import { formatKcal } from '@/lib/domain/food-log';
import { DIET_PREFERENCE_LABEL } from '@/lib/domain/profile-schema';

export const metadata: Metadata = { title: 'Your diet chart', robots: { index: false } };

export default async function ChartPage({ searchParams }: PageProps<'/plan/chart'>) {
  const user = await requireUser('/plan/chart', await searchParams);
  const sheet = await myChartSheet(user);
  return (
    <main
      id="main"
      className="mx-auto grid w-full max-w-3xl content-start gap-6 px-4 py-6 sm:py-10 print:max-w-none print:gap-3 print:p-0"
    >
      <div className="print:hidden">
        <BackLink href="/plan#meals" label="Plan" />
      </div>
      {sheet ? (
        <>
          <PlaceHeader
            title={sheet.name}
            description={[
              DIET_PREFERENCE_LABEL[sheet.diet],
              sheet.kcal !== null && `made for about ${formatKcal(sheet.kcal)} a day`,
              'each slot’s options are as good as each other',
            ]
              .filter(Boolean)
              .join(' · ')}
          />
          <PrintButton className="justify-self-start" />
          <ChartSheet days={sheet.days} />
        </>
      ) : (
        <PlaceHeader
          title="Your diet chart"
          description="Your diet chart comes with your plan: once you have one, it is here to print."
        />
      )}
    </main>
  );
}
