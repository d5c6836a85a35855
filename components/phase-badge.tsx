import { phaseBadge, type PlanState, planStatusText } from '@/lib/domain/plans';

/** Where the plan stands, as a badge: 'Day 12 of 45', 'Maintenance: week 3', 'Paused until …', 'Refunded on …' or 'Plan ended'. */
export function PhaseBadge({ plan }: { plan: PlanState }) {
  const text =
    plan.status?.kind === 'paused'
      ? planStatusText(plan.status)
      : plan.phase
        ? phaseBadge(plan.phase)
        : plan.lastStatus?.kind === 'refunded'
          ? planStatusText(plan.lastStatus)
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
