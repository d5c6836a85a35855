import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeWaterAction, logWeightAction } from '@/lib/actions/check-ins';
import { logFoodAction, quickAddFoodAction } from '@/lib/actions/food-log';
import { batchChoices } from '@/lib/db/bookings';
import { rowsOf } from '@/lib/db/connection';
import { loadDashboard } from '@/lib/db/dashboard';
import { getDatabase } from '@/lib/db/database';
import { dailyCheckins, foodLogs, planPeriods } from '@/lib/db/schema';
import { buy, paid } from '../../support/checkout';
import { resetClock, setClock } from '../../support/clock';
import { createAuthUser } from '../../support/db';
import { expectStampedAt } from './instants';

// Midnight in India at chosen instants: what is written at 23:59:50 IST belongs to that day, what
// is written at 00:00:10 IST to the next, whatever the real date; a plan covers its last day to
// its final second.

const session = vi.hoisted(() => ({ user: null as { id: string; phone: string | null; isAnonymous: boolean } | null }));
vi.mock('@/lib/auth/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/auth/session')>()),
  getSessionUser: async () => session.user,
}));
// No request to render again: the actions' revalidatePath('/dashboard') does nothing here.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  revalidatePath: () => {},
  refresh: () => {},
}));

afterEach(async () => {
  session.user = null;
  await resetClock();
});

const inProgramme = async (user: { id: string }) => {
  const { db } = await getDatabase();
  const [row] = rowsOf<{ yes: boolean }>(await db.execute(sql`select public.in_programme(${user.id}) as yes`));
  return row?.yes;
};

describe('midnight in India, at chosen instants', () => {
  it('a weight, a glass of water, a quick add and a food logged at 23:59:50 IST land on that day; at 00:00:10 IST on the next', async () => {
    const user = await createAuthUser();
    session.user = { id: user.id, phone: null, isAnonymous: false };
    const instants = [
      { at: '2027-03-10T23:59:50+05:30', day: '2027-03-10', weight: 80.4 },
      { at: '2027-03-11T00:00:10+05:30', day: '2027-03-11', weight: 80.1 },
    ];
    for (const { at, weight } of instants) {
      await setClock(at);
      expect(await logWeightAction(null, { weight })).toMatchObject({ status: 'ok' });
      // The count is the day's: the first glass of each day is its first.
      expect(await changeWaterAction(null, { change: 'add' })).toEqual({ status: 'ok', data: { glasses: 1 } });
      expect(await quickAddFoodAction(null, { meal: 'dinner', description: 'Dal and two rotis', kcal: 450 })).toMatchObject({
        status: 'ok',
      });
      expect(await logFoodAction(null, { foodId: 'dal-tadka', serving: '1 katori', quantity: 1, meal: 'dinner' })).toMatchObject({
        status: 'ok',
      });
    }

    const { db } = await getDatabase();
    const checkins = await db
      .select({
        day: dailyCheckins.day,
        weight: dailyCheckins.weight,
        water: dailyCheckins.waterGlasses,
        at: dailyCheckins.updatedAt,
      })
      .from(dailyCheckins)
      .where(eq(dailyCheckins.userId, user.id))
      .orderBy(asc(dailyCheckins.day));
    expect(checkins.map(({ day, weight, water }) => ({ day, weight, water }))).toEqual(
      instants.map(({ day, weight }) => ({ day, weight, water: 1 })),
    );
    // The database stamped each row at the instant set, not at the real time.
    checkins.forEach((row, i) => expectStampedAt(row.at, instants[i]!.at));

    const foods = await db
      .select({ day: foodLogs.day, kind: foodLogs.kind, foodId: foodLogs.foodId, meal: foodLogs.meal })
      .from(foodLogs)
      .where(eq(foodLogs.userId, user.id))
      .orderBy(asc(foodLogs.day), asc(foodLogs.kind));
    expect(foods).toEqual(
      instants.flatMap(({ day }) => [
        { day, kind: 'food', foodId: 'dal-tadka', meal: 'dinner' },
        { day, kind: 'quick', foodId: null, meal: 'dinner' },
      ]),
    );
  });

  it.each([
    { at: '2027-03-10T23:59:50+05:30', startsOn: '2027-03-10', endsOn: '2027-06-09' },
    { at: '2027-03-11T00:00:10+05:30', startsOn: '2027-03-11', endsOn: '2027-06-10' },
  ])('a 3-month plan paid at $at starts on $startsOn and ends on $endsOn', async ({ at, startsOn, endsOn }) => {
    await setClock(at);
    const user = await createAuthUser();
    const order = paid(await buy(user, 'online-3m'));
    expectStampedAt(order.paidAt, at);
    const { db } = await getDatabase();
    const [period] = await db
      .select({ startsOn: planPeriods.startsOn, endsOn: planPeriods.endsOn })
      .from(planPeriods)
      .where(eq(planPeriods.orderId, order.id));
    expect(period).toEqual({ startsOn, endsOn });
  });

  it('a plan ending on 9 June 2027 covers 23:59:50 IST that day, and not 00:00:10 IST on 10 June', async () => {
    await setClock('2027-03-10T10:00:00+05:30');
    const online = await createAuthUser();
    const studio = await createAuthUser();
    const onlineOrder = paid(await buy(online, 'online-3m'));
    paid(await buy(studio, 'offline-3m'));

    await setClock('2027-06-09T23:59:50+05:30');
    for (const user of [online, studio]) expect(await inProgramme(user)).toBe(true);
    const lastDay = (await loadDashboard(online)).plan;
    expect(lastDay).toMatchObject({ current: { orderId: onlineOrder.id, endsOn: '2027-06-09' }, daysLeft: 1, expired: false });
    expect((await batchChoices(studio)).eligible).toBe(true);

    await setClock('2027-06-10T00:00:10+05:30');
    for (const user of [online, studio]) expect(await inProgramme(user)).toBe(false);
    const dayAfter = (await loadDashboard(online)).plan;
    expect(dayAfter).toMatchObject({ current: null, expired: true, last: { orderId: onlineOrder.id, endsOn: '2027-06-09' } });
    expect((await batchChoices(studio)).eligible).toBe(false);
  });
});
