import 'server-only';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { clockNow } from '@/lib/clock';
import type { BatchInput, BookingInput, CentreInput } from '@/lib/domain/batch-schema';
import {
  type BatchSaveRefusal,
  type BookingRefusal,
  type BookingStatus,
  type CapacityRefusal,
  type CentreRefusal,
  lastDayOf,
  sessionDays,
} from '@/lib/domain/batches';
import { istDay } from '@/lib/domain/india-time';
import { accepted, type Outcome, type Refusal, refused } from '@/lib/domain/outcome';
import { staffLabel } from '@/lib/domain/staff';
import { dayOfRow, rowsOf, type Tx } from './connection';
import { batchAttendance, batches, batchSessions, centres } from './schema';
import { listCoaches } from './staff';
import { sqlState } from './sql-state';
import { type SessionUser, withUser } from './with-user';

export interface Centre {
  id: string;
  name: string;
  address: string;
  city: string;
  mapUrl: string | null;
}

/** A batch as the timetable shows it. */
export interface Batch {
  id: string;
  centre: Centre;
  coachId: string | null;
  /** The coach's name; null for a sample nobody has taken. */
  coachName: string | null;
  days: number[];
  /** 'HH:MM' in India. */
  startTime: string;
  durationMinutes: number;
  capacity: number;
  seatsTaken: number;
  firstSession: string;
  lastDay: string;
  /** The first session not yet begun and not cancelled; null when none is left. */
  nextSession: string | null;
  sample: boolean;
}

interface BatchRow {
  id: string;
  centre_id: string;
  centre_name: string;
  centre_address: string;
  centre_city: string;
  centre_map_url: string | null;
  coach_id: string | null;
  coach_name: string | null;
  days: number[] | string;
  start_time: string;
  duration_minutes: number;
  capacity: number;
  seats_taken: number;
  first_session: string | Date;
  last_day: string | Date;
  next_session: string | Date | null;
  sample: boolean;
}

/** smallint[] comes back as an array from both drivers, or as '{1,3}' text from an older one. */
const daysOf = (value: number[] | string): number[] =>
  Array.isArray(value) ? value.map(Number) : value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);

const batchOf = (row: BatchRow): Batch => ({
  id: row.id,
  centre: {
    id: row.centre_id,
    name: row.centre_name,
    address: row.centre_address,
    city: row.centre_city,
    mapUrl: row.centre_map_url,
  },
  coachId: row.coach_id,
  coachName: row.coach_name,
  days: daysOf(row.days),
  startTime: row.start_time.slice(0, 5),
  durationMinutes: row.duration_minutes,
  capacity: row.capacity,
  seatsTaken: row.seats_taken,
  firstSession: dayOfRow(row.first_session),
  lastDay: dayOfRow(row.last_day),
  nextSession: row.next_session === null ? null : dayOfRow(row.next_session),
  sample: row.sample,
});

/** Batches not yet over, by city, centre and time (any signed-in caller). */
export async function runningBatchesIn(tx: Tx): Promise<Batch[]> {
  return rowsOf<BatchRow>(await tx.execute(sql`select * from public.running_batches()`)).map(batchOf);
}

export function listCentres(user: SessionUser): Promise<Centre[]> {
  return withUser(user, (tx) =>
    tx
      .select({
        id: centres.id,
        name: centres.name,
        address: centres.address,
        city: centres.city,
        mapUrl: centres.mapUrl,
      })
      .from(centres)
      .orderBy(asc(centres.city), asc(centres.name)),
  );
}

export type CentreOutcome = Outcome<object, Refusal<CentreRefusal>>;

/** 'Add centre' (admins: RLS refuses anyone else); refused when the name is taken. */
export async function addCentre(user: SessionUser, input: CentreInput): Promise<CentreOutcome> {
  try {
    await withUser(user, (tx) => tx.insert(centres).values({ ...input, mapUrl: input.mapUrl || null }));
    return accepted({});
  } catch (error) {
    if (sqlState(error) === '23505') return refused('centreTaken');
    throw error;
  }
}

/**
 * Writes a batch's sessions for its days and first session: new dates are added; dates it no
 * longer meets go unless someone was marked present there (cancelled ones stay cancelled).
 */
async function scheduleSessions(tx: Tx, batchId: string, firstSession: string, days: number[]): Promise<void> {
  const dates = sessionDays(firstSession, days);
  await tx
    .delete(batchSessions)
    .where(
      and(
        eq(batchSessions.batchId, batchId),
        dates.length > 0 ? notInArray(batchSessions.day, dates) : undefined,
        sql`not exists (select 1 from ${batchAttendance} a where a.batch_id = ${batchSessions.batchId} and a.day = ${batchSessions.day})`,
      ),
    );
  if (dates.length > 0)
    await tx
      .insert(batchSessions)
      .values(dates.map((day) => ({ batchId, day })))
      .onConflictDoNothing();
}

export type SaveBatchOutcome = Outcome<{ id: string }, Refusal<BatchSaveRefusal> | CapacityRefusal>;

/**
 * 'Add batch' or 'Save batch' (admins), with its sessions; answers the batch's id. Refused for a
 * batch that is gone, a centre or coach gone since the page was read (a foreign key), or a
 * capacity below the seats booked (the database's check), with how many are booked.
 */
