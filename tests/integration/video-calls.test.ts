import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { videoCallCalendar } from '@/lib/calendar/video-call-ics';
import { clockNow } from '@/lib/clock';
import { getDatabase } from '@/lib/db/database';
import { exportMyData } from '@/lib/db/my-data';
import { loadRoster } from '@/lib/db/roster';
import { coachCallWindows, dueReminders, reminderSettings, videoCalls } from '@/lib/db/schema';
import {
  bookCall,
  bookingChoice,
  callForCalendar,
  cancelCall,
  customerCalls,
  markCallOutcome,
  myCallWindows,
  saveCallWindows,
} from '@/lib/db/video-calls';
import { withUser } from '@/lib/db/with-user';
import { WEEKDAYS } from '@/lib/domain/batches';
import { type AvailabilityWindow, callWeek, roomName } from '@/lib/domain/video-calls';
import { coachingTeam, payingClientOf } from '../support/coaching-team';
import { createAuthUser, expectRefused } from '../support/db';

// The weekly video call (issue 43): the coach's times, booking one 15-minute call a week of the
// 6- and 12-month online plans, moving and cancelling it until 2 hours before, the coach's mark, the
// calendar file and the reminder, and the database holding each rule against the Data API.

type User = { id: string };
let admin: User;
let coach: User;
let otherCoach: User;

/** Every day from 6 am to 10 pm: whatever the time of the run, there are free times ahead. */
const EVERY_DAY: AvailabilityWindow[] = WEEKDAYS.map(({ day }) => ({ weekday: day, from: '06:00', until: '22:00' }));
const now = () => clockNow();
const HOUR = 3_600_000;

/** The first slot the customer is offered, and the next one in a later week. */
async function offered(customer: User): Promise<string[]> {
  const choice = await bookingChoice(customer, now(), null);
  if (choice.status !== 'ok') throw new Error(`no slots: ${choice.reason}`);
  return choice.days.flatMap((day) => day.slots.map((slot) => slot.startsAt));
}

/** A call in the past (as though booked a week ago), written outside RLS as time passing would leave it. */
async function pastCall(customer: User, withCoach: User, hoursAgo: number): Promise<string> {
  const { db } = await getDatabase();
  const startsAt = new Date(Math.floor((now().getTime() - hoursAgo * HOUR) / 900_000) * 900_000);
  const [row] = await db
    .insert(videoCalls)
    .values({ customerId: customer.id, coachId: withCoach.id, startsAt, room: roomName(randomBytes(16)) })
    .returning({ id: videoCalls.id });
  return row!.id;
}

beforeAll(async () => {
  ({ admin, coach, otherCoach } = await coachingTeam());
  await saveCallWindows(coach, EVERY_DAY);
});

describe("the coach's times for calls", () => {
  it('are saved as a whole week and read back in order; another coach sees none of them', async () => {
    const someone = await coachingTeam();
    const week: AvailabilityWindow[] = [
      { weekday: 3, from: '16:00', until: '18:00' },
      { weekday: 1, from: '10:00', until: '12:00' },
    ];
    await saveCallWindows(someone.coach, week);
    expect(await myCallWindows(someone.coach)).toEqual([week[1], week[0]]);
    await saveCallWindows(someone.coach, [week[0]!]);
    expect(await myCallWindows(someone.coach)).toEqual([week[0]]);
    expect(
      await withUser(someone.otherCoach, (tx) =>
        tx.select().from(coachCallWindows).where(eq(coachCallWindows.coachId, someone.coach.id)),
      ),
    ).toEqual([]);
    // A customer writes none; a window off the quarter hour or past 10 pm is the database's refusal too.
    const customer = await createAuthUser();
    await expectRefused(
      withUser(customer, (tx) =>
        tx.insert(coachCallWindows).values({ coachId: customer.id, weekday: 1, starts: '10:00', ends: '11:00' }),
      ),
    );
    await expect(
      withUser(someone.coach, (tx) =>
        tx.insert(coachCallWindows).values({ coachId: someone.coach.id, weekday: 2, starts: '21:00', ends: '23:00' }),
      ),
    ).rejects.toThrow();
    await expect(
      withUser(someone.coach, (tx) =>
        tx.insert(coachCallWindows).values({ coachId: someone.coach.id, weekday: 2, starts: '10:10', ends: '11:00' }),
      ),
    ).rejects.toThrow();
  });
});

