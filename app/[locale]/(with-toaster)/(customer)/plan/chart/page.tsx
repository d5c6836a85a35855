import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ChartSheet } from '@/components/diet/chart-sheet';
import { printableChart } from '@/components/diet/printable-chart';
import { PlaceHeader } from '@/components/customer/place-header';
import { Download, Icon } from '@/components/icons';
import { BackLink } from '@/components/page-header';
import { PrintButton } from '@/components/print-button';
import { Button } from '@/components/ui/button';
import { requireUser } from '@/lib/auth/session';
import { myChartSheet } from '@/lib/db/diet-charts';
import { DIET_CHART_PDF_PATH } from '@/lib/domain/diet-charts/sheet-document';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('plan.chart');
  return { title: t('title'), robots: { index: false } };
}

export default async function ChartPage({ searchParams }: PageProps<'/[locale]/plan/chart'>) {
  const user = await requireUser('/plan/chart', await searchParams);
  const sheet = await myChartSheet(user);
  const [t, locale] = await Promise.all([getTranslations('plan'), getLocale()]);
  const chart = sheet && (await printableChart(sheet, locale));
  return (
    <main
      id="main"
      className="mx-auto grid w-full max-w-3xl content-start gap-6 px-4 py-6 sm:py-10 print:max-w-none print:gap-3 print:p-0"
    >
      <div className="print:hidden">
        <BackLink href="/plan#meals" label={t('page.title')} />
      </div>
      {chart ? (
        <>
          <PlaceHeader title={chart.title} description={chart.description} />
          <div className="flex flex-wrap gap-3 justify-self-start print:hidden">
            <PrintButton />
            <Button asChild>
              <a href={DIET_CHART_PDF_PATH} download>
                <Icon icon={Download} />
                {t('chart.downloadPdf')}
              </a>
            </Button>
          </div>
          <ChartSheet days={chart.days} />
        </>
      ) : (
        <PlaceHeader title={t('chart.title')} description={t('chart.none')} />
      )}
    </main>
  );
}
