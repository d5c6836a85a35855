/**
 * Logging what was eaten: the meal a time of day suggests, the forms as the server reads them,
 * and a day's totals. Pure: no React, no I/O.
 */
import { NUTRIENT_KEYS } from './foods/nutrients';
import type { Nutrients } from './foods/types';
import { type Meal, MEALS } from './progress';
import { trimmedText } from './text';
import * as z from './validation';

const istHour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: 'numeric', hourCycle: 'h23' });

/** The meal people in India eat at this hour: breakfast until 11, lunch until 4, snacks until 7, then dinner. */
export function mealAt(at: Date): Meal {
  const hour = Number(istHour.format(at));
  if (hour >= 4 && hour < 11) return 'breakfast';
  if (hour >= 11 && hour < 16) return 'lunch';
  if (hour >= 16 && hour < 19) return 'snack';
  return 'dinner';
}

export const FOOD_LOG_MESSAGES = {
  food: 'Choose a food from the list.',
  serving: 'Choose a serving.',
  quantity: 'Choose 0.5 to 20, in steps of 0.5.',
  meal: 'Choose a meal.',
  notFound: 'That food is no longer in the list. Please search again.',
  entryGone: 'That entry is no longer in your log.',
  nothingYesterday: (meal: string) => `Nothing was logged for ${meal.toLowerCase()} yesterday.`,
  failed: 'Could not save your food log. Please try again.',
} as const;

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
});
export type LogFoodInput = z.infer<typeof logFoodSchema>;

export const editFoodLogSchema = z.object({ entryId: z.uuid(), quantity });
export const deleteFoodLogSchema = z.object({ entryId: z.uuid() });
export const copyMealSchema = z.object({ meal: z.enum(MEALS, { error: FOOD_LOG_MESSAGES.meal }) });

/** The sum of entries' nutrients, kcal whole and grams to a tenth. */
export function totalOf(entries: readonly Nutrients[]): Nutrients {
  const sum = (key: keyof Nutrients) => entries.reduce((total, entry) => total + entry[key], 0);
  return Object.fromEntries(
    NUTRIENT_KEYS.map((key) => [key, key === 'kcal' ? Math.round(sum(key)) : Math.round(sum(key) * 10) / 10]),
  ) as unknown as Nutrients;
}
