import 'server-only';
import { and, asc, eq, getTableColumns, gte, inArray, lte } from 'drizzle-orm';
import { nutrientsOfPortion } from '@/lib/domain/foods/nutrients';
import type { Nutrients } from '@/lib/domain/foods/types';
import {
  type FoodEntryGone,
  type FoodNotFound,
  type LogFoodInput,
  type NothingYesterday,
  QUICK_ADD_LABEL,
  type QuickAddInput,
  shortcutsOf,
  todayFoodOf,
  totalOf,
  weekAverageKcal,
} from '@/lib/domain/food-log';
import { accepted, type Outcome, refused } from '@/lib/domain/outcome';
import { type Meal, MEALS, type TodayFood } from '@/lib/domain/progress';
import { addDays } from '@/lib/domain/india-time';
import { firstTime } from './checkins';
import type { Tx } from './connection';
import { type FoodMatch, foodMatchOf } from './foods';
import { foodLogs, foods } from './schema';
import { type SessionUser, withUser } from './with-user';

export type FoodLogEntry = typeof foodLogs.$inferSelect;

const nutrientsOf = (row: Pick<FoodLogEntry, 'kcal' | 'protein' | 'carbs' | 'fat' | 'fibre'>): Nutrients => ({
  kcal: row.kcal,
  protein: row.protein,
  carbs: row.carbs,
  fat: row.fat,
  fibre: row.fibre,
});

/**
 * Logs a quantity of one of a food's servings on `day`, as the customer (RLS: the shared foods
 * and their own). The nutrients come from the food's row, never from the browser, and stay with
 * the entry as logged. Under a phone's id (`clientId`) it is logged once however often it is sent.
 */
export async function logFood(user: SessionUser, input: LogFoodInput, day: string): Promise<Outcome<object, FoodNotFound>> {
  return withUser(user, async (tx) => {
    const [food] = await tx.select().from(foods).where(eq(foods.id, input.foodId));
    const serving = food?.servings.find((candidate) => candidate.label === input.serving);
    if (!food || !serving) return refused('notFound');
    if (!(await firstTime(tx, user.id, 'food', day, input.clientId))) return accepted({});
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
    return accepted({});
  });
}

/**
 * 'Quick add': a meal in words and its kcal, kept as an entry of the same log (no food, serving
 * or macros), so every total counts it.
 */
export async function quickAddFood(user: SessionUser, input: QuickAddInput, day: string): Promise<void> {
  await withUser(user, (tx) =>
    tx.insert(foodLogs).values({
      userId: user.id,
      day,
      meal: input.meal,
      kind: 'quick',
      foodId: null,
      foodName: input.description,
      servingLabel: QUICK_ADD_LABEL,
      servingGrams: null,
      quantity: 1,
      kcal: input.kcal,
      protein: 0,
      carbs: 0,
      fat: 0,
      fibre: 0,
    }),
  );
}

/** A new quantity for a food's entry: its nutrients scale with it (a quick add has no quantity to change). */
export async function changeFoodQuantity(
  user: SessionUser,
  entryId: string,
  quantity: number,
): Promise<Outcome<object, FoodEntryGone>> {
  return withUser(user, async (tx) => {
    const [entry] = await tx
      .select()
      .from(foodLogs)
      .where(and(eq(foodLogs.id, entryId), eq(foodLogs.userId, user.id), eq(foodLogs.kind, 'food')));
    if (!entry) return refused('entryGone');
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
    return accepted({});
  });
}

/** Deletes one of the customer's entries, and hands back what it was (for 'Undo'). */
export async function deleteFoodLog(
  user: SessionUser,
  entryId: string,
): Promise<Outcome<{ entry: FoodLogEntry }, FoodEntryGone>> {
  const [entry] = await withUser(user, (tx) =>
    tx
      .delete(foodLogs)
      .where(and(eq(foodLogs.id, entryId), eq(foodLogs.userId, user.id)))
      .returning(),
  );
  return entry ? accepted({ entry }) : refused('entryGone');
}

/**
 * 'Undo': puts back an entry this customer deleted, as it was (its id, day, meal and nutrients),
 * from what the server itself handed back. Once: a second undo finds it there already.
 */
export async function restoreFoodLog(user: SessionUser, entry: FoodLogEntry): Promise<Outcome<object, FoodEntryGone>> {
  if (entry.userId !== user.id) return refused('entryGone');
  await withUser(user, (tx) =>
    tx
      .insert(foodLogs)
      .values({ ...entry, createdAt: new Date(entry.createdAt) })
      .onConflictDoNothing({ target: foodLogs.id }),
  );
  return accepted({});
}

