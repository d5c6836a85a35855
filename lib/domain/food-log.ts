/**
 * Logging what was eaten: the meal a time of day suggests, the forms as the server reads them,
 * and a day's totals. Pure: no React, no I/O.
 */
import { sentOnce } from './checkins';
import { NUTRIENT_KEYS } from './foods/nutrients';
import type { Diet, Nutrients } from './foods/types';
import { measured } from './measured';
import type { Refusal } from './outcome';
import { type Meal, MEAL_LABEL, MEALS, type TodayFood } from './progress';
import { addDays, istHour } from './india-time';
import { trimmedText } from './text';
import * as z from './validation';

/** The meal people in India eat at this hour: breakfast until 11, lunch until 4, snacks until 7, then dinner. */
export function mealAt(at: Date): Meal {
  const hour = istHour(at);
  if (hour >= 4 && hour < 11) return 'breakfast';
  if (hour >= 11 && hour < 16) return 'lunch';
  if (hour >= 16 && hour < 19) return 'snack';
  return 'dinner';
}

/** '1,460 kcal', grouped as India writes numbers. */
export const formatKcal = (kcal: number) => `${kcal.toLocaleString('en-IN')} kcal`;

/** 'N kcal of M kcal' against a target, else 'N kcal'. */
export const kcalAgainst = (kcal: number, target: number | null | undefined) =>
  target ? `${formatKcal(kcal)} of ${formatKcal(target)}` : formatKcal(kcal);

/**
 * How much of a serving, as people say it: '2 roti', '1.5 katori'; of a serving of several, the
 * count they make ('5 pieces' for half of '10 pieces', '200 g' for two of '100 g'), unless that
 * would be one of a plural ('0.5 × 2 slices').
 */
export function portionLabel(quantity: number, servingLabel: string): string {
  if (servingLabel.startsWith('1 ')) return `${quantity} ${servingLabel.slice(2)}`;
  const [, count, unit] = /^(\d+) (.+)$/.exec(servingLabel) ?? [];
  const total = quantity * Number(count);
  return unit && Number.isInteger(total) && total !== 1 ? `${total} ${unit}` : `${quantity} × ${servingLabel}`;
}

/** How much of what, as a log entry says it: '2 roti', or 'Quick add' for a meal written in words. */
export const entryPortion = (entry: { kind: 'food' | 'quick'; quantity: number; servingLabel: string }) =>
  entry.kind === 'quick' ? QUICK_ADD_LABEL : portionLabel(entry.quantity, entry.servingLabel);

/** The longest search the sheet sends: no food's name is longer. */
export const FOOD_QUERY_MAX = 80;

export const FOOD_LOG_MESSAGES = {
  food: 'Choose a food from the list.',
  serving: 'Choose a serving.',
  quantity: 'Choose 0.5 to 20, in steps of 0.5.',
  meal: 'Choose a meal.',
  notFound: 'That food is no longer in the list. Please search again.',
  entryGone: 'That entry is no longer in your log.',
  undoExpired: 'Too late to undo: add it again from Log food.',
  nothingYesterday: (meal: string) => `Nothing was logged for ${meal.toLowerCase()} yesterday.`,
  ownName: 'Name your food (2 to 80 characters).',
  ownServing: "Say what one serving is, like '1 bowl' (up to 40 characters).",
  ownGrams: 'Enter its weight: 1 to 2000 g (or ml).',
  ownKcal: 'Enter 0 to 3000 kcal for one serving.',
  ownGramsOf: (nutrient: string) => `Enter 0 to 300 g of ${nutrient} for one serving.`,
  ownDiet: 'Choose veg, egg, non-veg or vegan.',
  ownTooDense: 'These values are more than that weight of food can hold. Check the weight and the values.',
  ownAdded: (name: string) => `${name} is added to your foods.`,
  quickDescription: 'Say what you ate (up to 300 characters).',
  quickKcal: 'Enter its calories: a whole number from 0 to 5000.',
  failed: 'Could not save your food log. Please try again.',
} as const;

/** What a 'Quick add' is kept as in the log, in place of a serving. */
export const QUICK_ADD_LABEL = 'Quick add';
/** The most a 'Quick add' description holds (the log's check says the same). */
export const QUICK_DESCRIPTION_MAX = 300;

/**
 * Why the food log refuses a change, as keys of FOOD_LOG_MESSAGES (the action says them): a food or
 * serving no longer in the list, an entry no longer in the log, or nothing logged for the meal
 * yesterday (its words name the meal).
 */
