import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { validProfileForm } from '@/fixtures/profile';
import { clockNow } from '@/lib/clock';
import { reassignClient } from '@/lib/db/admin';
import { rowsOf } from '@/lib/db/connection';
import { getDatabase } from '@/lib/db/database';
import { reschedulePlans } from '@/lib/db/plans';
import { saveCustomerProfile } from '@/lib/db/profiles';
import { ateChartOption, confirmClientDietChart, todaysMealsIn } from '@/lib/db/diet-charts';
import { assignClientProgramme } from '@/lib/db/programmes';
import { loadRoster } from '@/lib/db/roster';
import { dailyCheckins, orders, planPeriods, workoutSessions, workoutSets } from '@/lib/db/schema';
import { withUser } from '@/lib/db/with-user';
import { myWorkoutDay } from '@/lib/db/workouts';
import { addDays, istDay } from '@/lib/domain/india-time';
import { TEMPLATE_KEYS } from '@/lib/domain/programme-choice';
import { PROGRAMME_TEMPLATES } from '@/lib/domain/programme-templates';
import { programmeDay, type ProgrammeShape } from '@/lib/domain/programmes';
import { profileSchema } from '@/lib/domain/profile-schema';
import { buy, paid } from '../support/checkout';
import { createAuthUser, staffMember } from '../support/db';

// How a client keeps to their workout programme, on the coach's roster (issue 41): the SQL rule of
// a programme's planned days (public.planned_workout_days(), over the schedule kept on the
// programme by refresh_programme_schedule()) against lib/domain/programmes'
// programmeDay() for every built-in, and coach_roster()'s 'Workouts N of M this week' and
// 'Missed N planned workouts' against what /plan shows the client.

type User = { id: string };
const DAY_MS = 86_400_000;
const DAYS = 90;

let admin: User;
let coach: User;

async function plannedDays(programmeId: string, dayOne: string, from: string, to: string): Promise<string[]> {
  const { raw } = await getDatabase();
  const rows = await raw.query<{ day: string }>(
    `select d::text as day from public.programmes p,
       public.planned_workout_days(p.schedule_days, p.workout_day_numbers, p.repeat_weekdays, $2::date, $3::date, $4::date) d
     where p.id = $1::uuid order by d`,
    [programmeId, dayOne, from, to],
  );
  return rows.map((row) => row.day);
}

/** The days from day 1 to day `days` that programmeDay() says hold a workout. */
function expectedDays(shape: ProgrammeShape, dayOne: string, days = DAYS): string[] {
  return Array.from({ length: days }, (_, i) => i + 1)
    .filter((n) => programmeDay(shape, n).workout !== null)
    .map((n) => addDays(dayOne, n - 1));
}

async function templateId(key: string): Promise<string> {
  const { raw } = await getDatabase();
  const [row] = await raw.query<{ id: string }>('select id from public.programmes where template_key = $1', [key]);
  if (!row) throw new Error(`no built-in ${key}`);
  return row.id;
}

