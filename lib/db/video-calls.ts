import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { settings } from '@/lib/settings';
import { istDay } from '@/lib/domain/india-time';
import { accepted, type Outcome, type Refusal, refused } from '@/lib/domain/outcome';
import { packageIncludes } from '@/lib/domain/packages';
import { type PlanState, planState } from '@/lib/domain/plans';
import {
  type AvailabilityWindow,
  type CallCalendarEvent,
  type CallOutcomeInput,
  type CallStatus,
  callCalendarEvent,
  callStatus,
  canBook,
  canChange,
  canMarkOutcome,
  dayAndTime,
  freeSlots,
  roomName,
  ROOM_BYTES,
  roomUrl,
  type SlotDay,
  slotsByDay,
  sortWindows,
  type VideoCall,
} from '@/lib/domain/video-calls';
import type { Weekday } from '@/lib/domain/batches';
import { myCoach } from './coaching';
import { rowsOf, type Tx } from './connection';
import { plansOf } from './plans';
import { clientCoaches, coachCallWindows, customerProfiles, videoCalls } from './schema';
import { sqlConstraint, sqlState } from './sql-state';
import { type SessionUser, withUser } from './with-user';

// The weekly video call (lib/domain/video-calls.ts has the rules): the coach's times, the calls
// their clients book, move, cancel, and the coach marks. Row-level security holds each rule again
// (migration 20261212000000), so a refusal here is the friendly form of one the database would make.

const hhmm = (time: string) => time.slice(0, 5);

/** A coach's weekly times for calls, in week order. */
export async function callWindowsOf(tx: Tx, coachId: string): Promise<AvailabilityWindow[]> {
  const rows = await tx
    .select()
    .from(coachCallWindows)
    .where(eq(coachCallWindows.coachId, coachId))
    .orderBy(asc(coachCallWindows.weekday), asc(coachCallWindows.starts));
  return rows.map((row) => ({ weekday: row.weekday as Weekday, from: hhmm(row.starts), until: hhmm(row.ends) }));
}

/** The signed-in coach's own times, for their profile. */
export function myCallWindows(user: SessionUser): Promise<AvailabilityWindow[]> {
  return withUser(user, (tx) => callWindowsOf(tx, user.id));
}

/** 'Save times': the coach's week replaced by these windows (valid by availabilitySchema); calls already booked stay. */
export async function saveCallWindows(user: SessionUser, windows: readonly AvailabilityWindow[]): Promise<void> {
  await withUser(user, async (tx) => {
    await tx.delete(coachCallWindows).where(eq(coachCallWindows.coachId, user.id));
    if (windows.length === 0) return;
    await tx
      .insert(coachCallWindows)
      .values(sortWindows(windows).map(({ weekday, from, until }) => ({ coachId: user.id, weekday, starts: from, ends: until })));
  });
}

// ——— What each of the two sees of a call ———

type CallRow = typeof videoCalls.$inferSelect;

export interface CallView {
  id: string;
  /** UTC ISO. */
  startsAt: string;
  /** 'today at 6:30 pm', 'Fri, 18 Dec at 10:00 am'. */
  when: string;
  status: CallStatus;
  /** The room's link while it is open ('open'), and only for the customer and the call's coach. */
  roomUrl: string | null;
  /** The customer may still move or cancel it (2 hours ahead or more, not cancelled or marked). */
  changeable: boolean;
  /** The coach may mark it (it has started and is not cancelled), and the viewer is its coach. */
  markable: boolean;
  note: string;
}

const asCall = (row: CallRow): VideoCall => ({ startsAt: row.startsAt, cancelledAt: row.cancelledAt, outcome: row.outcome });

function callView(row: CallRow, viewerId: string, now: Date): CallView {
  const status = callStatus(asCall(row), now);
  const oneOfTheTwo = viewerId === row.customerId || viewerId === row.coachId;
  return {
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    when: dayAndTime(row.startsAt, now),
    status,
    roomUrl: oneOfTheTwo && status === 'open' ? roomUrl(settings().VIDEO_CALL_BASE_URL, row.room) : null,
    changeable: status === 'upcoming' && canChange(row.startsAt, now),
    markable: viewerId === row.coachId && canMarkOutcome(asCall(row), now),
    note: row.note,
  };
}