export type FoodNotFound = Refusal<'notFound'>;
export type FoodEntryGone = Refusal<'entryGone'>;
export type NothingYesterday = Refusal<'nothingYesterday'> & { meal: Meal };
export type FoodLogRefusal = FoodNotFound | FoodEntryGone | NothingYesterday;

/** A refusal's words, from FOOD_LOG_MESSAGES. */
export const foodLogRefusalText = (refusal: FoodLogRefusal) =>
  refusal.reason === 'nothingYesterday'
    ? FOOD_LOG_MESSAGES.nothingYesterday(MEAL_LABEL[refusal.meal])
    : FOOD_LOG_MESSAGES[refusal.reason];

const formNumber = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim())) : value;

const quantity = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value)),
  z.number({ error: FOOD_LOG_MESSAGES.quantity }).check(
    z.gte(0.5, FOOD_LOG_MESSAGES.quantity),
    z.lte(20, FOOD_LOG_MESSAGES.quantity),
    z.refine((n) => Number.isInteger(n * 2), FOOD_LOG_MESSAGES.quantity),
  ),
);

export const logFoodSchema = z.object({
  // A shared food's id ('dal-tadka') or a customer's own (a uuid).
  foodId: z.string({ error: FOOD_LOG_MESSAGES.food }).check(z.regex(/^[a-z0-9-]{1,80}$/, FOOD_LOG_MESSAGES.food)),
  // Checked against the food's own servings when it is logged.
  serving: trimmedText({ min: 1, max: 40, tooShort: FOOD_LOG_MESSAGES.serving, tooLong: FOOD_LOG_MESSAGES.serving }),
  quantity,
  meal: z.enum(MEALS, { error: FOOD_LOG_MESSAGES.meal }),
  ...sentOnce,
});
export type LogFoodInput = z.infer<typeof logFoodSchema>;

/** 'Quick add': a meal in words ('2 rotis, palak paneer') and its kcal, an entry without a food from the table. */
export const quickAddSchema = z.object({
  description: trimmedText({
    min: 1,
    max: QUICK_DESCRIPTION_MAX,
    tooShort: FOOD_LOG_MESSAGES.quickDescription,
    tooLong: FOOD_LOG_MESSAGES.quickDescription,
  }),
  kcal: z.pipe(
    z.transform(formNumber),
    z
      .int({ error: FOOD_LOG_MESSAGES.quickKcal })
      .check(z.gte(0, FOOD_LOG_MESSAGES.quickKcal), z.lte(5000, FOOD_LOG_MESSAGES.quickKcal)),
  ),
  meal: z.enum(MEALS, { error: FOOD_LOG_MESSAGES.meal }),
});
export type QuickAddInput = z.infer<typeof quickAddSchema>;

const gramsOf = (nutrient: string) =>
  measured(formNumber, 0, 300, FOOD_LOG_MESSAGES.ownGramsOf(nutrient), FOOD_LOG_MESSAGES.ownGramsOf(nutrient));

export const DIETS = ['veg', 'egg', 'non-veg', 'vegan'] as const satisfies readonly Diet[];
export const DIET_LABEL: Record<Diet, string> = { veg: 'Veg', egg: 'Egg', 'non-veg': 'Non-veg', vegan: 'Vegan' };

/** The most a 100 g of any food holds, as the food table's checks allow. */
const PER_100G_MAX: Nutrients = { kcal: 950, protein: 100, carbs: 100, fat: 100, fibre: 100 };

/** 'Create a food': one serving of the customer's own food, with its values for that serving. */
export const ownFoodSchema = z.object({
  name: trimmedText({ min: 2, max: 80, tooShort: FOOD_LOG_MESSAGES.ownName, tooLong: FOOD_LOG_MESSAGES.ownName }),
  serving: trimmedText({ min: 1, max: 40, tooShort: FOOD_LOG_MESSAGES.ownServing, tooLong: FOOD_LOG_MESSAGES.ownServing }),
  grams: measured(formNumber, 1, 2000, FOOD_LOG_MESSAGES.ownGrams, FOOD_LOG_MESSAGES.ownGrams),
  diet: z.enum(DIETS, { error: FOOD_LOG_MESSAGES.ownDiet }),
  kcal: measured(formNumber, 0, 3000, FOOD_LOG_MESSAGES.ownKcal, FOOD_LOG_MESSAGES.ownKcal),
  protein: gramsOf('protein'),
  carbs: gramsOf('carbohydrate'),
  fat: gramsOf('fat'),
  fibre: gramsOf('fibre'),
});
export type OwnFoodInput = z.infer<typeof ownFoodSchema>;