describe('public.planned_workout_days()', () => {
  const dayOne = '2026-12-07';

  it.each(TEMPLATE_KEYS)(
    '%s: the days programmeDay() gives a workout, over 90 days from day 1 (maintenance after day 45)',
    async (key) => {
      const template = PROGRAMME_TEMPLATES[key];
      const expected = expectedDays(template, dayOne);
      expect(expected.filter((day) => day > addDays(dayOne, 44)).length, 'maintenance holds workouts').toBeGreaterThan(0);
      expect(await plannedDays(await templateId(key), dayOne, dayOne, addDays(dayOne, DAYS - 1))).toEqual(expected);
    },
  );

  it('counts from day 1 whatever the window: none before it, and a window in the middle says the same days', async () => {
    const id = await templateId('home-beginner');
    const all = expectedDays(PROGRAMME_TEMPLATES['home-beginner'], dayOne);
    expect(await plannedDays(id, dayOne, addDays(dayOne, -30), addDays(dayOne, DAYS - 1))).toEqual(all);
    const [from, to] = [addDays(dayOne, 40), addDays(dayOne, 60)];
    expect(await plannedDays(id, dayOne, from, to)).toEqual(all.filter((day) => day >= from && day <= to));
    expect(await plannedDays(id, dayOne, addDays(dayOne, -10), addDays(dayOne, -1))).toEqual([]);
  });

  it('follows phases of any length, one with no workouts, and two workouts on one day', async () => {
    const shape: ProgrammeShape = {
      phases: [
        { name: 'One', days: 10, workouts: [{ title: 'A', days: [1, 4], exercises: [] }] },
        { name: 'Rest', days: 3, workouts: [] },
        {
          name: 'Three',
          days: 4,
          workouts: [
            { title: 'B', days: [2, 7], exercises: [] },
            { title: 'C', days: [7, 3], exercises: [] },
          ],
        },
      ],
    };
    const { raw } = await getDatabase();
    const [programme] = await raw.query<{ id: string }>(
      "insert into public.programmes (name) values ('Odd phases') returning id",
    );
    await raw.query('select public.write_programme_tree($1::uuid, $2::jsonb)', [programme!.id, JSON.stringify(shape)]);
    expect(await plannedDays(programme!.id, dayOne, dayOne, addDays(dayOne, 59))).toEqual(expectedDays(shape, dayOne, 60));
  });
});

const today = () => istDay(clockNow());

/** A client of the coach, with a profile, who paid `daysAgo` days ago (their day 1), on 'Home beginner' from it. */
async function client(daysAgo: number, startsOn: string | null = null): Promise<User> {
  const user = await createAuthUser();
  await saveCustomerProfile(user, profileSchema.parse({ ...validProfileForm, weight: '80', height: '165' }));
  const order = paid(await buy(user, 'online-6m'));
  const { db } = await getDatabase();
  await db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ paidAt: new Date(clockNow().getTime() - daysAgo * DAY_MS) })
      .where(eq(orders.id, order.id));
    await reschedulePlans(tx, user.id);
  });
  await reassignClient(admin, user.id, coach.id);
  expect(
    await assignClientProgramme(coach, { customerId: user.id, programmeId: await templateId('home-beginner'), startsOn }),
  ).toBe(true);
  expect(await confirmClientDietChart(coach, user.id)).toBe(true);
  // Checked in today: the roster asks nothing for silence.
  await checkIn(user, today());
  return user;
}

async function checkIn(user: User, day: string, workoutDone = false): Promise<void> {
  const { db } = await getDatabase();
  await db
    .insert(dailyCheckins)
    .values({ userId: user.id, day, waterGlasses: 2, workoutDone })
    .onConflictDoUpdate({ target: [dailyCheckins.userId, dailyCheckins.day], set: { workoutDone } });
}

/** A session on the day with one set, done or skipped, never finished. */
async function sessionOn(user: User, day: string, { skipped = false } = {}): Promise<void> {
  const { db } = await getDatabase();
  const [session] = await db
    .insert(workoutSessions)
    .values({ userId: user.id, day, title: 'Full-body basics' })
    .returning({ id: workoutSessions.id });
  await db.insert(workoutSets).values({
    sessionId: session!.id,
    userId: user.id,
    exerciseId: 'glute-bridge',
    setNumber: 1,
    reps: skipped ? null : 12,
    skipped,
  });
}

/** The planned workouts of the 7 days before today not done, as coach_roster() tells the coach. */
async function missedOf(user: User): Promise<number | null> {
  const rows = rowsOf<{ customer_id: string; missed_workouts: number | null }>(
    await withUser(coach, (tx) => tx.execute(sql`select customer_id, missed_workouts from public.coach_roster(false)`)),
  );
  return rows.find((row) => row.customer_id === user.id)!.missed_workouts;
}

const rowOf = async (user: User) => (await loadRoster(coach)).find((row) => row.customerId === user.id)!;

/** The row as the workout cases read it: the week's figure and the reasons about workouts (the diet chart's have their own case). */
async function workoutRowOf(user: User) {
  const row = await rowOf(user);
  return { ...row, reasons: row.reasons.filter((reason) => !reason.includes('chart')) };
}

