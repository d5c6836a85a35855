import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { maxPauseDays, phaseLabel, type PlanState, planStatusText } from '@/lib/domain/plans';
import { formatDay } from '@/lib/domain/india-time';
import type { PlanPage } from '@/lib/db/dashboard';
import { useDomainText } from '@/lib/i18n/use-domain-text';
import { PausePlanForm, ResumePlanForm } from './pause-plan-form';
import { RefundSection } from './refund-section';

/**
 * 'Your plan': which plan runs, until when, the phase, the plans queued after it, and 'Renew'
 * from 14 days before the end. After the end it says so and offers 'Renew'. Refunds: where each
 * request stands, and 'Request a refund' within a plan's first 45 days.
 */
export function PlanCard({ plan, refunds }: { plan: PlanState; refunds: PlanPage['refunds'] }) {
  const t = useTranslations('dashboard.planCard');
  const locale = useLocale();
  const said = useDomainText();
  const { current, queued, activeUntil, status, last, lastStatus } = plan;
  if (!current && !last) return null;
  const renewHref = `/payment?package=${(current ?? last)!.packageId}`;
  // A refunded plan is over by the customer's choice: no renewal prompt, no pause.
  const refunded = !current && lastStatus?.kind === 'refunded';
  return (
    <SectionCard title={t('title')} id="your-plan" contentClassName="grid gap-3" className="scroll-mt-4">
      {current && activeUntil ? (
        <div className="grid gap-1">
          <p className="font-semibold">{current.productName}</p>
          <p>
            {t.rich('activeUntil', {
              date: formatDay(activeUntil, locale),
              when: (chunks) => <span className="font-medium whitespace-nowrap">{chunks}</span>,
            })}
            <span className="text-muted-foreground">
              {' '}
              · {t('daysLeft', { count: plan.daysLeft, days: String(plan.daysLeft) })}
            </span>
          </p>
          {plan.phase && <p className="text-sm text-muted-foreground">{said(phaseLabel(plan.phase))}</p>}
          {status?.kind === 'paused' && <p className="text-sm font-medium">{said(planStatusText(status, locale))}</p>}
        </div>
      ) : (
        last &&
        lastStatus && (
          <div className="grid gap-1">
            <p className="font-semibold">{last.productName}</p>
            <p>
              {t.rich('over', {
                status: said(planStatusText(lastStatus, locale)),
                strong: (chunks) => <span className="font-medium">{chunks}</span>,
              })}
            </p>
          </div>
        )
      )}
      {queued.length > 0 && (
        <ul className="grid gap-1 text-sm" aria-label={t('queuedLabel')}>
          {queued.map((next) => (
            <li key={next.orderId} className="rounded-md bg-secondary px-3 py-2 text-secondary-foreground">
              {t(current ? 'then' : 'next', {
                name: next.productName,
                from: formatDay(next.startsOn, locale),
                to: formatDay(next.endsOn, locale),
              })}
            </li>
          ))}
        </ul>
      )}
      {current?.pausedFrom === null && <PausePlanForm maxDays={maxPauseDays(current.months)} />}
      {status?.kind === 'paused' && <ResumePlanForm pausedUntil={status.pausedUntil} />}
      <RefundSection refunds={refunds} />
      {(plan.renewDue || plan.expired) && !refunded && (
        <div className="grid gap-2 rounded-lg border p-3">
          <p className="text-sm">{plan.expired ? t('restart') : t('renewSoon')}</p>
          <Button asChild className="justify-self-start">
            <Link href={renewHref}>{t('renew')}</Link>
          </Button>
        </div>
      )}
    </SectionCard>
  );
}
