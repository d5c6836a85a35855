import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
import { BatchSummary } from '@/components/batches/batch-summary';
import { CancelBooking } from '@/components/batches/cancel-booking';
import { CheckInCode } from '@/components/batches/check-in-code';
import { CalendarDays, Download, Icon, School } from '@/components/icons';
import { SectionCard } from '@/components/section-card';
import { buttonVariants } from '@/components/ui/button-variants';
import type { StudioView } from '@/lib/db/bookings';
import { attendedLabel, batchRefusalText } from '@/lib/domain/batches';
import { formatWeekdayDay } from '@/lib/domain/india-time';
import { useDomainText } from '@/lib/i18n/use-domain-text';

const PROMOTED_NOTICE_DAYS = 7;

/**
 * The dashboard's studio card for an in-person plan: 'Book your batch' until there is one; then
 * the batch, the next session, today's check-in code, attendance, the calendar, a change and a
 * cancellation. Online plans never see it.
 */
export function MyBatchCard({ studio, now }: { studio: StudioView; now: Date }) {
  const t = useTranslations('batches.card');
  const locale = useLocale();
  const said = useDomainText();
  const { booking } = studio;
  if (!studio.eligible && !booking) return null;
  if (!booking)
    return (
      <SectionCard title={t('title')} id="studio" contentClassName="grid gap-3">
        <p className="text-sm text-muted-foreground">
          {studio.rebooking?.problem ? said(batchRefusalText(studio.rebooking.problem)) : t('choose')}
        </p>
        <Link href="/batches" className={buttonVariants({ className: 'w-full sm:w-fit' })}>
          <Icon icon={School} className="size-4" />
          {t('book')}
        </Link>
      </SectionCard>
    );
  const { batch } = booking;
  const promoted =
    booking.promotedAt !== null && now.getTime() - booking.promotedAt.getTime() < PROMOTED_NOTICE_DAYS * 86_400_000;
  return (
    <SectionCard title={t('title')} id="studio" contentClassName="grid gap-4">
      {booking.status === 'waitlisted' ? (
        <p className="rounded-md bg-muted p-3 text-sm" role="status">
          {t('waitlisted', { position: booking.waitlistPosition ?? 1 })}
        </p>
      ) : (
        promoted && (
          <p className="rounded-md bg-primary/10 p-3 text-sm font-medium" role="status">
            {t('promoted')}
          </p>
        )
      )}
      <div className="grid gap-4 md:grid-cols-[1fr_auto] md:items-start">
        <div className="grid gap-3">
          <BatchSummary batch={batch} showSeats={false} />
          {booking.status === 'booked' && (
            <>
              <p className="font-medium">{said(attendedLabel(booking.attended, booking.sessions))}</p>
              {booking.nextSession && (
                <p className="flex items-center gap-2 text-sm">
                  <Icon icon={CalendarDays} className="size-4 text-primary" />
                  {t('next', { day: formatWeekdayDay(booking.nextSession, locale) })}
                </p>
              )}
            </>
          )}
          {booking.cancelledAhead.length > 0 && (
            <ul className="grid gap-1 text-sm" aria-label={t('cancelled')}>
              {booking.cancelledAhead.map((session) => (
                <li key={session.day} className="text-destructive">
                  {t('noSession', { day: formatWeekdayDay(session.day, locale), reason: session.reason })}
                </li>
              ))}
            </ul>
          )}
        </div>
        {booking.checkIn && <CheckInCode token={booking.checkIn.token} code={booking.checkIn.code} />}
      </div>
      <div className="flex flex-wrap items-start gap-2">
        {booking.status === 'booked' && (
          <a href="/api/calendar" download className={buttonVariants({ variant: 'outline' })}>
            <Icon icon={Download} className="size-4" />
            {t('addToCalendar')}
          </a>
        )}
        {booking.status === 'booked' && booking.changeProblem === null && (
          <Link href="/batches" className={buttonVariants({ variant: 'outline' })}>
            {t('change')}
          </Link>
        )}
        <CancelBooking waitlisted={booking.status === 'waitlisted'} changes={booking.changes} />
      </div>
      {booking.status === 'booked' && booking.changeProblem && (
        <p className="text-sm text-muted-foreground">{said(batchRefusalText(booking.changeProblem))}</p>
      )}
    </SectionCard>
  );
}
