import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { clockNow } from '@/lib/clock';
import type { CheckInRefusal } from '@/lib/domain/batches';
import type { CheckInInput } from '@/lib/domain/batch-schema';
import { customerLabel, formatPhone } from '@/lib/domain/phone';
import { addDays, istDay } from '@/lib/domain/india-time';
import { accepted, type Outcome, type Refusal, refused } from '@/lib/domain/outcome';
import { checkInKey } from '@/lib/security/check-in-key';
import { checkInCode, isCheckInToken, normaliseCheckInCode, readCheckIn } from '@/lib/security/check-in-token';
import { type Batch, runningBatchesIn } from './batches';
import { rowsOf, type Tx } from './connection';
import { batchAttendance, batchSessions } from './schema';
import { type SessionUser, withUser } from './with-user';

export interface SessionCustomer {
  userId: string;
  /** The profile's name, else the phone. */
  name: string;
  phone: string | null;
  status: 'booked' | 'waitlisted' | 'cancelled';
  present: boolean;
}

export interface TodaysSession {
  batch: Batch;
  day: string;
  /** The booked, then the waitlisted. */
  customers: SessionCustomer[];
}

interface RosterRow {
  user_id: string;
  customer_name: string | null;
  customer_phone: string | null;
  status: SessionCustomer['status'];
  present: boolean;
}

async function sessionRoster(tx: Tx, batchId: string, day: string): Promise<SessionCustomer[]> {
  const rows = rowsOf<RosterRow>(await tx.execute(sql`select * from public.session_roster(${batchId}, ${day})`));
  return rows.map((row) => ({
    userId: row.user_id,
    name: customerLabel(row.customer_name, row.customer_phone),
    phone: row.customer_phone ? formatPhone(row.customer_phone) : null,
    status: row.status,
    present: row.present,
  }));
}

/** Batches the caller runs (an admin: all) that meet today, not cancelled, by time. */
async function sessionsOn(tx: Tx, day: string): Promise<Batch[]> {
  const meeting = await tx
    .select({ batchId: batchSessions.batchId })
    .from(batchSessions)
    .where(
      and(eq(batchSessions.day, day), isNull(batchSessions.cancelledAt), sql`public.coaches_batch(${batchSessions.batchId})`),
    );
  const ids = new Set(meeting.map((m) => m.batchId));
  return (await runningBatchesIn(tx)).filter((b) => ids.has(b.id)).sort((a, b) => a.startTime.localeCompare(b.startTime));
}

/** /coach/sessions: today's sessions of the caller's batches, each with who is booked. */
export function todaysSessions(user: SessionUser, now = clockNow()): Promise<TodaysSession[]> {
  const day = istDay(now);
  return withUser(user, async (tx) =>
    Promise.all(
      (await sessionsOn(tx, day)).map(async (batch) => ({
        batch,
        day,
        customers: (await sessionRoster(tx, batch.id, day)).filter((c) => c.status !== 'cancelled'),
      })),
    ),
  );
}

export type CheckInOutcome = Outcome<{ name: string; already: boolean }, Refusal<CheckInRefusal>>;

/** Whose typed code this is among these customers, on these days. */
function matchCode(key: Uint8Array, code: string, batchId: string, customers: SessionCustomer[], days: string[]) {
  for (const customer of customers)
    for (const day of days) if (checkInCode(key, { userId: customer.userId, batchId, day }) === code) return { customer, day };
  return null;
}

/**
 * 'Mark present', or check-in by a scanned QR or a typed code, at today's session of a batch the
 * caller runs. A code of another day, another batch or someone not booked here is refused, saying
 * which. The database's policy checks again: a coach of the batch, today, someone booked.
 */
export async function checkIn(user: SessionUser, input: CheckInInput, now = clockNow()): Promise<CheckInOutcome> {
  const today = istDay(now);
  const key = checkInKey();
  return withUser(user, async (tx): Promise<CheckInOutcome> => {
    const batches = await sessionsOn(tx, today);
    if (!batches.some((b) => b.id === input.batchId)) return refused('checkInNoSession');
    const everyone = await sessionRoster(tx, input.batchId, today);
    const booked = everyone.filter((c) => c.status === 'booked');
    let customer: SessionCustomer | undefined;
    let method: 'button' | 'code' | 'qr' = 'button';
    if ('customerId' in input) {
      customer = booked.find((c) => c.userId === input.customerId);
      if (!customer) return refused('checkInNotBooked');
    } else if (isCheckInToken(input.code)) {
      method = 'qr';
      const claims = readCheckIn(key, input.code);
      if (!claims) return refused('checkInUnknown');
      if (claims.day !== today) return refused('checkInOtherDay');
      if (claims.batchId !== input.batchId) return refused('checkInOtherBatch');
      customer = booked.find((c) => c.userId === claims.userId);
      if (!customer) return refused('checkInNotBooked');
    } else {
      method = 'code';
      const code = normaliseCheckInCode(input.code);
      customer = matchCode(key, code, input.batchId, booked, [today])?.customer;
      if (!customer) {
        if (matchCode(key, code, input.batchId, booked, [addDays(today, -1), addDays(today, 1)]))
          return refused('checkInOtherDay');
        for (const other of batches.filter((b) => b.id !== input.batchId)) {
          const theirs = (await sessionRoster(tx, other.id, today)).filter((c) => c.status === 'booked');
          if (matchCode(key, code, other.id, theirs, [today])) return refused('checkInOtherBatch');
        }
        const notBooked = everyone.filter((c) => c.status !== 'booked');
        if (matchCode(key, code, input.batchId, notBooked, [today])) return refused('checkInNotBooked');
        return refused('checkInUnknown');
      }
    }
    const inserted = await tx
      .insert(batchAttendance)
      .values({ batchId: input.batchId, day: today, userId: customer.userId, markedBy: user.id, method })
      .onConflictDoNothing()
      .returning({ userId: batchAttendance.userId });
    return accepted({ name: customer.name, already: inserted.length === 0 });
  });
}