/** Whether the plan running today promises the weekly call (the 6- and 12-month online plans). */
const callsOffered = (plan: PlanState) => plan.current !== null && packageIncludes(plan.current.packageId, 'videoCall');

async function callPromised(tx: Tx, customerId: string, now: Date): Promise<boolean> {
  return callsOffered(planState(await plansOf(tx, customerId), istDay(now)));
}

/** How many of a customer's past calls the pages list. */
const PAST_SHOWN = 6;

export interface CallList {
  /** Coming and on now, soonest first. */
  ahead: CallView[];
  /** The latest past ones, latest first. */
  past: CallView[];
}

/** A customer's calls as far as the caller may read them (cancelled ones left out). */
export async function callListIn(tx: Tx, customerId: string, viewerId: string, now: Date): Promise<CallList> {
  const rows = await tx
    .select()
    .from(videoCalls)
    .where(and(eq(videoCalls.customerId, customerId), isNull(videoCalls.cancelledAt)))
    .orderBy(desc(videoCalls.startsAt))
    .limit(PAST_SHOWN + 4);
  const views = rows.map((row) => callView(row, viewerId, now));
  const ahead = views.filter((call) => call.status === 'upcoming' || call.status === 'open').reverse();
  const past = views.filter((call) => call.status !== 'upcoming' && call.status !== 'open').slice(0, PAST_SHOWN);
  return { ahead, past };
}

/** A page's 'Video calls': whether the plan running today offers them, and the calls. */
export interface CallSection extends CallList {
  offered: boolean;
  /** Offered, or there are calls to show. */
  shown: boolean;
}

export function callSection(calls: CallList, plan: PlanState): CallSection {
  const offered = callsOffered(plan);
  return { ...calls, offered, shown: offered || calls.ahead.length + calls.past.length > 0 };
}

/** The Coach place's 'Your weekly call', with the coach's name. */
export async function customerCalls(user: SessionUser, now: Date): Promise<CallSection & { coachName: string | null }> {
  return withUser(user, async (tx) => {
    const plan = planState(await plansOf(tx, user.id), istDay(now));
    const coach = await myCoach(tx);
    return { ...callSection(await callListIn(tx, user.id, user.id, now), plan), coachName: coach?.name ?? null };
  });
}

// ——— 'Book my call' ———

export type BookingRefusal = Refusal<'notIncluded' | 'noCoach' | 'gone' | 'tooLate'>;

export interface BookingChoice {
  coachName: string;
  /** The call being moved ('Reschedule'), or null for a new one. */
  moving: CallView | null;
  days: SlotDay[];
}

interface Booking {
  coachId: string;
  windows: AvailabilityWindow[];
  /** The coach's calls from now on, anyone's (their starts alone). */
  busy: Date[];
  /** This customer's calls not cancelled, past ones too (one a week). */
  mine: CallRow[];
}

async function bookingFacts(tx: Tx, userId: string): Promise<Booking | null> {
  const [assigned] = await tx
    .select({ coachId: clientCoaches.coachId })
    .from(clientCoaches)
    .where(eq(clientCoaches.customerId, userId));
  if (!assigned) return null;
  const [windows, busy, mine] = await Promise.all([
    callWindowsOf(tx, assigned.coachId),
    tx.execute(sql`select starts_at from public.my_coach_busy_times() as starts_at`),
    tx
      .select()
      .from(videoCalls)
      .where(and(eq(videoCalls.customerId, userId), isNull(videoCalls.cancelledAt))),
  ]);
  return {
    coachId: assigned.coachId,
    windows,
    busy: rowsOf<{ starts_at: string | Date }>(busy).map((row) => new Date(row.starts_at)),
    mine,
  };
}