export async function saveBatch(user: SessionUser, { id, ...input }: BatchInput): Promise<SaveBatchOutcome> {
  const values = { ...input, lastDay: lastDayOf(input.firstSession) };
  try {
    return await withUser(user, async (tx): Promise<SaveBatchOutcome> => {
      const [row] = id
        ? await tx.update(batches).set(values).where(eq(batches.id, id)).returning({ id: batches.id })
        : await tx.insert(batches).values(values).returning({ id: batches.id });
      if (!row) return refused('gone');
      await scheduleSessions(tx, row.id, input.firstSession, input.days);
      return accepted({ id: row.id });
    });
  } catch (error) {
    if (sqlState(error) === '23503') return refused('centreGone');
    if (sqlState(error) === '23514' && id) {
      const [taken] = await withUser(user, (tx) =>
        tx.select({ seats: batches.seatsTaken }).from(batches).where(eq(batches.id, id)),
      );
      return { ...refused('capacityBelowBookings'), booked: taken?.seats ?? 0 };
    }
    throw error;
  }
}

export interface AdminBatch extends Batch {
  waitlisted: number;
  sessions: { day: string; cancelReason: string | null }[];
}

/** Every batch not yet over with its sessions and waitlist, for the admin's page. */
export function listBatchesForAdmin(user: SessionUser, now = clockNow()): Promise<AdminBatch[]> {
  return withUser(user, async (tx) => {
    const running = await runningBatchesIn(tx);
    if (running.length === 0) return [];
    const ids = running.map((b) => b.id);
    const sessions = await tx
      .select({ batchId: batchSessions.batchId, day: batchSessions.day, cancelReason: batchSessions.cancelReason })
      .from(batchSessions)
      .where(and(inArray(batchSessions.batchId, ids), sql`${batchSessions.day} >= ${istDay(now)}`))
      .orderBy(asc(batchSessions.day));
    const waiting = rowsOf<{ batch_id: string; n: number }>(
      await tx.execute(
        // Those whose in-person plan has ended are passed over (promote_waitlist), so not counted.
        sql`select batch_id, count(*)::integer as n from public.batch_bookings
            where status = 'waitlisted' and public.has_studio_plan(user_id) group by batch_id`,
      ),
    );
    return running.map((batch) => ({
      ...batch,
      waitlisted: waiting.find((w) => w.batch_id === batch.id)?.n ?? 0,
      sessions: sessions.filter((s) => s.batchId === batch.id).map(({ day, cancelReason }) => ({ day, cancelReason })),
    }));
  });
}

/** An admin's 'Cancel session': everyone booked is told in their chat. Returns how many. */
export async function cancelSession(user: SessionUser, batchId: string, day: string, reason: string): Promise<number> {
  const [row] = rowsOf<{ told: number }>(
    await withUser(user, (tx) => tx.execute(sql`select public.cancel_batch_session(${batchId}, ${day}, ${reason}) as told`)),
  );
  return row?.told ?? 0;
}

export type BookingOutcome = Outcome<{ booking: BookingStatus }, Refusal<BookingRefusal>>;

/** book_batch's refusals, by the SQL state it raises. */
const BOOKING_REFUSALS: Record<string, BookingRefusal> = {
  WF403: 'noStudioPlan',
  WF404: 'gone',
  WFFUL: 'full',
  WFALR: 'alreadyBooked',
  WFNOB: 'notBooked',
  WFSAM: 'sameBatch',
  WFCHG: 'noChangesLeft',
  WFLAT: 'tooLateToChange',
  WFRLT: 'tooLateToRebook',
};

/**
 * 'Book this batch', 'Join the waitlist' or a change of batch, in one database call that cannot
 * oversell. A new place after a seat given up under the same plan is a change of batch too.
 */
export async function bookBatch(user: SessionUser, { batchId, intent }: BookingInput): Promise<BookingOutcome> {
  try {
    const [row] = rowsOf<{ status: BookingStatus }>(
      await withUser(user, (tx) => tx.execute(sql`select public.book_batch(${batchId}, ${intent}) as status`)),
    );
    return accepted({ booking: row?.status ?? 'booked' });
  } catch (error) {
    const reason = BOOKING_REFUSALS[sqlState(error) ?? ''];
    if (reason) return refused(reason);
    throw error;
  }
}

/** 'Cancel booking' or 'Leave the waitlist'; false when there was nothing to cancel. */
export async function cancelMyBooking(user: SessionUser): Promise<boolean> {
  const [row] = rowsOf<{ cancelled: boolean }>(
    await withUser(user, (tx) => tx.execute(sql`select public.cancel_my_booking() as cancelled`)),
  );
  return row?.cancelled ?? false;
}

/** Whether the caller has an in-person plan that has not ended. */
export async function hasStudioPlanIn(tx: Tx, userId: string): Promise<boolean> {
  const [row] = rowsOf<{ yes: boolean }>(await tx.execute(sql`select public.has_studio_plan(${userId}) as yes`));
  return row?.yes ?? false;
}

/** /admin/batches: the centres, the batches not yet over, and the active coaches to run them. */
export async function loadStudioAdmin(user: SessionUser) {
  const [centreList, batchList, coachList] = await Promise.all([listCentres(user), listBatchesForAdmin(user), listCoaches(user)]);
  return {
    centres: centreList,
    batches: batchList,
    coaches: coachList.flatMap((coach) =>
      coach.status === 'active' && coach.userId ? [{ id: coach.userId, name: staffLabel(coach) }] : [],
    ),
  };
}
