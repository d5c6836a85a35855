import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClientTexts } from '@/components/client-texts';
import { BuilderListPage } from '@/components/coach/builder-list-page';
import { NewChartForm } from '@/components/coach/diet-charts/chart-forms';
import { DietChartList } from '@/components/coach/diet-charts/chart-list';
import { requireUser } from '@/lib/auth/session';
import { listDietCharts } from '@/lib/db/diet-chart-builder';
import { DIET_CHART_BUILDER_MESSAGES } from '@/lib/domain/diet-chart-builder';
import { domainTextIn } from '@/lib/i18n/domain-texts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('builders.dietChartsPage');
  return { title: t('title'), robots: { index: false } };
}

export default async function DietChartsPage({ searchParams }: PageProps<'/[locale]/coach/diet-charts'>) {
  const params = await searchParams;
  const user = await requireUser('/coach/diet-charts', params);
  const charts = await listDietCharts(user);
  const [locale, t] = await Promise.all([getLocale(), getTranslations('builders.dietChartsPage')]);
  return (
    <ClientTexts areas={['builders']}>
      <BuilderListPage
        title={t('title')}
        lead={t('lead')}
        deleted={params.deleted ? domainTextIn(locale)(DIET_CHART_BUILDER_MESSAGES.deleted) : null}
        newTitle={t('newChart')}
        form={<NewChartForm />}
        list={<DietChartList charts={charts} />}
      />
    </ClientTexts>
  );
}
