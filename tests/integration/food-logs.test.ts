import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  changeFoodQuantityAction,
  copyYesterdaysMealAction,
  deleteFoodLogAction,
  logFoodAction,
  restoreFoodLogAction,
} from '@/lib/actions/food-log';
import { getDatabase } from '@/lib/db/database';
import {
  changeFoodQuantity,
  copyYesterdaysMeal,
  deleteFoodLog,
  foodDayFor,
  type FoodLogEntry,
  foodLogIn,
  logFood,
  quickAddFood,
  restoreFoodLog,
} from '@/lib/db/food-logs';
import { readUndo, signUndo } from '@/lib/security/undo-token';
import { withUser } from '@/lib/db/with-user';
import { deleteMyAccount, exportMyData } from '@/lib/db/my-data';
import { foodLogs } from '@/lib/db/schema';
import { FOOD_LOG_MESSAGES } from '@/lib/domain/food-log';
import { addDays } from '@/lib/domain/india-time';
import { createAuthUser } from '../support/db';

// Logging foods on real data: nutrients from the food's row, scaled by the serving and quantity.

// The actions read their user from the session cookie: here the test decides who is signed in.
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

afterEach(() => {
  session.user = null;
});

const today = '2026-11-24';
const dayOf = (user: { id: string }, day = today) => foodDayFor(user, day);

describe('the food log', () => {
  it("adds 1 katori of dal tadka to lunch with the food's values, and a new quantity scales them", async () => {
    const user = await createAuthUser();
    expect(await logFood(user, { foodId: 'dal-tadka', serving: '1 katori', quantity: 1, meal: 'lunch' }, today)).toEqual({
      status: 'ok',
    });
    const [dal] = (await dayOf(user)).entries;
    expect(dal).toMatchObject({ foodName: 'Dal tadka', servingLabel: '1 katori', servingGrams: 150, quantity: 1, meal: 'lunch' });
    expect(dal!.kcal).toBeGreaterThan(80);
    const day = await dayOf(user);
    expect(day.total.kcal).toBe(Math.round(dal!.kcal));
    expect(day.byMeal.lunch.entries).toHaveLength(1);

    await changeFoodQuantity(user, dal!.id, 1.5);
    expect((await dayOf(user)).total.kcal).toBe(Math.round(dal!.kcal * 1.5));
    expect(await deleteFoodLog(user, dal!.id)).toMatchObject({ status: 'ok', entry: { id: dal!.id } });
    expect((await dayOf(user)).total.kcal).toBe(0);
  });

  it("'Undo' puts a deleted entry back as it was, once, for its owner alone, from the server's own signed note", async () => {
    const user = await createAuthUser();
    const other = await createAuthUser();
    await logFood(user, { foodId: 'dal-tadka', serving: '1 katori', quantity: 2, meal: 'lunch' }, today);
    const before = await dayOf(user);
    const deleted = await deleteFoodLog(user, before.entries[0]!.id);
    if (deleted.status !== 'ok') throw new Error('not deleted');
    const token = await signUndo(user.id, 'food-log', { ...deleted.entry });
    expect(await readUndo(other.id, 'food-log', token)).toBeNull();
    expect(await readUndo(user.id, 'another-kind', token)).toBeNull();
    expect(await readUndo(user.id, 'food-log', `${token.slice(0, -2)}xx`)).toBeNull();
    const snapshot = await readUndo(user.id, 'food-log', token);
    expect(await restoreFoodLog(other, snapshot as unknown as FoodLogEntry)).toEqual({
      status: 'refused',
      reason: 'entryGone',
    });
    expect(await restoreFoodLog(user, snapshot as unknown as FoodLogEntry)).toEqual({ status: 'ok' });
    expect(await restoreFoodLog(user, snapshot as unknown as FoodLogEntry)).toEqual({ status: 'ok' });
    const after = await dayOf(user);
    expect(after.entries).toEqual(before.entries);
    expect(after.total).toEqual(before.total);
  });

  it('refuses a food or serving that is not there, and another customer’s entry', async () => {
    const user = await createAuthUser();
    const other = await createAuthUser();
    expect(await logFood(user, { foodId: 'no-such-food', serving: '1 katori', quantity: 1, meal: 'lunch' }, today)).toEqual({
      status: 'refused',
      reason: 'notFound',
    });
    expect(await logFood(user, { foodId: 'dal-tadka', serving: '1 bucket', quantity: 1, meal: 'lunch' }, today)).toEqual({
      status: 'refused',
      reason: 'notFound',
    });
    await logFood(user, { foodId: 'roti', serving: '1 roti', quantity: 2, meal: 'dinner' }, today);
    const [entry] = (await dayOf(user)).entries;
    expect(await changeFoodQuantity(other, entry!.id, 3)).toEqual({ status: 'refused', reason: 'entryGone' });
    expect(await deleteFoodLog(other, entry!.id)).toEqual({ status: 'refused', reason: 'entryGone' });
    expect((await dayOf(user)).entries).toHaveLength(1);
  });

  it("copies yesterday's lunch to today, and offers recent and frequent foods", async () => {
    const user = await createAuthUser();
    const yesterday = addDays(today, -1);
    await logFood(user, { foodId: 'dal-tadka', serving: '1 katori', quantity: 1, meal: 'lunch' }, yesterday);
    await logFood(user, { foodId: 'roti', serving: '1 roti', quantity: 2, meal: 'lunch' }, yesterday);
    await quickAddFood(user, { meal: 'lunch', description: 'A glass of buttermilk', kcal: 60 }, yesterday);
    expect(await copyYesterdaysMeal(user, 'dinner', today)).toEqual({
      status: 'refused',
      reason: 'nothingYesterday',
      meal: 'dinner',
    });
    expect(await copyYesterdaysMeal(user, 'lunch', today)).toEqual({ status: 'ok', copied: 3 });
    const copied = await dayOf(user);
    expect(copied.byMeal.lunch.entries.map((entry) => [entry.foodName, entry.kind, entry.quantity])).toEqual([
      ['Dal tadka', 'food', 1],
      ['Roti', 'food', 2],
      ['A glass of buttermilk', 'quick', 1],
    ]);
    expect(copied.total).toEqual((await dayOf(user, yesterday)).total);

    const view = await withUser(user, (tx) => foodLogIn(tx, user.id, today));
    expect(view.recent.map((shortcut) => shortcut.food.id).sort()).toEqual(['dal-tadka', 'roti']);
    expect(view.frequent[0]).toMatchObject({ times: 2, servingLabel: expect.any(String) });
    expect(view.frequent[0]!.food.servings.length).toBeGreaterThan(0);
    expect(view.yesterdaysMeals).toEqual(['lunch']);
    expect(view.today.total).toEqual(copied.total);
    expect(view.weekAverage).toEqual({ kcal: copied.total.kcal, daysLogged: 1 });

    // 'Download my data' has the food log; deleting the account takes it.
    expect((await exportMyData(user)).foodLog).toHaveLength(6);
    await deleteMyAccount(user);
    const { db } = await getDatabase();
    expect(await db.select().from(foodLogs).where(eq(foodLogs.userId, user.id))).toEqual([]);
  });
});

