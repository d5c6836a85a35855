import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkIn, todaysSessions } from '@/lib/db/attendance';
import { addCentre, bookBatch, cancelMyBooking, cancelSession, listBatchesForAdmin, saveBatch } from '@/lib/db/batches';
import { batchChoices, myCalendar, releaseLapsedStudioPlaces, studioViewIn } from '@/lib/db/bookings';
import { getDatabase } from '@/lib/db/database';
import { exportMyData } from '@/lib/db/my-data';
import { rowsOf } from '@/lib/db/connection';
import { decideRefund, requestRefund } from '@/lib/db/refunds';
import { batchAttendance, batchBookings, batches, centres, planPeriods, supportChats, supportMessages } from '@/lib/db/schema';
import { withUser } from '@/lib/db/with-user';
import type { Weekday } from '@/lib/domain/batches';
import { addDays, istDay } from '@/lib/domain/india-time';
import { checkInKey } from '@/lib/security/check-in-key';
import { checkInCode, signCheckIn } from '@/lib/security/check-in-token';
import { simulatedGateway } from '@/lib/payments/simulated';
import { buy, paid } from '../support/checkout';
import { createAuthUser, expectRefused, staffMember } from '../support/db';

// Studio batches on real data: seats counted by the database, a waitlist that moves up, changes
// of batch, holidays, and check-in by a coach of the batch only.

type User = { id: string };
const EVERY_DAY: Weekday[] = [1, 2, 3, 4, 5, 6, 7];
let admin: User;
let coach: User;
let otherCoach: User;
let centreId: string;

/** A customer who paid for an in-person (or online) plan today. */
async function customer(packageId: 'offline-3m' | 'online-3m' = 'offline-3m'): Promise<User> {
  const user = await createAuthUser();
  paid(await buy(user, packageId));
  return user;
}

/** A batch meeting every day from today (or `startsIn` days), run by `coach`. */
async function batch(capacity: number, startsIn = 0): Promise<string> {
  const saved = await saveBatch(admin, {
    id: null,
    centreId,
    coachId: coach.id,
    days: EVERY_DAY,
    startTime: '23:59',
    durationMinutes: 60,
    capacity,
    firstSession: addDays(istDay(new Date()), startsIn),
  });
  if (saved.status !== 'ok') throw new Error(`The batch was refused: ${saved.reason}`);
  return saved.id;
}

const statusOf = async (user: User, batchId: string) => {
  const { db } = await getDatabase();
  const rows = await db
    .select({ status: batchBookings.status })
    .from(batchBookings)
    .where(and(eq(batchBookings.userId, user.id), eq(batchBookings.batchId, batchId)));
  return rows.map((r) => r.status);
};

const seatsTaken = async (batchId: string) => {
  const { db } = await getDatabase();
  const [row] = await db.select({ taken: batches.seatsTaken }).from(batches).where(eq(batches.id, batchId));
  return row?.taken;
};

beforeAll(async () => {
  admin = await staffMember('admin', 'Asha Admin');
  coach = await staffMember('coach', 'Coach Ravi');
  otherCoach = await staffMember('coach', 'Coach Meera');
  const name = `Andheri West ${Math.random().toString(36).slice(2, 8)}`;
  expect(
    await addCentre(admin, { name, address: '12 Link Road, Andheri West', city: 'Mumbai', mapUrl: 'https://maps.example.com/a' }),
  ).toEqual({ status: 'ok' });
  const { db } = await getDatabase();
  const [row] = await db.select({ id: centres.id }).from(centres).where(eq(centres.name, name));
  centreId = row!.id;
});

