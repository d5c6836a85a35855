import 'server-only';
import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import { clockNow } from '@/lib/clock';
import {
  type BookingStatus,
  changeProblem,
  type ChangeRefusal,
  nextSession,
  rebookProblem,
  type RebookRefusal,
  sessionStart,
} from '@/lib/domain/batches';
import { istDay } from '@/lib/domain/india-time';
import { checkInCode, signCheckIn } from '@/lib/security/check-in-token';
import { checkInKey } from '@/lib/security/check-in-key';
import type { CalendarSession } from '@/lib/calendar/sessions-ics';
import { type Batch, hasStudioPlanIn, runningBatchesIn } from './batches';
import { type Db, rowsOf, type Tx } from './connection';
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
  /** Changes of batch made in this plan (at most MAX_BATCH_CHANGES). */
  changes: number;
  /** Why the customer may not change batch now (a code: batchRefusalText gives its words), or null. */
  changeProblem: ChangeRefusal | null;
}

/** With no booking, after a seat given up in this plan: a new booking is a change of batch. */
export interface Rebooking {
  /** Changes of batch made in this plan, before the new booking. */
  changes: number;
  /** Why the customer may not book now (a code: batchRefusalText gives its words), or null. */
  problem: RebookRefusal | null;
}

export interface StudioView {
  /** An in-person plan runs: batches are theirs to book. */
  eligible: boolean;
  /** Held only while an in-person plan runs (my_current_booking()). */
  booking: MyBooking | null;
  rebooking: Rebooking | null;
}

interface BookingRow {
  id: string;
  batch_id: string;
  status: BookingStatus;
  changes: number;
  created_at: string | Date;
  promoted_at: string | Date | null;
}

interface ChangesRow {
  changes: number;
  counts: boolean;
  late_until: string | Date | null;
}

/** The caller's changes of batch in their current plan, and what a new booking would count as. */
async function myBatchChanges(tx: Tx): Promise<ChangesRow> {
  const [row] = rowsOf<ChangesRow>(await tx.execute(sql`select * from public.my_batch_changes()`));
  return row ?? { changes: 0, counts: false, late_until: null };
}

/** The customer's studio booking as the dashboard shows it, in the caller's transaction. */
export async function studioViewIn(tx: Tx, userId: string, now: Date, batches?: Batch[]): Promise<StudioView> {
  const eligible = await hasStudioPlanIn(tx, userId);
  const [row] = rowsOf<BookingRow>(await tx.execute(sql`select * from public.my_current_booking()`));
  const used = eligible ? await myBatchChanges(tx) : null;
  const rebooking =
    used?.counts && !row
      ? {
          changes: used.changes,
          problem: rebookProblem({
            changes: used.changes,
            counts: true,
            lateUntil: used.late_until === null ? null : new Date(used.late_until),
            now,
          }),
        }
      : null;
  if (!row) return { eligible, booking: null, rebooking };
  const batch = (batches ?? (await runningBatchesIn(tx))).find((b) => b.id === row.batch_id);
  if (!batch) return { eligible, booking: null, rebooking };
  // The changes in this plan: a booking carried over from the plan before counts none.
  const changes = row.status === 'booked' ? (used?.changes ?? row.changes) : row.changes;
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
    rebooking: null,
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
      changes,
      changeProblem: changeProblem({
        changes,
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
export function batchChoices(user: SessionUser, now = clockNow()): Promise<BatchChoices> {
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
export function myCalendar(user: SessionUser, now = clockNow()): Promise<CalendarSession[]> {
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

/**
 * Ends the studio places of one customer left with no in-person plan (a refund), in the caller's
 * transaction: a seat given up goes to the next waiting customer who holds a plan.
 */
export async function releaseStudioPlacesOf(tx: Tx, userId: string): Promise<number> {
  const [row] = rowsOf<{ released: number }>(
    await tx.execute(sql`select public.release_lapsed_studio_places(${userId}) as released`),
  );
  return row?.released ?? 0;
}

/**
 * Ends the studio places of every customer whose in-person plan ran out with none after it (the
 * reminders round calls it with the server's rights). Until then nothing reads them as theirs.
 * Returns how many places ended.
 */
export async function releaseLapsedStudioPlaces(db: Db): Promise<number> {
  const [row] = rowsOf<{ released: number }>(await db.execute(sql`select public.release_lapsed_studio_places() as released`));
  return row?.released ?? 0;
}