describe("the food log's actions", () => {
  it('say each refusal in the words of FOOD_LOG_MESSAGES', async () => {
    const user = await createAuthUser();
    const other = await createAuthUser();
    await logFood(other, { foodId: 'roti', serving: '1 roti', quantity: 2, meal: 'dinner' }, today);
    const [theirs] = (await dayOf(other)).entries;
    session.user = { id: user.id, phone: null, isAnonymous: false };
    expect(await logFoodAction(null, { foodId: 'no-such-food', serving: '1 katori', quantity: 1, meal: 'lunch' })).toEqual({
      status: 'error',
      message: FOOD_LOG_MESSAGES.notFound,
    });
    expect(await changeFoodQuantityAction(null, { entryId: theirs!.id, quantity: 3 })).toEqual({
      status: 'error',
      message: FOOD_LOG_MESSAGES.entryGone,
    });
    expect(await deleteFoodLogAction(null, { entryId: theirs!.id })).toEqual({
      status: 'error',
      message: FOOD_LOG_MESSAGES.entryGone,
    });
    // A note signed for this customer, of another's entry, puts nothing back.
    const token = await signUndo(user.id, 'food-log', { ...theirs! });
    expect(await restoreFoodLogAction(null, { token })).toEqual({ status: 'error', message: FOOD_LOG_MESSAGES.entryGone });
    // The meal as every screen names it ('Snack'), in lower case.
    expect(await copyYesterdaysMealAction(null, { meal: 'snack' })).toEqual({
      status: 'error',
      message: 'Nothing was logged for snack yesterday.',
    });
    expect(await copyYesterdaysMealAction(null, { meal: 'dinner' })).toEqual({
      status: 'error',
      message: FOOD_LOG_MESSAGES.nothingYesterday('dinner'),
    });
    expect((await dayOf(other)).entries).toEqual([theirs]);
  });
});
