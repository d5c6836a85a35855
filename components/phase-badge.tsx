import { useLocale } from 'next-intl';
import { phaseBadge, type PlanState, planStatusText } from '@/lib/domain/plans';
import { useDomainText } from '@/lib/i18n/use-domain-text';

/** Where the plan stands, as a badge: 'Day 12 of 45', 'Maintenance: week 3', 'Paused until …', 'Refunded on …' or 'Plan ended'. */
export function PhaseBadge({ plan }: { plan: PlanState }) {
  const said = useDomainText();
  const locale = useLocale();
  const text =
    plan.status?.kind === 'paused'
      ? planStatusText(plan.status, locale)
      : plan.phase
        ? phaseBadge(plan.phase)
        : plan.lastStatus?.kind === 'refunded'
          ? planStatusText(plan.lastStatus, locale)
          : plan.expired
            ? 'Plan ended'
            : null;
  if (!text) return null;
  return (
    <span className="mr-2 inline-block rounded-full bg-secondary px-3 py-0.5 font-semibold text-secondary-foreground">
      {said(text)}
    </span>
  );
}