describe("'Book my call'", () => {
  it('is offered to the 6- and 12-month online plans, not the 3-month one or an in-person plan', async () => {
    for (const packageId of ['online-6m', 'online-12m'] as const) {
      const customer = await payingClientOf(admin, coach, packageId);
      expect((await bookingChoice(customer, now(), null)).status).toBe('ok');
      expect((await customerCalls(customer, now())).offered).toBe(true);
    }
    for (const packageId of ['online-3m', 'offline-6m'] as const) {
      const customer = await payingClientOf(admin, coach, packageId);
      expect(await bookingChoice(customer, now(), null)).toEqual({ status: 'refused', reason: 'notIncluded' });
      expect(await customerCalls(customer, now())).toMatchObject({ offered: false, shown: false });
      const slot = new Date(Math.ceil((now().getTime() + 3 * HOUR) / 900_000) * 900_000).toISOString();
      expect(await bookCall(customer, slot, now())).toEqual({ status: 'refused', reason: 'notIncluded' });
    }
  });

  it('books one free slot 2 hours ahead or more, one a week; the slot is then no one else’s', async () => {
    const customer = await payingClientOf(admin, coach, 'online-6m');
    const slots = await offered(customer);
    expect(slots.length).toBeGreaterThan(0);
    // None under 2 hours away.
    expect(new Date(slots[0]!).getTime() - now().getTime()).toBeGreaterThanOrEqual(2 * HOUR);
    const booked = await bookCall(customer, slots[0]!, now());
    expect(booked).toMatchObject({ status: 'ok' });
    // The same week again: refused, and the week's slots are no longer offered.
    const sameWeek = slots.find((slot, i) => i > 0 && callWeek(slot) === callWeek(slots[0]!));
    if (sameWeek) expect(await bookCall(customer, sameWeek, now())).toEqual({ status: 'refused', reason: 'oneAWeek' });
    expect((await offered(customer)).every((slot) => callWeek(slot) !== callWeek(slots[0]!))).toBe(true);
    // Another client of the coach is not offered the slot, and is refused it.
    const other = await payingClientOf(admin, coach, 'online-12m');
    expect(await offered(other)).not.toContain(slots[0]);
    expect(await bookCall(other, slots[0]!, now())).toEqual({ status: 'refused', reason: 'taken' });
    // The customer sees the call, booked, with no link yet (it opens 5 minutes before).
    const { ahead } = await customerCalls(customer, now());
    expect(ahead).toHaveLength(1);
    expect(ahead[0]).toMatchObject({ startsAt: slots[0], status: 'upcoming', roomUrl: null, changeable: true });
  });

  it('meets the unique indexes when two bookings race for the same slot or the same week', async () => {
    const first = await payingClientOf(admin, coach, 'online-6m');
    const second = await payingClientOf(admin, coach, 'online-6m');
    const slot = (await offered(first)).at(-1)!;
    const answers = await Promise.all([bookCall(first, slot, now()), bookCall(second, slot, now())]);
    expect(answers.map((answer) => answer.status).sort()).toEqual(['ok', 'refused']);
    expect(answers.find((answer) => answer.status === 'refused')).toEqual({ status: 'refused', reason: 'taken' });
  });

  it('refuses through the Data API what the app refuses: under 2 hours, outside the times, another coach, twice a week', async () => {
    const customer = await payingClientOf(admin, coach, 'online-6m');
    const insert = (values: Partial<typeof videoCalls.$inferInsert>) =>
      withUser(customer, (tx) =>
        tx.insert(videoCalls).values({
          customerId: customer.id,
          coachId: coach.id,
          startsAt: new Date(),
          room: roomName(randomBytes(16)),
          ...values,
        }),
      );
    const soon = new Date(Math.ceil((now().getTime() + HOUR) / 900_000) * 900_000);
    await expectRefused(insert({ startsAt: soon }));
    await expectRefused(insert({ startsAt: new Date('2030-01-01T17:00:00Z'), coachId: otherCoach.id }));
    // 11 pm in India is outside every window.
    await expectRefused(insert({ startsAt: new Date('2030-01-01T17:30:00Z') }));
    // A slot of the coach's times 3 days ahead, at 10 am in India, then another of its week.
    const day = new Date(now().getTime() + 3 * 24 * HOUR);
    const tenAm = new Date(`${day.toISOString().slice(0, 10)}T04:30:00Z`);
    await insert({ startsAt: tenAm });
    await expect(insert({ startsAt: new Date(tenAm.getTime() + 30 * 60_000) })).rejects.toThrow();
    // Nor may a customer mark their own call.
    const [call] = await withUser(customer, (tx) => tx.select().from(videoCalls).where(eq(videoCalls.customerId, customer.id)));
    await expect(
      withUser(customer, (tx) => tx.update(videoCalls).set({ outcome: 'held' }).where(eq(videoCalls.id, call!.id))),
    ).rejects.toThrow();
  });
});