/** The slots this customer may take: the coach's free ones, in weeks without another call of theirs. */
function slotsFor(facts: Booking, now: Date, moving: CallRow | null): string[] {
  const busy = facts.busy.filter((start) => moving === null || start.getTime() !== moving.startsAt.getTime());
  const existing = facts.mine.map((row) => row.startsAt);
  return freeSlots({ windows: facts.windows, booked: busy, now }).filter(
    (slot) => canBook({ existing, slot, now, moving: moving?.startsAt ?? null }).status === 'ok',
  );
}

/** The call being moved, if it is this customer's and still theirs to move. */
function movable(
  facts: Booking,
  callId: string | null,
  now: Date,
): Outcome<{ call: CallRow | null }, Refusal<'gone' | 'tooLate'>> {
  if (callId === null) return accepted({ call: null });
  const call = facts.mine.find((row) => row.id === callId);
  if (!call || call.outcome !== null) return refused('gone');
  if (!canChange(call.startsAt, now)) return refused('tooLate');
  return accepted({ call });
}

/** What 'Book my call' (or 'Reschedule', with the call's id) offers this customer now. */
export async function bookingChoice(
  user: SessionUser,
  now: Date,
  movingId: string | null,
): Promise<Outcome<BookingChoice, BookingRefusal>> {
  return withUser(user, async (tx) => {
    if (!(await callPromised(tx, user.id, now))) return refused('notIncluded');
    const [facts, coach] = await Promise.all([bookingFacts(tx, user.id), myCoach(tx)]);
    if (!facts) return refused('noCoach');
    const moving = movable(facts, movingId, now);
    if (moving.status === 'refused') return moving;
    return accepted({
      coachName: coach?.name ?? 'your coach',
      moving: moving.call ? callView(moving.call, user.id, now) : null,
      days: slotsByDay(slotsFor(facts, now, moving.call), now),
    });
  });
}

export type BookRefusal = Refusal<'notIncluded' | 'noCoach' | 'gone' | 'tooLate' | 'taken' | 'oneAWeek'>;

/** The database's refusals of a booking, by the unique index a second booking ran into. */
function raceRefusal(error: unknown): BookRefusal | null {
  if (sqlState(error) !== '23505') return null;
  const constraint = sqlConstraint(error);
  if (constraint === 'video_calls_customer_week') return refused('oneAWeek');
  if (constraint === 'video_calls_coach_slot') return refused('taken');
  return null;
}

/**
 * 'Book my call' (movingId null) or 'Reschedule' to `startsAt`: the slot must be one this customer
 * is offered now (else it was just taken, or never free); a second tab's booking of the same week
 * or another client's of the same slot meets the unique indexes.
 */
export async function bookCall(
  user: SessionUser,
  startsAt: string,
  now: Date,
  movingId: string | null = null,
): Promise<Outcome<{ id: string; startsAt: Date }, BookRefusal>> {
  try {
    return await withUser(user, async (tx) => {
      if (!(await callPromised(tx, user.id, now))) return refused('notIncluded');
      const facts = await bookingFacts(tx, user.id);
      if (!facts) return refused('noCoach');
      const moving = movable(facts, movingId, now);
      if (moving.status === 'refused') return moving;
      const slot = new Date(startsAt);
      const rule = canBook({ existing: facts.mine.map((row) => row.startsAt), slot, now, moving: moving.call?.startsAt ?? null });
      if (rule.status === 'refused') return rule;
      if (!slotsFor(facts, now, moving.call).includes(slot.toISOString())) return refused('taken');
      let id: string;
      if (moving.call) {
        await tx.update(videoCalls).set({ startsAt: slot }).where(eq(videoCalls.id, moving.call.id));
        id = moving.call.id;
      } else {
        const [row] = await tx
          .insert(videoCalls)
          .values({ customerId: user.id, coachId: facts.coachId, startsAt: slot, room: roomName(randomBytes(ROOM_BYTES)) })
          .returning({ id: videoCalls.id });
        id = row!.id;
      }
      return accepted({ id, startsAt: slot });
    });
  } catch (error) {
    const refusal = raceRefusal(error);
    if (refusal) return refusal;
    throw error;
  }
}