/** 'Copy yesterday's <meal>': the same entries, as they were logged, for today; how many. */
export async function copyYesterdaysMeal(
  user: SessionUser,
  meal: Meal,
  today: string,
): Promise<Outcome<{ copied: number }, NothingYesterday>> {
  return withUser(user, async (tx) => {
    const yesterday = await tx
      .select()
      .from(foodLogs)
      .where(and(eq(foodLogs.userId, user.id), eq(foodLogs.day, addDays(today, -1)), eq(foodLogs.meal, meal)))
      .orderBy(asc(foodLogs.createdAt));
    if (yesterday.length === 0) return { ...refused('nothingYesterday'), meal };
    await tx.insert(foodLogs).values(
      yesterday.map((entry) => ({
        userId: user.id,
        day: today,
        meal,
        kind: entry.kind,
        foodId: entry.foodId,
        foodName: entry.foodName,
        servingLabel: entry.servingLabel,
        servingGrams: entry.servingGrams,
        quantity: entry.quantity,
        ...nutrientsOf(entry),
      })),
    );
    return accepted({ copied: yesterday.length });
  });
}

export interface FoodDay<Entry extends FoodLogEntry = FoodLogEntry> {
  entries: Entry[];
  byMeal: Record<Meal, { entries: Entry[]; total: Nutrients }>;
  total: Nutrients;
}

/** A day's entries by meal, with each meal's subtotal and the day's total. */
export function foodDayOf<Entry extends FoodLogEntry>(entries: readonly Entry[]): FoodDay<Entry> {
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

/** A food to log again in one tap, as it was last logged. */
export interface FoodShortcut {
  food: FoodMatch;
  servingLabel: string;
  quantity: number;
  times: number;
}

/** What the dashboard's food card shows. */
export interface FoodLogView {
  /** Each entry with its food's Hindi name, where the food has one (a quick add or a customer's own has none). */
  today: FoodDay<FoodLogEntry & { hindi: string | null }>;
  /** The meals logged yesterday, each a 'Copy yesterday's <meal>' while today's is empty. */
  yesterdaysMeals: Meal[];
  weekAverage: { kcal: number; daysLogged: number } | null;
  recent: FoodShortcut[];
  frequent: FoodShortcut[];
}

/** How far back the recent and frequent foods look. */
const SHORTCUT_DAYS = 30;

/** The customer's food log for the dashboard, read in the caller's transaction (RLS applies). */
export async function foodLogIn(tx: Tx, userId: string, today: string): Promise<FoodLogView> {
  const entries = await tx
    .select({ ...getTableColumns(foodLogs), hindi: foods.hindi })
    .from(foodLogs)
    .leftJoin(foods, eq(foods.id, foodLogs.foodId))
    .where(and(eq(foodLogs.userId, userId), gte(foodLogs.day, addDays(today, -SHORTCUT_DAYS)), lte(foodLogs.day, today)))
    .orderBy(asc(foodLogs.createdAt));
  const { recent, frequent } = shortcutsOf(entries);
  const ids = [...new Set([...recent, ...frequent].map(({ last }) => last.foodId!))];
  const rows = ids.length ? await tx.select().from(foods).where(inArray(foods.id, ids)) : [];
  const found = new Map(rows.map((row) => [row.id, foodMatchOf({ ...row, own: row.ownerId !== null })]));
  // A food since deleted (a customer's own) is no shortcut.
  const shortcut = ({ last, times }: { last: FoodLogEntry; times: number }): FoodShortcut[] => {
    const food = found.get(last.foodId!);
    return food ? [{ food, servingLabel: last.servingLabel, quantity: last.quantity, times }] : [];
  };
  const yesterday = addDays(today, -1);
  return {
    today: foodDayOf(entries.filter((entry) => entry.day === today)),
    yesterdaysMeals: MEALS.filter((meal) => entries.some((entry) => entry.day === yesterday && entry.meal === meal)),
    weekAverage: weekAverageKcal(entries, today),
    recent: recent.flatMap(shortcut),
    frequent: frequent.flatMap(shortcut),
  };
}

/** Today's log as Today sums it up (what, and kcal, by meal), in the caller's transaction (RLS applies). */
export async function todaysFoodIn(tx: Tx, userId: string, day: string): Promise<TodayFood> {
  const entries = await tx
    .select({ meal: foodLogs.meal, name: foodLogs.foodName, kcal: foodLogs.kcal })
    .from(foodLogs)
    .where(and(eq(foodLogs.userId, userId), eq(foodLogs.day, day)))
    .orderBy(asc(foodLogs.createdAt));
  return todayFoodOf(entries);
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
