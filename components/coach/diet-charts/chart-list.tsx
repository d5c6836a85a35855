import Link from 'next/link';
import { CopyChartButton } from '@/components/coach/diet-charts/chart-forms';
import { Badge } from '@/components/ui/badge';
import type { DietChartListing } from '@/lib/db/diet-chart-builder';
import { DIET_PREFERENCE_LABEL } from '@/lib/domain/profile-schema';

/** The charts: the built-ins, then the coaches' own; each opened, copied or (a coach's) changed. */
export function DietChartList({ charts }: { charts: readonly DietChartListing[] }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label="Diet charts">
      {charts.map((chart) => (
        <li key={chart.id} className="grid content-start gap-2 rounded-lg border p-4">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-semibold">
              <Link href={`/coach/diet-charts/${chart.id}`} className="underline-offset-4 hover:underline">
                {chart.name}
              </Link>
            </h2>
            {chart.builtIn ? (
              <Badge variant="secondary">Built-in</Badge>
            ) : (
              <Badge variant="outline">{chart.mine ? 'Yours' : 'A colleague’s'}</Badge>
            )}
            {chart.pcod && <Badge variant="outline">PCOD-friendly</Badge>}
          </div>
          {chart.summary && <p className="text-sm text-muted-foreground">{chart.summary}</p>}
          <p className="text-sm">
            {[
              DIET_PREFERENCE_LABEL[chart.diet],
              chart.kcal !== null && `${chart.kcal.toLocaleString('en-IN')} kcal`,
              chart.weekly ? 'a week of 7 days' : 'one day repeated',
              chart.following > 0 && `${chart.following} of your clients on a copy`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <div className="flex flex-wrap gap-2">
            <Link
              href={`/coach/diet-charts/${chart.id}`}
              className="inline-flex h-8 items-center rounded-md border px-3 text-sm font-medium hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              aria-label={`${chart.builtIn ? 'Open' : 'Edit'} ${chart.name}`}
            >
              {chart.builtIn ? 'Open' : 'Edit'}
            </Link>
            <CopyChartButton chartId={chart.id} name={chart.name} />
          </div>
        </li>
      ))}
    </ul>
  );
}