describe('moving and cancelling', () => {
  it('move a call to another free slot, or cancel it, until 2 hours before; then the slot is free again', async () => {
    const customer = await payingClientOf(admin, coach, 'online-6m');
    const slots = await offered(customer);
    const booked = await bookCall(customer, slots[0]!, now());
    if (booked.status !== 'ok') throw new Error('not booked');
    const moveTo = slots.find((slot) => callWeek(slot) === callWeek(slots[0]!) && slot !== slots[0]) ?? slots.at(-1)!;
    expect(await bookCall(customer, moveTo, now(), booked.id)).toMatchObject({ status: 'ok', id: booked.id });
    expect((await customerCalls(customer, now())).ahead.map((call) => call.startsAt)).toEqual([moveTo]);
    // The first slot is another client's to take now.
    const other = await payingClientOf(admin, coach, 'online-6m');
    expect(await offered(other)).toContain(slots[0]);
    expect(await cancelCall(customer, booked.id, now())).toEqual({ status: 'ok' });
    expect((await customerCalls(customer, now())).ahead).toEqual([]);
    expect(await cancelCall(customer, booked.id, now())).toEqual({ status: 'refused', reason: 'gone' });
    // Cancelled, the week is free again.
    expect(await bookCall(customer, moveTo, now())).toMatchObject({ status: 'ok' });
  });

  it('refuses a change within 2 hours of the start, and another customer’s call', async () => {
    const customer = await payingClientOf(admin, coach, 'online-6m');
    const soon = await pastCall(customer, coach, -1);
    expect(await cancelCall(customer, soon, now())).toEqual({ status: 'refused', reason: 'tooLate' });
    expect(await bookingChoice(customer, now(), soon)).toEqual({ status: 'refused', reason: 'tooLate' });
    // The database too: the policy's 2 hours.
    await expect(
      withUser(customer, (tx) =>
        tx.update(videoCalls).set({ cancelledAt: new Date() }).where(eq(videoCalls.id, soon)).returning({ id: videoCalls.id }),
      ),
    ).resolves.toEqual([]);
    const stranger = await payingClientOf(admin, coach, 'online-6m');
    expect(await cancelCall(stranger, soon, now())).toEqual({ status: 'refused', reason: 'gone' });
  });
});

describe("the coach's mark", () => {
  it('is held or missed with a note, from the start, by the call’s coach only; the roster follows', async () => {
    const customer = await payingClientOf(admin, coach, 'online-6m');
    const callId = await pastCall(customer, coach, 24);
    const reasons = async () => (await loadRoster(coach)).find((row) => row.customerId === customer.id)!;
    expect((await reasons()).reasons).toContain('Mark the last video call');
    expect((await reasons()).lastCall).toBe(`Last call yesterday: not marked yet`);
    expect(await markCallOutcome(otherCoach, { callId, outcome: 'held', note: '' }, now())).toEqual({
      status: 'refused',
      reason: 'gone',
    });
    expect(await markCallOutcome(customer, { callId, outcome: 'held', note: '' }, now())).toEqual({
      status: 'refused',
      reason: 'notYours',
    });
    expect(await markCallOutcome(coach, { callId, outcome: 'held', note: 'Protein at breakfast' }, now())).toEqual({
      status: 'ok',
      customerId: customer.id,
    });
    const row = await reasons();
    expect(row.reasons).not.toContain('Mark the last video call');
    expect(row.lastCall).toBe('Last call: held yesterday');
    // The customer reads the mark and the note.
    expect((await customerCalls(customer, now())).past[0]).toMatchObject({ status: 'held', note: 'Protein at breakfast' });
    // A call not yet started cannot be marked.
    const later = await payingClientOf(admin, coach, 'online-6m');
    const booked = await bookCall(later, (await offered(later))[0]!, now());
    if (booked.status !== 'ok') throw new Error('not booked');
    expect(await markCallOutcome(coach, { callId: booked.id, outcome: 'missed', note: '' }, now())).toEqual({
      status: 'refused',
      reason: 'notStarted',
    });
    // Nor may the coach move it.
    await expect(
      withUser(coach, (tx) => tx.update(videoCalls).set({ cancelledAt: new Date() }).where(eq(videoCalls.id, booked.id))),
    ).resolves.toBeDefined();
    const [still] = await withUser(later, (tx) => tx.select().from(videoCalls).where(eq(videoCalls.id, booked.id)));
    expect(still!.cancelledAt).toBeNull();
  });
});

