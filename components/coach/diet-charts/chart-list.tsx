import { useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
import { chartNameIn } from '@/components/diet/chart-name';
import { CopyChartButton } from '@/components/coach/diet-charts/chart-forms';
import { Badge } from '@/components/ui/badge';
import type { DietChartListing } from '@/lib/db/diet-chart-builder';
import { DIET_PREFERENCE_LABEL } from '@/lib/domain/profile-schema';
import { useDomainText } from '@/lib/i18n/use-domain-text';

/** The charts: the built-ins, then the coaches' own; each opened, copied or (a coach's) changed. */
export function DietChartList({ charts }: { charts: readonly DietChartListing[] }) {
  const t = useTranslations('builders.chartList');
  const list = useTranslations('builders.list');
  const said = useDomainText();
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label={t('label')}>
      {charts.map((chart) => {
        // A built-in's name and summary are the project's, in the reader's language; a coach's as written.
        const name = chart.builtIn ? chartNameIn(chart.name, said) : chart.name;
        return (
          <li key={chart.id} className="grid content-start gap-2 rounded-lg border p-4">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="font-semibold">
                <Link href={`/coach/diet-charts/${chart.id}`} className="underline-offset-4 hover:underline">
                  {name}
                </Link>
              </h2>
              {chart.builtIn ? (
                <Badge variant="secondary">{list('builtIn')}</Badge>
              ) : (
                <Badge variant="outline">{chart.mine ? list('yours') : list('colleagues')}</Badge>
              )}
              {chart.pcod && <Badge variant="outline">{t('pcod')}</Badge>}
            </div>
            {chart.summary && (
              <p className="text-sm text-muted-foreground">{chart.builtIn ? said(chart.summary) : chart.summary}</p>
            )}
            <p className="text-sm">
              {[
                said(DIET_PREFERENCE_LABEL[chart.diet]),
                chart.kcal !== null && `${chart.kcal.toLocaleString('en-IN')} kcal`,
                chart.weekly ? t('weekly') : t('daily'),
                chart.following > 0 && list('following', { count: chart.following }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <div className="flex flex-wrap gap-2">
              <Link
                href={`/coach/diet-charts/${chart.id}`}
                className="inline-flex h-8 items-center rounded-md border px-3 text-sm font-medium hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                aria-label={chart.builtIn ? list('openName', { name }) : list('editName', { name })}
              >
                {chart.builtIn ? list('open') : list('edit')}
              </Link>
              <CopyChartButton chartId={chart.id} name={name} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
