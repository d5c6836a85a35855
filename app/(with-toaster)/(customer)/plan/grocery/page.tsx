import type { Metadata } from 'next';
import { GroceryChecklist } from '@/components/diet/grocery-checklist';
import { PlaceHeader } from '@/components/customer/place-header';
import { BackLink } from '@/components/page-header';
import { requireUser } from '@/lib/auth/session';
import { clockNow } from '@/lib/clock';
import { groceryWeekFor } from '@/lib/db/diet-charts';
import { formatDay, istDay } from '@/lib/domain/india-time';

export const metadata: Metadata = { title: 'Grocery list', robots: { index: false } };

export default async function GroceryPage({ searchParams }: PageProps<'/plan/grocery'>) {
  const user = await requireUser('/plan/grocery', await searchParams);
  const week = await groceryWeekFor(user, istDay(clockNow()));
  return (
    <main id="main" className="mx-auto grid w-full max-w-3xl content-start gap-6 px-4 py-6 sm:py-10">
      <BackLink href="/plan#meals" label="Plan" />
      {week ? (
        <>
          <PlaceHeader
            title="Grocery list"
            description={`What ${week.chartName} needs from ${formatDay(week.from)} to ${formatDay(week.to)}, from each dish's home recipe. Tick what you have; the ticks stay on this phone.`}
          />
          <GroceryChecklist lines={week.lines} storageKey={`grocery:${week.chartId}:${week.from}`} />
        </>
      ) : (
        <PlaceHeader
          title="Grocery list"
          description="Your diet chart comes with your plan: once you have one, its week's shopping is here."
        />
      )}
    </main>
  );
}
