import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
import { Icon, TriangleAlert } from '@/components/icons';
import { Badge } from '@/components/ui/badge';
import { phaseBadge, planStatusText } from '@/lib/domain/plans';
import { formatChange, type RosterFilter, type RosterRow } from '@/lib/domain/roster';
import { useDomainText } from '@/lib/i18n/use-domain-text';
import { cn } from '@/lib/utils';

const FILTER_LABELS = { current: 'inProgramme', ended: 'ended' } as const satisfies Record<RosterFilter, string>;

/** 'In their programme' and 'Ended': plain links, the one shown marked as the current page. */
export function RosterFilterLinks({ filter }: { filter: RosterFilter }) {
  const t = useTranslations('coach.rosterList');
  return (
    <nav aria-label={t('which')}>
      <ul className="flex gap-2 text-sm">
        {(Object.keys(FILTER_LABELS) as RosterFilter[]).map((key) => (
          <li key={key}>
            <Link
              href={key === 'current' ? '/coach' : '/coach?show=ended'}
              aria-current={key === filter ? 'page' : undefined}
              className="inline-block rounded-full border px-3 py-1 font-medium hover:bg-muted aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
            >
              {t(FILTER_LABELS[key])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const figure = (chunks: React.ReactNode) => <span className="text-foreground">{chunks}</span>;

/** One card per client, who needs attention first; each opens the client's page. */
export function RosterList({ rows, showCoach }: { rows: RosterRow[]; showCoach: boolean }) {
  const t = useTranslations('coach.rosterList');
  const said = useDomainText();
  const locale = useLocale();
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label={t('clients')}>
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
                {said(row.status.kind === 'active' ? phaseBadge(row.phase) : planStatusText(row.status, locale))}
              </span>
            </span>
            {row.reasons.length > 0 && (
              <span className="grid gap-1">
                <Badge variant="destructive">
                  <Icon icon={TriangleAlert} />
                  {t('needsAttention')}
                </Badge>
                <span className="text-sm text-destructive">{row.reasons.map(said).join(' · ')}</span>
              </span>
            )}
            <span className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <span>{t.rich('lastCheckIn', { value: said(row.lastCheckIn), em: figure })}</span>
              <span>{t.rich('logged', { count: row.daysLoggedLast7, em: figure })}</span>
              {row.workoutsThisWeek && (
                <span className="col-span-2">
                  {t.rich('workouts', { done: row.workoutsThisWeek.done, planned: row.workoutsThisWeek.planned, em: figure })}
                </span>
              )}
              {row.mealsThisWeek && (
                <span className="col-span-2">
                  {t.rich('meals', { followed: row.mealsThisWeek.followed, planned: row.mealsThisWeek.planned, em: figure })}
                </span>
              )}
              <span className="col-span-2">
                {row.weight
                  ? t.rich('weight', {
                      start: row.weight.start,
                      current: row.weight.current,
                      change: said(formatChange(row.weight.change)),
                      em: figure,
                    })
                  : t('noWeight')}
              </span>
              {row.lastCall && <span className="col-span-2">{said(row.lastCall)}</span>}
              {showCoach && <span className="col-span-2">{t('coach', { coach: row.coach })}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
