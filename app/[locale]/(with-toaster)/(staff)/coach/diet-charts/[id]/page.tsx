import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { DietChartEditorView } from '@/components/coach/diet-charts/chart-editor';
import { chartNameIn } from '@/components/diet/chart-name';
import { BackLink } from '@/components/page-header';
import { requireUser } from '@/lib/auth/session';
import { loadDietChartEditor } from '@/lib/db/diet-chart-builder';
import { DIET_CHART_BUILDER_MESSAGES as M } from '@/lib/domain/diet-chart-builder';
import { DIET_PREFERENCE_LABEL } from '@/lib/domain/profile-schema';
import * as z from '@/lib/domain/validation';
import { domainTextIn } from '@/lib/i18n/domain-texts';
import { ClientTexts } from '@/components/client-texts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('builders.dietChartPage');
  return { title: t('title'), robots: { index: false } };
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function DietChartPage({ params, searchParams }: PageProps<'/[locale]/coach/diet-charts/[id]'>) {
  const { id } = await params;
  const query = await searchParams;
  const user = await requireUser(`/coach/diet-charts/${id}`, query);
  const chartId = z.uuid().safeParse(id);
  const adding = z.uuid().safeParse(one(query.add));
  const editor = chartId.success
    ? await loadDietChartEditor(
        user,
        chartId.data,
        adding.success ? { optionId: adding.data, q: (one(query.q) ?? '').slice(0, 60) } : null,
      )
    : null;
  if (!editor) notFound();
  const [locale, t] = await Promise.all([getLocale(), getTranslations('builders.dietChartPage')]);
  const said = domainTextIn(locale);
  return (
    <ClientTexts areas={['builders']}>
      <main id="main" className="mx-auto grid w-full max-w-4xl content-start gap-6 px-4 py-6 sm:py-10">
        <header className="grid gap-1">
          {editor.client ? (
            <BackLink href={`/coach/clients/${editor.client.id}#diet`} label={editor.client.name} />
          ) : (
            <BackLink href="/coach/diet-charts" label={t('back')} />
          )}
          <h1 className="text-3xl font-bold tracking-tight break-words">
            {editor.builtIn ? chartNameIn(editor.name, said) : editor.name}
          </h1>
          <p className="text-sm text-muted-foreground">
            {[
              said(DIET_PREFERENCE_LABEL[editor.diet]),
              editor.kcal !== null && t('madeFor', { kcal: editor.kcal.toLocaleString('en-IN') }),
              editor.pcod && t('pcod'),
              editor.copiedFrom && t('copiedFrom', { name: chartNameIn(editor.copiedFrom, said) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {editor.summary && <p>{editor.builtIn ? said(editor.summary) : editor.summary}</p>}
          {(query.made || query.copied) && (
            <p role="status" className="text-sm font-medium">
              {said(query.made ? M.created : M.copied)}
            </p>
          )}
        </header>
        <DietChartEditorView editor={editor} />
      </main>
    </ClientTexts>
  );
}