/** What /plan shows the client this week: the days holding a workout, and those up to today marked done. */
async function planWeek(user: User) {
  const days = (await myWorkoutDay(user, today()))!.days;
  return {
    done: days.filter((day) => day.state === 'done' && day.day <= today()).length,
    planned: days.filter((day) => day.title !== null).length,
  };
}

beforeAll(async () => {
  admin = await staffMember('admin', 'Admin Meera');
  coach = await staffMember('coach', 'Coach Asha');
});

// 'Home beginner' begins with 15 days of 'Foundation', workouts on days 1, 3 and 5 of each week.
// Paid 9 days ago, today is day 10 (week 2, days 8-14): workouts on days 8, 10 and 12; in the 7
// days before today (days 3-9), on days 3, 5 and 8.
describe("the roster's workouts", () => {
  it('the days the client is on: the premise of the cases below', () => {
    // Counted from the 1st of a month, a day's date is its programme day.
    const workoutDays = expectedDays(PROGRAMME_TEMPLATES['home-beginner'], '2026-01-01', 14).map((day) => Number(day.slice(8)));
    expect(workoutDays).toEqual([1, 3, 5, 8, 10, 12]);
  });

  it("'Workouts 1 of 3 this week' and 'Missed 3 planned workouts' for a client who let three go", async () => {
    const user = await client(9);
    // Day 8: a session with only skipped sets is not a workout done.
    await sessionOn(user, addDays(today(), -2), { skipped: true });
    // Day 9, a rest day, marked done: /plan marks it done, so it counts among the week's.
    await checkIn(user, addDays(today(), -1), true);
    // Today: a set logged, not finished, is not yet done.
    await sessionOn(user, today());
    const row = await workoutRowOf(user);
    expect(row).toMatchObject({ workoutsThisWeek: { done: 1, planned: 3 }, reasons: ['Missed 3 planned workouts'] });
    expect(await missedOf(user)).toBe(3);
    expect(row.workoutsThisWeek).toEqual(await planWeek(user));
  });

  it("'Workouts 2 of 3 this week' and no reason for one missed: a set logged before today, or the day marked done", async () => {
    const user = await client(9);
    // Day 3 missed; day 5 a set logged, never finished; day 8 and today marked done.
    await sessionOn(user, addDays(today(), -5));
    await checkIn(user, addDays(today(), -2), true);
    await checkIn(user, today(), true);
    const row = await workoutRowOf(user);
    expect(row).toMatchObject({ workoutsThisWeek: { done: 2, planned: 3 }, reasons: [] });
    expect(await missedOf(user)).toBe(1);
    expect(row.workoutsThisWeek).toEqual(await planWeek(user));
  });

  it("a day's sets after its first, a skipped set done, a set taken back: the days counted follow each", async () => {
    const user = await client(9);
    const { db } = await getDatabase();
    const day5 = addDays(today(), -5);
    // Day 5: a skipped set (not counted), then the same set done (counted), then a second set.
    await sessionOn(user, day5, { skipped: true });
    const [session] = await db.select().from(workoutSessions).where(eq(workoutSessions.userId, user.id));
    const setDays = async () =>
      rowsOf<{ days: string[] }>(
        await db.execute(sql`select workout_set_days::text[] as days from public.client_summaries where user_id = ${user.id}`),
      )[0]!.days;
    expect(await setDays()).toEqual([]);
    await db.update(workoutSets).set({ skipped: false, reps: 12 }).where(eq(workoutSets.sessionId, session!.id));
    expect(await setDays()).toEqual([day5]);
    await db
      .insert(workoutSets)
      .values({ sessionId: session!.id, userId: user.id, exerciseId: 'glute-bridge', setNumber: 2, reps: 10 });
    await db.update(workoutSets).set({ reps: 11 }).where(eq(workoutSets.sessionId, session!.id));
    expect(await setDays()).toEqual([day5]);
    expect((await workoutRowOf(user)).workoutsThisWeek).toEqual(await planWeek(user));
    // Both taken back (skipped), then deleted: the day is not counted.
    await db.update(workoutSets).set({ skipped: true, reps: null }).where(eq(workoutSets.sessionId, session!.id));
    expect(await setDays()).toEqual([]);
    await db.update(workoutSets).set({ skipped: false, reps: 9 }).where(eq(workoutSets.sessionId, session!.id));
    expect(await setDays()).toEqual([day5]);
    await db.delete(workoutSets).where(eq(workoutSets.sessionId, session!.id));
    expect(await setDays()).toEqual([]);
    expect(await missedOf(user)).toBe(3);
  });

  it('counts nothing missed before the programme began, and has no line before its day 1', async () => {
    // Assigned from yesterday: day 1 (a workout) was yesterday, and the days before it count for nothing.
    const fromYesterday = await client(20, addDays(today(), -1));
    expect(await workoutRowOf(fromYesterday)).toMatchObject({ workoutsThisWeek: { done: 0, planned: 3 }, reasons: [] });
    expect(await missedOf(fromYesterday)).toBe(1);
    const later = await client(20, addDays(today(), 2));
    expect(await workoutRowOf(later)).toMatchObject({ workoutsThisWeek: null, reasons: [] });
    expect(await missedOf(later)).toBeNull();
  });

  it('counts the week from the day 1 a pause moved on, as /plan does', async () => {
    const user = await client(12);
    const { db } = await getDatabase();
    // A 7-day pause that began 3 days ago holds the day at 10.
    await db.transaction(async (tx) => {
      await tx
        .update(planPeriods)
        .set({ pausedFrom: addDays(today(), -3), pauseDays: 7 })
        .where(eq(planPeriods.userId, user.id));
      await reschedulePlans(tx, user.id);
    });
    await checkIn(user, addDays(today(), -2), true);
    expect((await myWorkoutDay(user, today()))?.programmeDay).toBe(10);
    const row = await rowOf(user);
    expect(row.workoutsThisWeek).toEqual({ done: 1, planned: 3 });
    expect(row.workoutsThisWeek).toEqual(await planWeek(user));
  });
});

