import type { Metadata } from 'next';
import { NewChartForm } from '@/components/coach/diet-charts/chart-forms';
import { DietChartList } from '@/components/coach/diet-charts/chart-list';
import { SectionCard } from '@/components/section-card';
import { requireUser } from '@/lib/auth/session';
import { listDietCharts } from '@/lib/db/diet-chart-builder';
import { DIET_CHART_BUILDER_MESSAGES } from '@/lib/domain/diet-chart-builder';

export const metadata: Metadata = { title: 'Diet charts', robots: { index: false } };

export default async function DietChartsPage({ searchParams }: PageProps<'/coach/diet-charts'>) {
  const params = await searchParams;
  const user = await requireUser('/coach/diet-charts', params);
  const charts = await listDietCharts(user);
  return (
    <main id="main" className="mx-auto grid w-full max-w-6xl content-start gap-6 px-4 py-6 sm:py-10">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Diet charts</h1>
        <p className="text-muted-foreground">
          Indian diet charts to assign: copy a built-in and change the copy, or start a new one.
        </p>
        {params.deleted && (
          <p role="status" className="text-sm">
            {DIET_CHART_BUILDER_MESSAGES.deleted}
          </p>
        )}
      </header>
      <SectionCard title="New chart">
        <NewChartForm />
      </SectionCard>
      <DietChartList charts={charts} />
    </main>
  );
}