/**
 * Whether a serving's values are more than its weight of any food can hold (the food table keeps
 * at most 950 kcal and 100 g of each nutrient per 100 g): 300 g of protein in a 10 g serving is a
 * typing slip. Each field is fine alone, so the action asks this after the schema.
 */
export const tooDense = (food: OwnFoodInput) => NUTRIENT_KEYS.some((key) => (food[key] * 100) / food.grams > PER_100G_MAX[key]);

export const editFoodLogSchema = z.object({ entryId: z.uuid(), quantity });
export const deleteFoodLogSchema = z.object({ entryId: z.uuid() });
/** 'Undo' after a delete: the server's own signed note of what it deleted. */
export const restoreFoodLogSchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(4000)) });
export const copyMealSchema = z.object({ meal: z.enum(MEALS, { error: FOOD_LOG_MESSAGES.meal }) });

/** The sum of entries' nutrients, kcal whole and grams to a tenth. */
export function totalOf(entries: readonly Nutrients[]): Nutrients {
  const sum = (key: keyof Nutrients) => entries.reduce((total, entry) => total + entry[key], 0);
  return Object.fromEntries(
    NUTRIENT_KEYS.map((key) => [key, key === 'kcal' ? Math.round(sum(key)) : Math.round(sum(key) * 10) / 10]),
  ) as unknown as Nutrients;
}

/**
 * A day's log as Today sums it up: each meal's foods and kcal, and the day's kcal, each summed
 * before rounding as the food log's subtotals and total are, so both say the same.
 */
export function todayFoodOf(entries: readonly { meal: Meal; name: string; kcal: number }[]): TodayFood {
  const kcalOf = (some: readonly { kcal: number }[]) =>
    totalOf(some.map(({ kcal }) => ({ kcal, protein: 0, carbs: 0, fat: 0, fibre: 0 }))).kcal;
  const byMeal = Object.fromEntries(
    MEALS.map((meal) => {
      const ofMeal = entries.filter((entry) => entry.meal === meal);
      return [meal, { names: ofMeal.map((entry) => entry.name), kcal: kcalOf(ofMeal) }];
    }),
  ) as TodayFood['byMeal'];
  return { byMeal, kcal: kcalOf(entries) };
}

/**
 * The average of the daily kcal over the 7 days before `today` on which anything was logged (a
 * day left empty is a day not logged, not a day of fasting); null if none was.
 */
export function weekAverageKcal(days: readonly { day: string; kcal: number }[], today: string) {
  const from = addDays(today, -7);
  const totals = new Map<string, number>();
  for (const { day, kcal } of days) {
    if (day >= from && day < today) totals.set(day, (totals.get(day) ?? 0) + kcal);
  }
  if (totals.size === 0) return null;
  const sum = [...totals.values()].reduce((total, kcal) => total + kcal, 0);
  return { kcal: Math.round(sum / totals.size), daysLogged: totals.size };
}

/** What a shortcut needs of a logged entry. */
export interface LoggedFood {
  foodId: string | null;
  servingLabel: string;
  quantity: number;
  createdAt: Date;
}

export const SHORTCUTS_SHOWN = 8;

/**
 * 'Recent' (the latest first) and 'Frequent' (the most often logged first, the latest breaking a
 * tie) foods, each with the serving and quantity it was last logged with.
 */
export function shortcutsOf<Entry extends LoggedFood>(entries: readonly Entry[]) {
  const byFood = new Map<string, { last: Entry; times: number }>();
  for (const entry of entries) {
    if (entry.foodId === null) continue;
    const seen = byFood.get(entry.foodId);
    if (!seen) byFood.set(entry.foodId, { last: entry, times: 1 });
    else byFood.set(entry.foodId, { last: entry.createdAt > seen.last.createdAt ? entry : seen.last, times: seen.times + 1 });
  }
  const latestFirst = [...byFood.values()].sort((a, b) => b.last.createdAt.getTime() - a.last.createdAt.getTime());
  return {
    recent: latestFirst.slice(0, SHORTCUTS_SHOWN),
    frequent: latestFirst
      .filter((food) => food.times > 1)
      .sort((a, b) => b.times - a.times)
      .slice(0, SHORTCUTS_SHOWN),
  };
}
