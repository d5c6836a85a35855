import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { nutrientsOfPortion } from '@/lib/domain/foods/nutrients';
import type { Nutrients } from '@/lib/domain/foods/types';
import { FOOD_LOG_MESSAGES, type LogFoodInput, totalOf } from '@/lib/domain/food-log';
import { addDays, type Meal } from '@/lib/domain/progress';
import { foodLogs, foods } from './schema';
import { type SessionUser, withUser } from './with-user';

export type FoodLogEntry = typeof foodLogs.$inferSelect;
export type FoodLogOutcome = { status: 'saved' } | { status: 'refused'; message: string };

const nutrientsOf = (row: Pick<FoodLogEntry, 'kcal' | 'protein' | 'carbs' | 'fat' | 'fibre'>): Nutrients => ({
  kcal: row.kcal,
  protein: row.protein,
  carbs: row.carbs,
  fat: row.fat,
  fibre: row.fibre,
});

/**
 * Logs a quantity of one of a food's servings for today, as the customer (RLS: the shared foods
 * and their own). The nutrients come from the food's row, never from the browser, and stay with
 * the entry as logged.
 */
export async function logFood(user: SessionUser, input: LogFoodInput, day: string): Promise<FoodLogOutcome> {
  return withUser(user, async (tx) => {
    const [food] = await tx.select().from(foods).where(eq(foods.id, input.foodId));
    const serving = food?.servings.find((candidate) => candidate.label === input.serving);
    if (!food || !serving) return { status: 'refused', message: FOOD_LOG_MESSAGES.notFound };
    await tx.insert(foodLogs).values({
      userId: user.id,
      day,
      meal: input.meal,
      foodId: food.id,
      foodName: food.name,
      servingLabel: serving.label,
      servingGrams: serving.grams,
      quantity: input.quantity,
      ...nutrientsOfPortion(food, serving.grams, input.quantity),
    });
    return { status: 'saved' };
  });
}

/** A new quantity for an entry: its nutrients scale with it. */
export async function changeFoodQuantity(user: SessionUser, entryId: string, quantity: number): Promise<FoodLogOutcome> {
  return withUser(user, async (tx) => {
    const [entry] = await tx
      .select()
      .from(foodLogs)
      .where(and(eq(foodLogs.id, entryId), eq(foodLogs.userId, user.id)));
    if (!entry) return { status: 'refused', message: FOOD_LOG_MESSAGES.entryGone };
    const scale = quantity / entry.quantity;
    await tx
      .update(foodLogs)
      .set({
        quantity,
        kcal: Math.round(entry.kcal * scale),
        protein: Math.round(entry.protein * scale * 10) / 10,
        carbs: Math.round(entry.carbs * scale * 10) / 10,
        fat: Math.round(entry.fat * scale * 10) / 10,
        fibre: Math.round(entry.fibre * scale * 10) / 10,
      })
      .where(eq(foodLogs.id, entryId));
    return { status: 'saved' };
  });
}

export async function deleteFoodLog(user: SessionUser, entryId: string): Promise<FoodLogOutcome> {
  const deleted = await withUser(user, (tx) =>
    tx
      .delete(foodLogs)
      .where(and(eq(foodLogs.id, entryId), eq(foodLogs.userId, user.id)))
      .returning({ id: foodLogs.id }),
  );
  return deleted.length ? { status: 'saved' } : { status: 'refused', message: FOOD_LOG_MESSAGES.entryGone };
}

/** 'Copy yesterday's <meal>': the same entries, as they were logged, for today. */
export async function copyYesterdaysMeal(
  user: SessionUser,
  meal: Meal,
  today: string,
): Promise<FoodLogOutcome & { copied?: number }> {
  return withUser(user, async (tx) => {
    const yesterday = await tx
      .select()
      .from(foodLogs)
      .where(and(eq(foodLogs.userId, user.id), eq(foodLogs.day, addDays(today, -1)), eq(foodLogs.meal, meal)))
      .orderBy(asc(foodLogs.createdAt));
    if (yesterday.length === 0) return { status: 'refused', message: FOOD_LOG_MESSAGES.nothingYesterday(meal) };
    await tx.insert(foodLogs).values(
      yesterday.map((entry) => ({
        userId: user.id,
        day: today,
        meal,
        foodId: entry.foodId,
        foodName: entry.foodName,
        servingLabel: entry.servingLabel,
        servingGrams: entry.servingGrams,
        quantity: entry.quantity,
        ...nutrientsOf(entry),
      })),
    );
    return { status: 'saved', copied: yesterday.length };
  });
}

export interface FoodDay {
  entries: FoodLogEntry[];
  byMeal: Record<Meal, { entries: FoodLogEntry[]; total: Nutrients }>;
  total: Nutrients;
}

/** A day's entries by meal, with each meal's subtotal and the day's total. */
export function foodDayOf(entries: readonly FoodLogEntry[]): FoodDay {
  const meal = (name: Meal) => {
    const of = entries.filter((entry) => entry.meal === name);
    return { entries: of, total: totalOf(of.map(nutrientsOf)) };
  };
  return {
    entries: [...entries],
    byMeal: { breakfast: meal('breakfast'), lunch: meal('lunch'), snack: meal('snack'), dinner: meal('dinner') },
    total: totalOf(entries.map(nutrientsOf)),
  };
}

/** The customer's recent and most frequent foods (last 30 days), for one-tap logging. */
export async function foodShortcuts(user: SessionUser, today: string) {
  return withUser(user, async (tx) => {
    const since = addDays(today, -30);
    const recent = await tx
      .selectDistinctOn([foodLogs.foodId], {
        foodId: foodLogs.foodId,
        foodName: foodLogs.foodName,
        servingLabel: foodLogs.servingLabel,
        quantity: foodLogs.quantity,
        at: foodLogs.createdAt,
      })
      .from(foodLogs)
      .where(and(eq(foodLogs.userId, user.id), sql`${foodLogs.day} >= ${since}`, sql`${foodLogs.foodId} is not null`))
      .orderBy(foodLogs.foodId, desc(foodLogs.createdAt));
    const frequent = await tx
      .select({ foodId: foodLogs.foodId, foodName: sql<string>`min(${foodLogs.foodName})`, times: sql<number>`count(*)::int` })
      .from(foodLogs)
      .where(and(eq(foodLogs.userId, user.id), sql`${foodLogs.day} >= ${since}`, sql`${foodLogs.foodId} is not null`))
      .groupBy(foodLogs.foodId)
      .orderBy(desc(sql`count(*)`))
      .limit(8);
    return {
      recent: recent.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, 8),
      frequent,
    };
  });
}

/** One of the customer's days, by meal, as it stands. */
export async function foodDayFor(user: SessionUser, day: string): Promise<FoodDay> {
  const entries = await withUser(user, (tx) =>
    tx
      .select()
      .from(foodLogs)
      .where(and(eq(foodLogs.userId, user.id), eq(foodLogs.day, day)))
      .orderBy(asc(foodLogs.createdAt)),
  );
  return foodDayOf(entries);
}
