import { useTranslations } from 'next-intl';
import { CheckInForm } from '@/components/coach/check-in-form';
import { MarkPresentButton } from '@/components/coach/mark-present-button';
import { CircleCheck, Icon } from '@/components/icons';
import { SectionCard } from '@/components/section-card';
import type { TodaysSession } from '@/lib/db/attendance';
import { timeLabel } from '@/lib/domain/batches';
import { telHref } from '@/lib/domain/phone';

/** One of today's sessions: check-in by code or QR, and who is booked with 'Mark present' each. */
export function SessionCard({ session }: { session: TodaysSession }) {
  const t = useTranslations('coach.sessionCard');
  const { batch } = session;
  const booked = session.customers.filter((c) => c.status === 'booked');
  const waiting = session.customers.length - booked.length;
  const present = booked.filter((c) => c.present).length;
  const title = `${timeLabel(batch.startTime)} · ${batch.centre.name}`;
  return (
    <SectionCard title={title} contentClassName="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {t('summary', { minutes: batch.durationMinutes, present, booked: booked.length })}
        {waiting > 0 && t('waitlist', { count: waiting })}
      </p>
      <CheckInForm batchId={batch.id} sessionName={title} />
      {booked.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('nobody')}</p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label={t('booked', { session: title })}>
          {booked.map((customer) => (
            <li key={customer.userId} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div className="min-w-0">
                <p className="font-medium">{customer.name}</p>
                {customer.phone && customer.phone !== customer.name && (
                  <a href={telHref(customer.phone)} className="text-sm text-muted-foreground underline-offset-4 hover:underline">
                    {customer.phone}
                  </a>
                )}
              </div>
              {customer.present ? (
                <span className="flex items-center gap-1 text-sm font-medium text-success">
                  <Icon icon={CircleCheck} className="size-4" />
                  {t('present')}
                </span>
              ) : (
                <MarkPresentButton batchId={batch.id} customerId={customer.userId} name={customer.name} />
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