describe('booking the last seats', () => {
  it('10 customers booking the last 3 seats at once: exactly 3 booked, 7 told the batch is full', async () => {
    const batchId = await batch(5);
    for (const early of [await customer(), await customer()]) await bookBatch(early, { batchId, intent: 'book' });
    const crowd = await Promise.all(Array.from({ length: 10 }, () => customer()));
    const outcomes = await Promise.all(crowd.map((user) => bookBatch(user, { batchId, intent: 'book' })));
    expect(outcomes.filter((o) => o.status === 'ok' && o.booking === 'booked')).toHaveLength(3);
    expect(outcomes.filter((o) => o.status === 'refused')).toEqual(
      Array.from({ length: 7 }, () => ({ status: 'refused', reason: 'full' })),
    );
    expect(await seatsTaken(batchId)).toBe(5);
    const { db } = await getDatabase();
    const [booked] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::integer as n from public.batch_bookings where batch_id = ${batchId} and status = 'booked'`,
      ),
    );
    expect(booked?.n).toBe(5);
  });

  it('10 joining the waitlist of a batch with 3 seats at once: 3 booked, 7 waitlisted in order', async () => {
    const batchId = await batch(3);
    const crowd = await Promise.all(Array.from({ length: 10 }, () => customer()));
    const outcomes = await Promise.all(crowd.map((user) => bookBatch(user, { batchId, intent: 'waitlist' })));
    const statuses = outcomes.map((o) => (o.status === 'ok' ? o.booking : o.reason));
    expect(statuses.filter((s) => s === 'booked')).toHaveLength(3);
    expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(7);
    expect(await seatsTaken(batchId)).toBe(3);
  });
});

describe('the waitlist', () => {
  it('a cancellation gives the seat to the first waiting, who is told in their support chat', async () => {
    const batchId = await batch(1);
    const [a, b, c] = [await customer(), await customer(), await customer()];
    expect(await bookBatch(a, { batchId, intent: 'book' })).toEqual({ status: 'ok', booking: 'booked' });
    expect(await bookBatch(b, { batchId, intent: 'book' })).toEqual({ status: 'refused', reason: 'full' });
    expect(await bookBatch(b, { batchId, intent: 'waitlist' })).toEqual({ status: 'ok', booking: 'waitlisted' });
    expect(await bookBatch(c, { batchId, intent: 'waitlist' })).toEqual({ status: 'ok', booking: 'waitlisted' });

    const waiting = await batchChoices(b);
    expect(waiting.booking).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    expect((await batchChoices(c)).booking).toMatchObject({ waitlistPosition: 2 });

    expect(await cancelMyBooking(a)).toBe(true);
    expect(await statusOf(a, batchId)).toEqual(['cancelled']);
    expect(await statusOf(b, batchId)).toEqual(['booked']);
    expect(await statusOf(c, batchId)).toEqual(['waitlisted']);
    expect(await seatsTaken(batchId)).toBe(1);
    const promoted = await batchChoices(b);
    expect(promoted.booking).toMatchObject({ status: 'booked', waitlistPosition: null });
    expect(promoted.booking?.promotedAt).toBeInstanceOf(Date);
    expect((await batchChoices(c)).booking).toMatchObject({ waitlistPosition: 1 });

    const { db } = await getDatabase();
    const told = await db
      .select({ message: supportMessages.message, sender: supportMessages.senderName })
      .from(supportMessages)
      .innerJoin(supportChats, eq(supportChats.id, supportMessages.chatId))
      .where(eq(supportChats.userId, b.id));
    expect(told).toEqual([
      { message: expect.stringMatching(/^Good news: a seat came free in .+ and it is yours\./), sender: 'Coach Ravi' },
    ]);
  });

  it('raising the capacity gives the new seats to the waitlist; lowering it below the bookings is refused', async () => {
    const batchId = await batch(1);
    const [a, b, c] = [await customer(), await customer(), await customer()];
    await bookBatch(a, { batchId, intent: 'book' });
    await bookBatch(b, { batchId, intent: 'waitlist' });
    await bookBatch(c, { batchId, intent: 'waitlist' });
    const input = {
      id: batchId,
      centreId,
      coachId: coach.id,
      days: EVERY_DAY,
      startTime: '23:59',
      durationMinutes: 60,
      firstSession: istDay(new Date()),
    };
    expect(await saveBatch(admin, { ...input, capacity: 2 })).toEqual({ status: 'ok', id: batchId });
    expect(await statusOf(b, batchId)).toEqual(['booked']);
    expect(await statusOf(c, batchId)).toEqual(['waitlisted']);
    expect(await saveBatch(admin, { ...input, capacity: 1 })).toEqual({
      status: 'refused',
      reason: 'capacityBelowBookings',
      booked: 2,
    });
  });

  it('a deleted account frees its seat for the waitlist', async () => {
    const batchId = await batch(1);
    const [a, b] = [await customer(), await customer()];
    await bookBatch(a, { batchId, intent: 'book' });
    await bookBatch(b, { batchId, intent: 'waitlist' });
    await withUser(a, (tx) => tx.execute(sql`select public.delete_my_account()`));
    expect(await statusOf(b, batchId)).toEqual(['booked']);
    expect(await seatsTaken(batchId)).toBe(1);
  });
});

describe('who may book', () => {
  it('an online plan cannot book, and sees no batches as theirs', async () => {
    const batchId = await batch(5);
    const online = await customer('online-3m');
    expect(await bookBatch(online, { batchId, intent: 'book' })).toEqual({
      status: 'refused',
      reason: 'noStudioPlan',
    });
    expect((await batchChoices(online)).eligible).toBe(false);
  });

  it('one batch at a time; a change moves the seat, twice at most, and not within 24 hours of a session', async () => {
    const [first, second, third] = [await batch(5, 3), await batch(5, 3), await batch(5, 3)];
    const soon = await customer();
    await bookBatch(soon, { batchId: await batch(5), intent: 'book' });
    expect(await bookBatch(soon, { batchId: first, intent: 'change' })).toEqual({
      status: 'refused',
      reason: 'tooLateToChange',
    });

    const user = await customer();
    await bookBatch(user, { batchId: first, intent: 'book' });
    expect(await bookBatch(user, { batchId: second, intent: 'book' })).toEqual({
      status: 'refused',
      reason: 'alreadyBooked',
    });
    expect(await bookBatch(user, { batchId: first, intent: 'change' })).toEqual({
      status: 'refused',
      reason: 'sameBatch',
    });
    expect(await bookBatch(user, { batchId: second, intent: 'change' })).toEqual({ status: 'ok', booking: 'booked' });
    expect(await seatsTaken(first)).toBe(0);
    expect(await bookBatch(user, { batchId: third, intent: 'change' })).toEqual({ status: 'ok', booking: 'booked' });
    expect(await bookBatch(user, { batchId: first, intent: 'change' })).toEqual({
      status: 'refused',
      reason: 'noChangesLeft',
    });
    expect(await statusOf(user, third)).toEqual(['booked']);
  });

  it('customers read only their own bookings, and cannot write one or mark themselves present', async () => {
    const batchId = await batch(5);
    const [a, b] = [await customer(), await customer()];
    await bookBatch(a, { batchId, intent: 'book' });
    await bookBatch(b, { batchId, intent: 'book' });
    const seen = await withUser(a, (tx) => tx.select({ userId: batchBookings.userId }).from(batchBookings));
    expect(seen).toEqual([{ userId: a.id }]);
    await expectRefused(withUser(a, (tx) => tx.insert(batchBookings).values({ batchId, userId: a.id, status: 'booked' })));
    await expectRefused(
      withUser(a, (tx) =>
        tx.insert(batchAttendance).values({ batchId, day: istDay(new Date()), userId: a.id, markedBy: a.id, method: 'button' }),
      ),
    );
    const changed = await withUser(a, (tx) =>
      tx.update(batches).set({ capacity: 200 }).where(eq(batches.id, batchId)).returning({ id: batches.id }),
    );
    expect(changed).toEqual([]);
  });
});

describe('holidays', () => {
  it('an admin cancels a session: everyone booked is told, the dashboard lists it, the calendar leaves it out', async () => {
    const batchId = await batch(5);
    const user = await customer();
    await bookBatch(user, { batchId, intent: 'book' });
    const tomorrow = addDays(istDay(new Date()), 1);
    expect(await cancelSession(admin, batchId, tomorrow, 'Diwali')).toBe(1);
    expect(await cancelSession(admin, batchId, tomorrow, 'Diwali')).toBe(0);
    const view = await withUser(user, (tx) => studioViewIn(tx, user.id, new Date()));
    expect(view.booking?.cancelledAhead).toEqual([{ day: tomorrow, reason: 'Diwali' }]);
    expect((await myCalendar(user)).map((s) => s.day)).not.toContain(tomorrow);
    await expectRefused(cancelSession(coach, batchId, addDays(tomorrow, 1), 'Not mine to cancel'));
  });
});

describe('check-in', () => {
  it('the coach marks a booked customer present by code; other days, batches and customers are refused', async () => {
    const batchId = await batch(2);
    const elsewhere = await batch(2);
    const [a, b, c] = [await customer(), await customer(), await customer()];
    await bookBatch(a, { batchId, intent: 'book' });
    await bookBatch(b, { batchId, intent: 'book' });
    await bookBatch(c, { batchId: elsewhere, intent: 'book' });
    const today = istDay(new Date());
    const key = checkInKey();

    const view = await withUser(b, (tx) => studioViewIn(tx, b.id, new Date()));
    const code = view.booking?.checkIn?.code;
    expect(code).toBe(checkInCode(key, { userId: b.id, batchId, day: today }));
    const aCode = checkInCode(key, { userId: a.id, batchId, day: today });
    expect(await cancelMyBooking(a)).toBe(true);

    expect(await checkIn(coach, { batchId, code: code!.toLowerCase() })).toEqual({
      status: 'ok',
      name: expect.any(String),
      already: false,
    });
    expect(await checkIn(coach, { batchId, code: code! })).toMatchObject({ status: 'ok', already: true });
    expect(await checkIn(coach, { batchId, code: aCode })).toEqual({
      status: 'refused',
      reason: 'checkInNotBooked',
    });
    expect(await checkIn(coach, { batchId, code: checkInCode(key, { userId: b.id, batchId, day: addDays(today, -1) }) })).toEqual(
      {
        status: 'refused',
        reason: 'checkInOtherDay',
      },
    );
    expect(await checkIn(coach, { batchId, code: checkInCode(key, { userId: c.id, batchId: elsewhere, day: today }) })).toEqual({
      status: 'refused',
      reason: 'checkInOtherBatch',
    });
    expect(await checkIn(coach, { batchId, code: 'ZZZZZZ' })).toEqual({
      status: 'refused',
      reason: 'checkInUnknown',
    });
    // Scanned tokens say exactly what is wrong.
    expect(await checkIn(coach, { batchId, code: signCheckIn(key, { userId: c.id, batchId: elsewhere, day: today }) })).toEqual({
      status: 'refused',
      reason: 'checkInOtherBatch',
    });
    expect(await checkIn(coach, { batchId, code: signCheckIn(key, { userId: b.id, batchId, day: addDays(today, 1) }) })).toEqual({
      status: 'refused',
      reason: 'checkInOtherDay',
    });

    const exported = await exportMyData(b);
    expect(exported.batchBookings).toMatchObject([{ batchId, status: 'booked' }]);
    expect(exported.attendance).toEqual([{ batchId, day: today, method: 'code' }]);

    const after = await withUser(b, (tx) => studioViewIn(tx, b.id, new Date()));
    expect(after.booking).toMatchObject({ attended: 1 });
    expect(after.booking!.sessions).toBeGreaterThanOrEqual(40);

    const sessions = await todaysSessions(coach);
    const mine = sessions.find((s) => s.batch.id === batchId);
    expect(mine?.customers.map((c2) => [c2.userId, c2.present])).toEqual([[b.id, true]]);
  });

  it('a coach of another batch can neither see its customers nor mark them present', async () => {
    const batchId = await batch(2);
    const user = await customer();
    await bookBatch(user, { batchId, intent: 'book' });
    expect((await todaysSessions(otherCoach)).some((s) => s.batch.id === batchId)).toBe(false);
    expect(await checkIn(otherCoach, { batchId, customerId: user.id })).toEqual({
      status: 'refused',
      reason: 'checkInNoSession',
    });
    await expectRefused(
      withUser(otherCoach, (tx) =>
        tx
          .insert(batchAttendance)
          .values({ batchId, day: istDay(new Date()), userId: user.id, markedBy: otherCoach.id, method: 'button' }),
      ),
    );
    expect(await checkIn(coach, { batchId, customerId: user.id })).toMatchObject({ status: 'ok', already: false });
  });
});

// A studio place follows its in-person plan (issue 38): a refund, or a plan that runs out with no
// in-person plan after it, ends the seat and any waitlist place, and nothing reads them as the
// customer's meanwhile.

/** A customer who paid for an in-person plan today, with its order. */
async function studioCustomer(): Promise<{ user: User; orderId: string }> {
  const user = await createAuthUser();
  return { user, orderId: paid(await buy(user, 'offline-3m')).id };
}

/** Asked by the customer and approved by the admin: the plan ends today. */
async function refund(user: User, orderId: string): Promise<void> {
  expect(await requestRefund(user, { orderId, reason: 'The timings do not suit my work shifts.' })).toEqual({ status: 'ok' });
  expect(await decideRefund(admin, { orderId, decision: 'approve', note: null }, simulatedGateway(0))).toMatchObject({
    status: 'ok',
    decided: 'refunded',
  });
}

/** The plan ran 90 days and ended yesterday (or runs from `startsIn` days for 90). */
async function planRuns(orderId: string, startsIn: number): Promise<void> {
  const today = istDay(new Date());
  const { db } = await getDatabase();
  await db
    .update(planPeriods)
    .set({ startsOn: addDays(today, startsIn), endsOn: addDays(today, startsIn + 89) })
    .where(eq(planPeriods.orderId, orderId));
}
const runOut = (orderId: string) => planRuns(orderId, -90);

const toldOf = async (user: User) => {
  const { db } = await getDatabase();
  const rows = await db
    .select({ message: supportMessages.message })
    .from(supportMessages)
    .innerJoin(supportChats, eq(supportChats.id, supportMessages.chatId))
    .where(eq(supportChats.userId, user.id));
  return rows.map((r) => r.message);
};

describe('a refund ends the studio place', () => {
  it('the seat goes to the next waiting customer with a plan, who is told; the refunded customer holds nothing that day', async () => {
    const batchId = await batch(1);
    const [a, w] = [await studioCustomer(), await studioCustomer()];
    expect(await bookBatch(a.user, { batchId, intent: 'book' })).toEqual({ status: 'ok', booking: 'booked' });
    expect(await bookBatch(w.user, { batchId, intent: 'waitlist' })).toEqual({ status: 'ok', booking: 'waitlisted' });
    expect(await myCalendar(a.user)).not.toEqual([]);

    await refund(a.user, a.orderId);
    expect(await statusOf(a.user, batchId)).toEqual(['cancelled']);
    expect(await statusOf(w.user, batchId)).toEqual(['booked']);
    expect(await seatsTaken(batchId)).toBe(1);
    expect(await toldOf(w.user)).toEqual([expect.stringMatching(/^Good news: a seat came free in /)]);

    // The refunded plan ends today (ends_on is today), yet it no longer counts today.
    const { db } = await getDatabase();
    const [period] = await db.select().from(planPeriods).where(eq(planPeriods.orderId, a.orderId));
    expect(period).toMatchObject({ endsOn: istDay(new Date()), endedOn: istDay(new Date()) });
    const view = await withUser(a.user, (tx) => studioViewIn(tx, a.user.id, new Date()));
    expect(view).toMatchObject({ eligible: false, booking: null });
    expect(await myCalendar(a.user)).toEqual([]);
    expect(await bookBatch(a.user, { batchId: await batch(5), intent: 'book' })).toEqual({
      status: 'refused',
      reason: 'noStudioPlan',
    });
  });

  it("a refunded customer's waitlist place ends at once, and they are never promoted", async () => {
    const batchId = await batch(1);
    const [a, w, x] = [await studioCustomer(), await studioCustomer(), await studioCustomer()];
    await bookBatch(a.user, { batchId, intent: 'book' });
    await bookBatch(w.user, { batchId, intent: 'waitlist' });
    await bookBatch(x.user, { batchId, intent: 'waitlist' });
    await refund(w.user, w.orderId);
    expect(await statusOf(w.user, batchId)).toEqual(['cancelled']);
    expect((await batchChoices(x.user)).booking).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });

    expect(await cancelMyBooking(a.user)).toBe(true);
    expect(await statusOf(w.user, batchId)).toEqual(['cancelled']);
    expect(await statusOf(x.user, batchId)).toEqual(['booked']);
    expect(await toldOf(w.user)).toEqual([]);
  });

  it('a waiting customer whose plan ran out is passed over for the next who holds one, before any round', async () => {
    const batchId = await batch(1);
    const [a, w, x] = [await studioCustomer(), await studioCustomer(), await studioCustomer()];
    await bookBatch(a.user, { batchId, intent: 'book' });
    await bookBatch(w.user, { batchId, intent: 'waitlist' });
    await bookBatch(x.user, { batchId, intent: 'waitlist' });
    await runOut(w.orderId);
    expect((await batchChoices(x.user)).booking).toMatchObject({ waitlistPosition: 1 });
    expect((await listBatchesForAdmin(admin)).find((b) => b.id === batchId)).toMatchObject({ waitlisted: 1 });

    expect(await cancelMyBooking(a.user)).toBe(true);
    expect(await statusOf(w.user, batchId)).toEqual(['cancelled']);
    expect(await statusOf(x.user, batchId)).toEqual(['booked']);
    expect(await seatsTaken(batchId)).toBe(1);
    expect(await toldOf(w.user)).toEqual([]);
  });

  it('the check-in code, a scanned token and Mark present are refused after the refund', async () => {
    const batchId = await batch(2);
    const { user, orderId } = await studioCustomer();
    await bookBatch(user, { batchId, intent: 'book' });
    const before = await withUser(user, (tx) => studioViewIn(tx, user.id, new Date()));
    const { code, token } = before.booking!.checkIn!;

    await refund(user, orderId);
    for (const input of [
      { batchId, code },
      { batchId, code: token },
      { batchId, customerId: user.id },
    ])
      expect(await checkIn(coach, input)).toEqual({ status: 'refused', reason: 'checkInNotBooked' });
    const mine = (await todaysSessions(coach)).find((s) => s.batch.id === batchId);
    expect(mine?.customers).toEqual([]);
    expect((await withUser(user, (tx) => studioViewIn(tx, user.id, new Date()))).booking).toBeNull();
  });

  it('a refund with another in-person plan queued after it keeps the place', async () => {
    const batchId = await batch(2);
    const { user, orderId } = await studioCustomer();
    paid(await buy(user, 'offline-6m'));
    await bookBatch(user, { batchId, intent: 'book' });
    await refund(user, orderId);
    expect(await statusOf(user, batchId)).toEqual(['booked']);
    expect((await batchChoices(user)).booking).toMatchObject({ status: 'booked' });
  });
});

describe('a plan that runs out ends the studio place', () => {
  it('nothing reads the place as theirs from the day after, and the round gives the seat to the waitlist', async () => {
    const batchId = await batch(1);
    const [a, w] = [await studioCustomer(), await studioCustomer()];
    await bookBatch(a.user, { batchId, intent: 'book' });
    await bookBatch(w.user, { batchId, intent: 'waitlist' });
    await runOut(a.orderId);

    // Before the round: still 'booked' in the table, but no one reads it as a place.
    expect(await statusOf(a.user, batchId)).toEqual(['booked']);
    expect(await batchChoices(a.user)).toMatchObject({ eligible: false, booking: null });
    expect(await myCalendar(a.user)).toEqual([]);
    expect(await checkIn(coach, { batchId, customerId: a.user.id })).toEqual({
      status: 'refused',
      reason: 'checkInNotBooked',
    });
    await expectRefused(
      withUser(coach, (tx) =>
        tx
          .insert(batchAttendance)
          .values({ batchId, day: istDay(new Date()), userId: a.user.id, markedBy: coach.id, method: 'button' }),
      ),
    );
    expect(await cancelMyBooking(a.user)).toBe(false);

    const { db } = await getDatabase();
    expect(await releaseLapsedStudioPlaces(db)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(a.user, batchId)).toEqual(['cancelled']);
    expect(await statusOf(w.user, batchId)).toEqual(['booked']);
    expect(await seatsTaken(batchId)).toBe(1);
    expect(await toldOf(w.user)).toEqual([expect.stringMatching(/^Good news: a seat came free in /)]);
    // A customer whose plan still runs keeps their place.
    await releaseLapsedStudioPlaces(db);
    expect(await statusOf(w.user, batchId)).toEqual(['booked']);
  });
});

describe('changes of batch hold per plan across a cancel and a new booking', () => {
  const changesOf = async (user: User) => {
    const { db } = await getDatabase();
    const rows = await db
      .select({ batchId: batchBookings.batchId, status: batchBookings.status, changes: batchBookings.changes })
      .from(batchBookings)
      .where(eq(batchBookings.userId, user.id))
      .orderBy(batchBookings.createdAt);
    return rows;
  };

  it('cancelling and booking again is a change: refused at the third, however it is asked', async () => {
    const [first, second, third] = [await batch(5, 3), await batch(5, 3), await batch(5, 3)];
    const user = await customer();
    await bookBatch(user, { batchId: first, intent: 'book' });
    expect(await bookBatch(user, { batchId: second, intent: 'change' })).toEqual({ status: 'ok', booking: 'booked' });
    expect(await cancelMyBooking(user)).toBe(true);
    expect((await batchChoices(user)).rebooking).toEqual({ changes: 1, problem: null });
    expect(await bookBatch(user, { batchId: third, intent: 'book' })).toEqual({ status: 'ok', booking: 'booked' });
    expect((await batchChoices(user)).booking).toMatchObject({ changes: 2, changeProblem: 'noChangesLeft' });
    expect(await bookBatch(user, { batchId: first, intent: 'change' })).toEqual({
      status: 'refused',
      reason: 'noChangesLeft',
    });

    // The third change refused, 'Cancel booking' then 'Book this batch' (or 'Join the waitlist') is too.
    expect(await cancelMyBooking(user)).toBe(true);
    expect((await batchChoices(user)).rebooking).toEqual({ changes: 2, problem: 'noChangesLeft' });
    for (const intent of ['book', 'waitlist'] as const)
      expect(await bookBatch(user, { batchId: first, intent })).toEqual({
        status: 'refused',
        reason: 'noChangesLeft',
      });
    expect((await changesOf(user)).map((row) => [row.status, row.changes])).toEqual([
      ['cancelled', 0],
      ['cancelled', 1],
      ['cancelled', 2],
    ]);
  });

  it('a seat given up within 24 hours of its next session: no new booking until that session has begun', async () => {
    const soon = await batch(5);
    const later = await batch(5, 3);
    const user = await customer();
    await bookBatch(user, { batchId: soon, intent: 'book' });
    expect(await bookBatch(user, { batchId: later, intent: 'change' })).toEqual({
      status: 'refused',
      reason: 'tooLateToChange',
    });
    expect(await cancelMyBooking(user)).toBe(true);
    expect((await batchChoices(user)).rebooking).toEqual({ changes: 0, problem: 'tooLateToRebook' });
    for (const batchId of [later, soon])
      expect(await bookBatch(user, { batchId, intent: 'book' })).toEqual({
        status: 'refused',
        reason: 'tooLateToRebook',
      });

    // Given up two days ago, 24 hours or less before a session that has since begun: a change, allowed.
    const { db } = await getDatabase();
    await db
      .update(batchBookings)
      .set({ cancelledAt: sql`now() - interval '2 days'` })
      .where(eq(batchBookings.userId, user.id));
    expect(await bookBatch(user, { batchId: later, intent: 'book' })).toEqual({ status: 'ok', booking: 'booked' });
    expect((await changesOf(user)).at(-1)).toMatchObject({ batchId: later, changes: 1 });
  });

  it('leaving a waitlist is no change, and a new in-person plan starts the count again', async () => {
    const full = await batch(1, 3);
    const [first, second, third] = [await batch(5, 3), await batch(5, 3), await batch(5, 3)];
    await bookBatch(await customer(), { batchId: full, intent: 'book' });
    const { user, orderId } = await studioCustomer();
    await bookBatch(user, { batchId: full, intent: 'waitlist' });
    expect(await cancelMyBooking(user)).toBe(true);
    expect((await batchChoices(user)).rebooking).toBeNull();
    await bookBatch(user, { batchId: first, intent: 'book' });
    await bookBatch(user, { batchId: second, intent: 'change' });
    await bookBatch(user, { batchId: third, intent: 'change' });
    expect(await bookBatch(user, { batchId: first, intent: 'change' })).toEqual({
      status: 'refused',
      reason: 'noChangesLeft',
    });

    // The renewal, bought now, runs from today as the first plan ends: two changes again.
    const renewal = paid(await buy(user, 'offline-6m')).id;
    await runOut(orderId);
    await planRuns(renewal, 0);
    expect((await batchChoices(user)).booking).toMatchObject({ batch: { id: third }, changes: 0, changeProblem: null });
    expect(await bookBatch(user, { batchId: first, intent: 'change' })).toEqual({ status: 'ok', booking: 'booked' });
    expect((await changesOf(user)).map((row) => [row.status, row.changes])).toEqual([
      ['cancelled', 0],
      ['cancelled', 0],
      ['cancelled', 1],
      ['cancelled', 2],
      ['booked', 1],
    ]);
  });
});
