import Link from 'next/link';
import { Icon, TriangleAlert } from '@/components/icons';
import { Badge } from '@/components/ui/badge';
import { phaseBadge, planStatusText } from '@/lib/domain/plans';
import { formatChange, type RosterFilter, type RosterRow } from '@/lib/domain/roster';
import { cn } from '@/lib/utils';

const FILTER_LABELS: Record<RosterFilter, string> = { current: 'In their programme', ended: 'Ended' };

/** 'In their programme' and 'Ended': plain links, the one shown marked as the current page. */
export function RosterFilterLinks({ filter }: { filter: RosterFilter }) {
  return (
    <nav aria-label="Which clients">
      <ul className="flex gap-2 text-sm">
        {(Object.keys(FILTER_LABELS) as RosterFilter[]).map((key) => (
          <li key={key}>
            <Link
              href={key === 'current' ? '/coach' : '/coach?show=ended'}
              aria-current={key === filter ? 'page' : undefined}
              className="inline-block rounded-full border px-3 py-1 font-medium hover:bg-muted aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
            >
              {FILTER_LABELS[key]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One card per client, who needs attention first; each opens the client's page. */
export function RosterList({ rows, showCoach }: { rows: RosterRow[]; showCoach: boolean }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label="Clients">
      {rows.map((row) => (
        <li key={row.customerId} className="min-w-0">
          <Link
            href={`/coach/clients/${row.customerId}`}
            className={cn(
              'grid h-full gap-2 rounded-lg border bg-card p-4 hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
              row.reasons.length > 0 && 'border-destructive/60',
            )}
          >
            <span className="flex min-w-0 flex-wrap items-center justify-between gap-2">
              <span className="truncate font-semibold">{row.customer}</span>
              <span className="shrink-0 rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-secondary-foreground">
                {row.status.kind === 'active' ? phaseBadge(row.phase) : planStatusText(row.status)}
              </span>
            </span>
            {row.reasons.length > 0 && (
              <span className="grid gap-1">
                <Badge variant="destructive">
                  <Icon icon={TriangleAlert} />
                  Needs attention
                </Badge>
                <span className="text-sm text-destructive">{row.reasons.join(' · ')}</span>
              </span>
            )}
            <span className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <span>
                Last check-in: <span className="text-foreground">{row.lastCheckIn}</span>
              </span>
              <span>
                Logged <span className="text-foreground">{row.daysLoggedLast7}</span> of last 7 days
              </span>
              {row.workoutsThisWeek && (
                <span className="col-span-2">
                  Workouts <span className="text-foreground">{row.workoutsThisWeek.done}</span> of {row.workoutsThisWeek.planned}{' '}
                  this week
                </span>
              )}
              {row.mealsThisWeek && (
                <span className="col-span-2">
                  Meals <span className="text-foreground">{row.mealsThisWeek.followed}</span> of {row.mealsThisWeek.planned} this
                  week
                </span>
              )}
              <span className="col-span-2">
                {row.weight ? (
                  <>
                    Weight: {row.weight.start} → <span className="text-foreground">{row.weight.current} kg</span> (
                    {formatChange(row.weight.change)})
                  </>
                ) : (
                  'No weight yet'
                )}
              </span>
              {row.lastCall && <span className="col-span-2">{row.lastCall}</span>}
              {showCoach && <span className="col-span-2">Coach: {row.coach}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
