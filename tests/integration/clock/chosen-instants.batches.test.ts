import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addCentre, bookBatch, cancelMyBooking, saveBatch } from '@/lib/db/batches';
import { batchChoices } from '@/lib/db/bookings';
import { getDatabase } from '@/lib/db/database';
import { batchBookings, centres } from '@/lib/db/schema';
import type { Weekday } from '@/lib/domain/batches';
import { buy, paid } from '../../support/checkout';
import { resetClock, setClock } from '../../support/clock';
import { createAuthUser, staffMember } from '../../support/db';

// The 24-hour rule at chosen instants: a change of batch, or a new booking after a seat given up,
// is refused within 24 hours of the booked batch's next session, and allowed before it and once
// that session has begun. The batch meets on Mondays at 10:00 IST from Monday 15 March 2027.

type User = { id: string };
const MONDAYS: Weekday[] = [1];
/** Wednesday: customers pay and book, days before the first session. */
const BOOKED_AT = '2027-03-10T09:00:00+05:30';
/** 24 hours and 10 seconds before the first session (Monday 15 March, 10:00 IST): allowed. */
const BEFORE_NOTICE = '2027-03-14T09:59:50+05:30';
/** 23 hours 59 minutes 50 seconds before it: refused. */
const WITHIN_NOTICE = '2027-03-14T10:00:10+05:30';
/** Ten seconds before the session. */
const JUST_BEFORE_SESSION = '2027-03-15T09:59:50+05:30';
/** Ten seconds after it began: the next session is a week away. */
const SESSION_BEGUN = '2027-03-15T10:00:10+05:30';

let admin: User;
let coach: User;
let centreId: string;

beforeAll(async () => {
  admin = await staffMember('admin', 'Asha Admin');
  coach = await staffMember('coach', 'Coach Ravi');
  const name = `Bandra West ${Math.random().toString(36).slice(2, 8)}`;
  expect(await addCentre(admin, { name, address: '4 Hill Road, Bandra West', city: 'Mumbai', mapUrl: '' })).toEqual({
    status: 'ok',
  });
  const { db } = await getDatabase();
  const [row] = await db.select({ id: centres.id }).from(centres).where(eq(centres.name, name));
  centreId = row!.id;
});

afterEach(resetClock);

/** A batch meeting on Mondays at `startTime` IST, from Monday 15 March 2027. */
async function mondayBatch(startTime: string): Promise<string> {
  const saved = await saveBatch(admin, {
    id: null,
    centreId,
    coachId: coach.id,
    days: MONDAYS,
    startTime,
    durationMinutes: 60,
    capacity: 5,
    firstSession: '2027-03-15',
  });
  if (saved.status !== 'ok') throw new Error(`The batch was refused: ${saved.reason}`);
  return saved.id;
}

/** Customers who pay for an in-person plan at the clock's instant and book `batchId`. */
async function bookedOn(batchId: string, count: number): Promise<User[]> {
  const users: User[] = [];
  for (let i = 0; i < count; i++) {
    const user = await createAuthUser();
    paid(await buy(user, 'offline-3m'));
    expect(await bookBatch(user, { batchId, intent: 'book' })).toEqual({ status: 'ok', booking: 'booked' });
    users.push(user);
  }
  return users;
}

const bookingsOf = async (user: User, batchId: string) => {
  const { db } = await getDatabase();
  const rows = await db
    .select({ status: batchBookings.status })
    .from(batchBookings)
    .where(and(eq(batchBookings.userId, user.id), eq(batchBookings.batchId, batchId)));
  return rows.map((row) => row.status);
};

describe('the 24-hour rule of a 10:00 IST batch, at chosen instants', () => {
  it('a change of batch: allowed at 09:59:50 IST the day before, refused at 10:00:10, allowed again once the session has begun', async () => {
    await setClock(BOOKED_AT);
    const ten = await mondayBatch('10:00');
    const evening = await mondayBatch('18:00');
    const [early, late] = (await bookedOn(ten, 2)) as [User, User];
    expect((await batchChoices(late)).booking).toMatchObject({ nextSession: '2027-03-15', changeProblem: null });

    await setClock(BEFORE_NOTICE);
    expect((await batchChoices(early)).booking).toMatchObject({ nextSession: '2027-03-15', changeProblem: null });
    expect(await bookBatch(early, { batchId: evening, intent: 'change' })).toEqual({ status: 'ok', booking: 'booked' });
    expect(await bookingsOf(early, evening)).toEqual(['booked']);

    await setClock(WITHIN_NOTICE);
    expect((await batchChoices(late)).booking).toMatchObject({
      nextSession: '2027-03-15',
      changeProblem: 'tooLateToChange',
    });
    expect(await bookBatch(late, { batchId: evening, intent: 'change' })).toEqual({
      status: 'refused',
      reason: 'tooLateToChange',
    });

    await setClock(JUST_BEFORE_SESSION);
    expect(await bookBatch(late, { batchId: evening, intent: 'change' })).toEqual({
      status: 'refused',
      reason: 'tooLateToChange',
    });
    expect(await bookingsOf(late, ten)).toEqual(['booked']);

    await setClock(SESSION_BEGUN);
    expect((await batchChoices(late)).booking).toMatchObject({ nextSession: '2027-03-22', changeProblem: null });
    expect(await bookBatch(late, { batchId: evening, intent: 'change' })).toEqual({ status: 'ok', booking: 'booked' });
    expect(await bookingsOf(late, ten)).toEqual(['cancelled']);
    expect(await bookingsOf(late, evening)).toEqual(['booked']);
  });

  it('rebooking after cancelling: a seat given up at 09:59:50 IST the day before is rebooked at once; one given up at 10:00:10 waits until the session has begun', async () => {
    await setClock(BOOKED_AT);
    const ten = await mondayBatch('10:00');
    const evening = await mondayBatch('18:00');
    const [early, late] = (await bookedOn(ten, 2)) as [User, User];

    await setClock(BEFORE_NOTICE);
    expect(await cancelMyBooking(early)).toBe(true);
    expect((await batchChoices(early)).rebooking).toEqual({ changes: 0, problem: null });
    expect(await bookBatch(early, { batchId: evening, intent: 'book' })).toEqual({ status: 'ok', booking: 'booked' });

    await setClock(WITHIN_NOTICE);
    expect(await cancelMyBooking(late)).toBe(true);
    expect((await batchChoices(late)).rebooking).toEqual({ changes: 0, problem: 'tooLateToRebook' });
    expect(await bookBatch(late, { batchId: evening, intent: 'book' })).toEqual({
      status: 'refused',
      reason: 'tooLateToRebook',
    });

    await setClock(JUST_BEFORE_SESSION);
    expect(await bookBatch(late, { batchId: evening, intent: 'book' })).toEqual({
      status: 'refused',
      reason: 'tooLateToRebook',
    });

    await setClock(SESSION_BEGUN);
    expect((await batchChoices(late)).rebooking).toEqual({ changes: 0, problem: null });
    expect(await bookBatch(late, { batchId: evening, intent: 'book' })).toEqual({ status: 'ok', booking: 'booked' });
    expect(await bookingsOf(late, evening)).toEqual(['booked']);
  });
});