/** 'Cancel call', until 2 hours before. */
export async function cancelCall(
  user: SessionUser,
  callId: string,
  now: Date,
): Promise<Outcome<object, Refusal<'gone' | 'tooLate'>>> {
  return withUser(user, async (tx) => {
    const [call] = await tx
      .select()
      .from(videoCalls)
      .where(and(eq(videoCalls.id, callId), eq(videoCalls.customerId, user.id), isNull(videoCalls.cancelledAt)));
    if (!call || call.outcome !== null) return refused('gone');
    if (!canChange(call.startsAt, now)) return refused('tooLate');
    await tx
      .update(videoCalls)
      .set({ cancelledAt: sql`public.clock_now()` })
      .where(eq(videoCalls.id, callId));
    return accepted({});
  });
}

export type MarkRefusal = Refusal<'gone' | 'notYours' | 'notStarted'>;

/** The coach's 'Held' or 'Missed' with a note: their own call, from its start, again if they change their mind. */
export async function markCallOutcome(
  user: SessionUser,
  { callId, outcome, note }: CallOutcomeInput,
  now: Date,
): Promise<Outcome<{ customerId: string }, MarkRefusal>> {
  return withUser(user, async (tx) => {
    const [call] = await tx.select().from(videoCalls).where(eq(videoCalls.id, callId));
    if (!call || call.cancelledAt !== null) return refused('gone');
    if (call.coachId !== user.id) return refused('notYours');
    if (!canMarkOutcome(asCall(call), now)) return refused('notStarted');
    await tx.update(videoCalls).set({ outcome, note }).where(eq(videoCalls.id, callId));
    return accepted({ customerId: call.customerId });
  });
}

// ——— The calendar file ———

/**
 * 'Add to calendar': the call's event for the customer or its coach, named after the other one;
 * null for anyone else and for a cancelled call (the route's 404).
 */
export async function callForCalendar(user: SessionUser, callId: string): Promise<CallCalendarEvent | null> {
  return withUser(user, async (tx) => {
    const [call] = await tx.select().from(videoCalls).where(eq(videoCalls.id, callId));
    if (!call || call.cancelledAt !== null || (user.id !== call.customerId && user.id !== call.coachId)) return null;
    let withName: string;
    if (user.id === call.customerId) withName = (await myCoach(tx))?.name ?? 'your coach';
    else {
      const [client] = await tx
        .select({ name: customerProfiles.name })
        .from(customerProfiles)
        .where(eq(customerProfiles.userId, call.customerId));
      withName = client?.name ?? 'your client';
    }
    return callCalendarEvent({
      id: call.id,
      startsAt: call.startsAt,
      url: roomUrl(settings().VIDEO_CALL_BASE_URL, call.room),
      withName,
    });
  });
}

// ——— The roster ———

/**
 * Each client's calls of the last five weeks and ahead (not cancelled), for the roster's line: a
 * coach's own (by the index of their slots), or for an admin (`coachId` null) everyone's (by the start's).
 */
export async function rosterCallsIn(tx: Tx, now: Date, coachId: string | null): Promise<Map<string, VideoCall[]>> {
  const since = new Date(now.getTime() - 35 * 86_400_000);
  const rows = await tx
    .select({
      customerId: videoCalls.customerId,
      startsAt: videoCalls.startsAt,
      cancelledAt: videoCalls.cancelledAt,
      outcome: videoCalls.outcome,
    })
    .from(videoCalls)
    .where(
      and(isNull(videoCalls.cancelledAt), gte(videoCalls.startsAt, since), coachId ? eq(videoCalls.coachId, coachId) : undefined),
    );
  const byClient = new Map<string, VideoCall[]>();
  for (const { customerId, ...call } of rows) byClient.set(customerId, [...(byClient.get(customerId) ?? []), call]);
  return byClient;
}
