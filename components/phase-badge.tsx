import { phaseBadge, type PlanState } from '@/lib/domain/plans';
import { formatDay } from '@/lib/domain/receipt';

/** Where the plan stands, as a badge: 'Day 12 of 45', 'Maintenance: week 3', 'Paused until …' or 'Plan ended'. */
export function PhaseBadge({ plan }: { plan: PlanState }) {
  const text = plan.pausedUntil
    ? `Paused until ${formatDay(plan.pausedUntil)}`
    : plan.phase
      ? phaseBadge(plan.phase)
      : plan.expired
        ? 'Plan ended'
        : null;
  if (!text) return null;
  return (
    <span className="mr-2 inline-block rounded-full bg-secondary px-3 py-0.5 font-semibold text-secondary-foreground">
      {text}
    </span>
  );
}
