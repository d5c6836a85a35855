import 'server-only';
import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import { type BookingStatus, changeProblem, nextSession, sessionStart } from '@/lib/domain/batches';
import { istDay } from '@/lib/domain/progress';
import { checkInCode, signCheckIn } from '@/lib/security/check-in-token';
import { checkInKey } from '@/lib/security/check-in-key';
import type { CalendarSession } from '@/lib/calendar/sessions-ics';
import { type Batch, hasStudioPlanIn, runningBatchesIn } from './batches';
import { rowsOf, type Tx } from './connection';
import { batchAttendance, batchSessions, customerProfiles } from './schema';
import { type SessionUser, withUser } from './with-user';

export interface MyBooking {
  id: string;
  status: BookingStatus;
  batch: Batch;
  /** 1 is next in line; null unless waitlisted. */
  waitlistPosition: number | null;
  /** When a cancellation gave them the seat. */
  promotedAt: Date | null;
  /** Sessions marked present, of those held or to come since the booking (cancelled ones aside). */
  attended: number;
  sessions: number;
  /** The first session not yet begun. */
  nextSession: string | null;
  /** Holidays ahead. */
  cancelledAhead: { day: string; reason: string }[];
  /** Today's check-in, on a day the batch meets. */
  checkIn: { token: string; code: string } | null;
  /** Why the customer may not change batch now, or null. */
  changeProblem: string | null;
}

export interface StudioView {
  /** An in-person plan runs: batches are theirs to book. */
  eligible: boolean;
  booking: MyBooking | null;
}

interface BookingRow {
  id: string;
  batch_id: string;
  status: BookingStatus;
  changes: number;
  created_at: string | Date;
  promoted_at: string | Date | null;
}

/** The customer's studio booking as the dashboard shows it, in the caller's transaction. */
export async function studioViewIn(tx: Tx, userId: string, now: Date, batches?: Batch[]): Promise<StudioView> {
  const eligible = await hasStudioPlanIn(tx, userId);
  const [row] = rowsOf<BookingRow>(await tx.execute(sql`select * from public.my_current_booking()`));
  if (!row) return { eligible, booking: null };
  const batch = (batches ?? (await runningBatchesIn(tx))).find((b) => b.id === row.batch_id);
  if (!batch) return { eligible, booking: null };
  const today = istDay(now);
  const bookedOn = istDay(new Date(row.created_at));
  const sessions = await tx
    .select({ day: batchSessions.day, cancelledAt: batchSessions.cancelledAt, reason: batchSessions.cancelReason })
    .from(batchSessions)
    .where(eq(batchSessions.batchId, batch.id))
    .orderBy(asc(batchSessions.day));
  const [attended] = await tx
    .select({ n: count() })
    .from(batchAttendance)
    .where(and(eq(batchAttendance.batchId, batch.id), eq(batchAttendance.userId, userId)));
  const [position] = rowsOf<{ position: number | null }>(await tx.execute(sql`select public.my_waitlist_position() as position`));
  const days = sessions.map((s) => ({ day: s.day, cancelled: s.cancelledAt !== null }));
  const next = nextSession(days, batch.startTime, now);
  const meetsToday = days.some((s) => s.day === today && !s.cancelled);
  const key = row.status === 'booked' && meetsToday ? checkInKey() : null;
  const claims = { userId, batchId: batch.id, day: today };
  return {
    eligible,
    booking: {
      id: row.id,
      status: row.status,
      batch,
      waitlistPosition: row.status === 'waitlisted' ? (position?.position ?? null) : null,
      promotedAt: row.promoted_at === null ? null : new Date(row.promoted_at),
      attended: attended?.n ?? 0,
      sessions: days.filter((s) => !s.cancelled && s.day >= bookedOn).length,
      nextSession: next,
      cancelledAhead: sessions
        .filter((s) => s.cancelledAt !== null && s.day >= today)
        .map((s) => ({ day: s.day, reason: s.reason ?? '' })),
      checkIn: key ? { token: signCheckIn(key, claims), code: checkInCode(key, claims) } : null,
      changeProblem: changeProblem({
        changes: row.changes,
        nextSessionStart: next ? sessionStart(next, batch.startTime) : null,
        now,
      }),
    },
  };
}

export interface BatchChoices extends StudioView {
  /** Those in the customer's city first. */
  batches: Batch[];
  /** The city of the customer's address, when a centre is there. */
  city: string | null;
}

/** /batches: the batches with a session still ahead, the customer's city first, and their booking. */
export function batchChoices(user: SessionUser, now = new Date()): Promise<BatchChoices> {
  return withUser(user, async (tx) => {
    const running = (await runningBatchesIn(tx)).filter((b) => b.nextSession !== null);
    const [profile] = await tx
      .select({ address: customerProfiles.address })
      .from(customerProfiles)
      .where(eq(customerProfiles.userId, user.id));
    const address = profile?.address.toLowerCase() ?? '';
    const city = running.find((b) => address.includes(b.centre.city.toLowerCase()))?.centre.city ?? null;
    const batches = city
      ? [...running.filter((b) => b.centre.city === city), ...running.filter((b) => b.centre.city !== city)]
      : running;
    return { ...(await studioViewIn(tx, user.id, now, running)), batches, city };
  });
}

/** The sessions ahead of the customer's booked batch, for 'Add to calendar'. */
export function myCalendar(user: SessionUser, now = new Date()): Promise<CalendarSession[]> {
  return withUser(user, async (tx) => {
    const { booking } = await studioViewIn(tx, user.id, now);
    if (!booking || booking.status !== 'booked') return [];
    const { batch } = booking;
    const rows = await tx
      .select({ day: batchSessions.day })
      .from(batchSessions)
      .where(
        and(eq(batchSessions.batchId, batch.id), gte(batchSessions.day, istDay(now)), sql`${batchSessions.cancelledAt} is null`),
      )
      .orderBy(asc(batchSessions.day));
    return rows.map(({ day }) => ({
      batchId: batch.id,
      day,
      startTime: batch.startTime,
      durationMinutes: batch.durationMinutes,
      title: `WellFit session at ${batch.centre.name}`,
      location: `${batch.centre.address}, ${batch.centre.city}`,
      url: batch.centre.mapUrl,
    }));
  });
}