describe('a call from booking to its mark', () => {
  it('is booked by a 6-month customer, opens for the two of them at its time, and is marked held by the coach', async () => {
    // A coach of its own: the call comes to the present quarter hour, where another test's is.
    const team = await coachingTeam();
    await saveCallWindows(team.coach, EVERY_DAY);
    const customer = await payingClientOf(team.admin, team.coach, 'online-6m');
    const booked = await bookCall(customer, (await offered(customer))[0]!, now());
    if (booked.status !== 'ok') throw new Error('not booked');
    // Its time comes: the start moved to the last quarter hour, as the clock reaching it would leave it.
    const { db } = await getDatabase();
    const started = new Date(Math.floor(now().getTime() / 900_000) * 900_000);
    await db.update(videoCalls).set({ startsAt: started }).where(eq(videoCalls.id, booked.id));
    const open = (await customerCalls(customer, now())).ahead[0]!;
    expect(open).toMatchObject({ id: booked.id, status: 'open', changeable: false });
    expect(open.roomUrl).toMatch(/^https:\/\/meet\.jit\.si\/wellfit-[0-9a-f]{32}$/);
    expect(await markCallOutcome(team.coach, { callId: booked.id, outcome: 'held', note: 'Good start' }, now())).toMatchObject({
      status: 'ok',
    });
    expect((await customerCalls(customer, now())).past[0]).toMatchObject({ id: booked.id, status: 'held', note: 'Good start' });
  });
});

describe('who sees a call', () => {
  it('the customer, its coach and an admin read it; the link is the two’s alone; the calendar file likewise', async () => {
    const customer = await payingClientOf(admin, coach, 'online-6m');
    const callId = await pastCall(customer, coach, 0);
    const read = (reader: User) => withUser(reader, (tx) => tx.select().from(videoCalls).where(eq(videoCalls.id, callId)));
    for (const reader of [customer, coach, admin]) expect(await read(reader)).toHaveLength(1);
    for (const reader of [otherCoach, await createAuthUser()]) expect(await read(reader)).toEqual([]);
    // On now: the customer and the coach get the room's link at Jitsi Meet, the same one.
    const room = (await read(customer))[0]!.room;
    expect(room).toMatch(/^wellfit-[0-9a-f]{32}$/);
    expect((await customerCalls(customer, now())).ahead[0]).toMatchObject({
      status: 'open',
      roomUrl: `https://meet.jit.si/${room}`,
    });
    // The calendar file: its two only.
    const event = await callForCalendar(customer, callId);
    expect(event).toMatchObject({ title: 'WellFit video call with Coach Asha', url: `https://meet.jit.si/${room}` });
    const ics = videoCallCalendar(event!);
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`UID:video-call-${callId}@wellfit`);
    expect(ics).toContain('BEGIN:VALARM');
    expect(ics.replace(/\r\n /g, '')).toContain(`https://meet.jit.si/${room}`);
    expect((await callForCalendar(coach, callId))?.title).toMatch(/^WellFit video call with /);
    for (const reader of [admin, otherCoach]) expect(await callForCalendar(reader, callId)).toBeNull();
  });

  it("'Download my data' has the calls; deleting the customer deletes them", async () => {
    const customer = await payingClientOf(admin, coach, 'online-6m');
    await pastCall(customer, coach, 30);
    const data = (await exportMyData(customer)) as { videoCalls: { room: string; outcome: string | null }[] };
    expect(data.videoCalls).toHaveLength(1);
    expect(data.videoCalls[0]!.room).toMatch(/^wellfit-/);
  });
});

describe('the reminder', () => {
  it('is planned 30 minutes before for a customer with reminders on, moved with the call and taken back when it is cancelled', async () => {
    const customer = await payingClientOf(admin, coach, 'online-6m');
    const { db } = await getDatabase();
    await db.insert(reminderSettings).values({ userId: customer.id, optedInAt: new Date(), optInText: 'yes' });
    const slots = await offered(customer);
    const due = () =>
      db
        .select({ dueAt: dueReminders.dueAt })
        .from(dueReminders)
        .where(and(eq(dueReminders.userId, customer.id), eq(dueReminders.kind, 'video-call')));
    const booked = await bookCall(customer, slots[0]!, now());
    if (booked.status !== 'ok') throw new Error('not booked');
    expect((await due()).map((row) => row.dueAt.getTime())).toEqual([new Date(slots[0]!).getTime() - 30 * 60_000]);
    const moveTo = slots.at(-1)!;
    expect(await bookCall(customer, moveTo, now(), booked.id)).toMatchObject({ status: 'ok' });
    expect((await due()).map((row) => row.dueAt.getTime())).toEqual([new Date(moveTo).getTime() - 30 * 60_000]);
    await cancelCall(customer, booked.id, now());
    expect(await due()).toEqual([]);
  });
});