// The diet chart on the roster (issue 42), for the same client: paid 9 days ago, today is day 10,
// the programme's week days 8-14, and the 7 days before today days 3-9.
describe("the roster's diet chart", () => {
  it("'Meals N of M this week' counts the slots followed of those planned; 'Off the chart' the days before today with none", async () => {
    const user = await client(9);
    const mealsOn = async (day: string) => (await withUser(user, (tx) => todaysMealsIn(tx, user.id, day)))!;
    const ate = async (day: string, slot: number) => {
      const { id, options } = (await mealsOn(day)).slots[slot]!;
      expect(await ateChartOption(user, { slotId: id, optionId: options[0]!.id }, day)).toMatchObject({ status: 'ok' });
    };
    const perDay = (await mealsOn(today())).planned;
    expect(perDay).toBeGreaterThanOrEqual(5);
    // Day 8 one slot; today two, one of them tapped twice (logged once).
    await ate(addDays(today(), -2), 0);
    await ate(today(), 0);
    await ate(today(), 1);
    await ate(today(), 1);
    let row = await rowOf(user);
    expect(row.mealsThisWeek).toEqual({ followed: 3, planned: 7 * perDay });
    expect(row.reasons).toContain('Off the chart 6 days');
    expect(row.reasons).not.toContain('Review the default chart');
    // Followed on four more of the days before today: two off the chart, and the coach is not asked.
    for (const daysAgo of [1, 3, 4, 5]) await ate(addDays(today(), -daysAgo), 0);
    row = await rowOf(user);
    expect(row.mealsThisWeek).toEqual({ followed: 4, planned: 7 * perDay });
    expect(row.reasons.filter((reason) => reason.includes('chart'))).toEqual([]);
  });

  it('asks to review the default chart until the coach confirms it, and has no line before day 1', async () => {
    const later = await client(20, addDays(today(), 2));
    expect(await rowOf(later)).toMatchObject({ mealsThisWeek: null });
    const user = await createAuthUser();
    paid(await buy(user, 'online-6m'));
    await reassignClient(admin, user.id, coach.id);
    expect((await rowOf(user)).reasons).toContain('Review the default chart');
    expect(await confirmClientDietChart(coach, user.id)).toBe(true);
    expect((await rowOf(user)).reasons).not.toContain('Review the default chart');
  });
});
