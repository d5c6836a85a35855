import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { NewChartForm } from '@/components/coach/diet-charts/chart-forms';
import { DietChartList } from '@/components/coach/diet-charts/chart-list';
import { SectionCard } from '@/components/section-card';
import { requireUser } from '@/lib/auth/session';
import { listDietCharts } from '@/lib/db/diet-chart-builder';
import { DIET_CHART_BUILDER_MESSAGES } from '@/lib/domain/diet-chart-builder';
import { domainTextIn } from '@/lib/i18n/domain-texts';
import { ClientTexts } from '@/components/client-texts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('builders.dietChartsPage');
  return { title: t('title'), robots: { index: false } };
}

export default async function DietChartsPage({ searchParams }: PageProps<'/[locale]/coach/diet-charts'>) {
  const params = await searchParams;
  const user = await requireUser('/coach/diet-charts', params);
  const charts = await listDietCharts(user);
  const [locale, t] = await Promise.all([getLocale(), getTranslations('builders.dietChartsPage')]);
  const said = domainTextIn(locale);
  return (
    <ClientTexts areas={['builders']}>
      <main id="main" className="mx-auto grid w-full max-w-6xl content-start gap-6 px-4 py-6 sm:py-10">
        <header className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
          <p className="text-muted-foreground">{t('lead')}</p>
          {params.deleted && (
            <p role="status" className="text-sm">
              {said(DIET_CHART_BUILDER_MESSAGES.deleted)}
            </p>
          )}
        </header>
        <SectionCard title={t('newChart')}>
          <NewChartForm />
        </SectionCard>
        <DietChartList charts={charts} />
      </main>
    </ClientTexts>
  );
}
