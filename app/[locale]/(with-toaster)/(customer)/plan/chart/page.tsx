import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { chartNameIn } from '@/components/diet/chart-name';
import { ChartSheet } from '@/components/diet/chart-sheet';
import { sheetIn } from '@/components/diet/food-names';
import { PlaceHeader } from '@/components/customer/place-header';
import { BackLink } from '@/components/page-header';
import { PrintButton } from '@/components/print-button';
import { requireUser } from '@/lib/auth/session';
import { myChartSheet } from '@/lib/db/diet-charts';
import { formatKcal } from '@/lib/domain/food-log';
import { DIET_PREFERENCE_LABEL } from '@/lib/domain/profile-schema';
import { domainTextIn } from '@/lib/i18n/domain-texts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('plan.chart');
  return { title: t('title'), robots: { index: false } };
}

export default async function ChartPage({ searchParams }: PageProps<'/[locale]/plan/chart'>) {
  const user = await requireUser('/plan/chart', await searchParams);
  const sheet = await myChartSheet(user);
  const [t, locale] = await Promise.all([getTranslations('plan'), getLocale()]);
  const said = domainTextIn(locale);
  return (
    <main
      id="main"
      className="mx-auto grid w-full max-w-3xl content-start gap-6 px-4 py-6 sm:py-10 print:max-w-none print:gap-3 print:p-0"
    >
      <div className="print:hidden">
        <BackLink href="/plan#meals" label={t('page.title')} />
      </div>
      {sheet ? (
        <>
          <PlaceHeader
            title={chartNameIn(sheet.name, said)}
            description={[
              said(DIET_PREFERENCE_LABEL[sheet.diet]),
              sheet.kcal !== null && t('chart.madeFor', { kcal: formatKcal(sheet.kcal) }),
              t('chart.optionsAlike'),
            ]
              .filter(Boolean)
              .join(' · ')}
          />
          <PrintButton className="justify-self-start" />
          <ChartSheet days={sheetIn(sheet.days, locale)} />
        </>
      ) : (
        <PlaceHeader title={t('chart.title')} description={t('chart.none')} />
      )}
    </main>
  );
}
