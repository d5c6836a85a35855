import Link from 'next/link';
import { BatchSummary } from '@/components/batches/batch-summary';
import { CancelBooking } from '@/components/batches/cancel-booking';
import { CheckInCode } from '@/components/batches/check-in-code';
import { CalendarDays, Download, Icon, School } from '@/components/icons';
import { SectionCard } from '@/components/section-card';
import { buttonVariants } from '@/components/ui/button-variants';
import type { StudioView } from '@/lib/db/bookings';
import { attendedLabel, batchRefusalText } from '@/lib/domain/batches';
import { formatWeekdayDay } from '@/lib/domain/india-time';

const PROMOTED_NOTICE_DAYS = 7;

/**
 * The dashboard's studio card for an in-person plan: 'Book your batch' until there is one; then
 * the batch, the next session, today's check-in code, attendance, the calendar, a change and a
 * cancellation. Online plans never see it.
 */
export function MyBatchCard({ studio, now }: { studio: StudioView; now: Date }) {
  const { booking } = studio;
  if (!studio.eligible && !booking) return null;
  if (!booking)
    return (
      <SectionCard title="Your studio batch" id="studio" contentClassName="grid gap-3">
        <p className="text-sm text-muted-foreground">
          {studio.rebooking?.problem
            ? batchRefusalText(studio.rebooking.problem)
            : 'Choose the centre, days and time that suit you. Seats are limited in each batch.'}
        </p>
        <Link href="/batches" className={buttonVariants({ className: 'w-full sm:w-fit' })}>
          <Icon icon={School} className="size-4" />
          Book your batch
        </Link>
      </SectionCard>
    );
  const { batch } = booking;
  const promoted =
    booking.promotedAt !== null && now.getTime() - booking.promotedAt.getTime() < PROMOTED_NOTICE_DAYS * 86_400_000;
  return (
    <SectionCard title="Your studio batch" id="studio" contentClassName="grid gap-4">
      {booking.status === 'waitlisted' ? (
        <p className="rounded-md bg-muted p-3 text-sm" role="status">
          You are number {booking.waitlistPosition ?? 1} on the waitlist. We will tell you here and in your support chat when a
          seat frees up.
        </p>
      ) : (
        promoted && (
          <p className="rounded-md bg-primary/10 p-3 text-sm font-medium" role="status">
            A seat came free and it is yours: you are booked in this batch.
          </p>
        )
      )}
      <div className="grid gap-4 md:grid-cols-[1fr_auto] md:items-start">
        <div className="grid gap-3">
          <BatchSummary batch={batch} showSeats={false} />
          {booking.status === 'booked' && (
            <>
              <p className="font-medium">{attendedLabel(booking.attended, booking.sessions)}</p>
              {booking.nextSession && (
                <p className="flex items-center gap-2 text-sm">
                  <Icon icon={CalendarDays} className="size-4 text-primary" />
                  Your next session: {formatWeekdayDay(booking.nextSession)}
                </p>
              )}
            </>
          )}
          {booking.cancelledAhead.length > 0 && (
            <ul className="grid gap-1 text-sm" aria-label="Cancelled sessions">
              {booking.cancelledAhead.map((session) => (
                <li key={session.day} className="text-destructive">
                  No session on {formatWeekdayDay(session.day)}: {session.reason}
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
            Add to calendar
          </a>
        )}
        {booking.status === 'booked' && booking.changeProblem === null && (
          <Link href="/batches" className={buttonVariants({ variant: 'outline' })}>
            Change batch
          </Link>
        )}
        <CancelBooking waitlisted={booking.status === 'waitlisted'} changes={booking.changes} />
      </div>
      {booking.status === 'booked' && booking.changeProblem && (
        <p className="text-sm text-muted-foreground">{batchRefusalText(booking.changeProblem)}</p>
      )}
    </SectionCard>
  );
}
