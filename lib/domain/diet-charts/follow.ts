/**
 * Following the chart: 'Ate this' logs a slot's option to the food log, once a slot a day, and a
 * day's adherence is the slots followed of the slots planned. The customer's view of today's
 * meals is built here from the stored chart. Pure: no React, no I/O.
 */
import { sentOnce } from '../checkins';
import { formatKcal, portionLabel } from '../food-log';
import { MEAL_LABEL } from '../progress';
import * as z from '../validation';
import { chartDayName, chartDayOn, type StoredDietChart } from './stored';
import { chartFoodOf, foodNutrients, optionLabel, optionNutrients } from './totals';

export const DIET_CHART_MESSAGES = {
  signedOut: 'Please sign in again to log your meals.',
  failed: 'Could not log that. Please try again.',
  slotGone: 'That meal is no longer on your chart. Reload to see your chart as it is now.',
  ateThis: (slot: string, kcal: number) => `${slot} logged: ${formatKcal(kcal)}.`,
  alreadyFollowed: (slot: string) => `${slot} is already logged today.`,
  confirmed: 'Chart confirmed: the client follows it as it is.',
  confirmFailed: 'Could not confirm the chart. Please try again.',
  nothingToConfirm: 'There is no unconfirmed chart to confirm: reload the page.',
};

export const ateThisSchema = z.object({ slotId: z.uuid(), optionId: z.uuid(), ...sentOnce });
export type AteThisInput = z.infer<typeof ateThisSchema>;

export interface MealOptionView {
  id: string;
  /** 'Option A' */
  label: string;
  /** '2 roti', '1 katori Dal tadka' */
  foods: { name: string; portion: string; kcal: number }[];
  kcal: number;
  protein: number;
}

export interface MealSlotView {
  id: string;
  name: string;
  /** The food log's meal it is logged as: 'Breakfast'. */
  meal: string;
  note: string;
  options: MealOptionView[];
  /** Logged today from the chart. */
  followed: boolean;
}

export interface TodaysMeals {
  chartName: string;
  /** 'Every day', or the weekday of a week's chart. */
  dayName: string;
  slots: MealSlotView[];
  followed: number;
  planned: number;
  /** The day with every first option. */
  kcal: number;
}

/** Today's slots of the chart, each marked followed when the food log holds an entry from it today. */
export function todaysMealsOf(
  chart: StoredDietChart,
  chartName: string,
  day: string,
  followedSlotIds: ReadonlySet<string>,
): TodaysMeals | null {
  const today = chartDayOn(chart, day);
  if (!today) return null;
  const slots = today.slots.map((slot) => ({
    id: slot.id,
    name: slot.name,
    meal: MEAL_LABEL[slot.meal],
    note: slot.note,
    followed: followedSlotIds.has(slot.id),
    options: slot.options.map((option, index) => {
      const total = optionNutrients(option);
      return {
        id: option.id,
        label: optionLabel(index),
        foods: option.foods.map((item) => ({
          name: chartFoodOf(item.foodId)?.name ?? item.foodId,
          portion: portionLabel(item.quantity, item.serving),
          kcal: foodNutrients(item).kcal,
        })),
        kcal: total.kcal,
        protein: total.protein,
      };
    }),
  }));
  const kept = keptOn(chart, day, followedSlotIds);
  return {
    chartName,
    dayName: chartDayName(today.day),
    slots,
    followed: kept.followed,
    planned: kept.planned,
    kcal: kept.plannedKcal,
  };
}

/** A day's adherence: the slots of the chart's day followed, of those planned, and the day's planned kcal. */
export function keptOn(
  chart: StoredDietChart,
  day: string,
  followedSlotIds: ReadonlySet<string>,
): { followed: number; planned: number; plannedKcal: number } {
  const slots = chartDayOn(chart, day)?.slots ?? [];
  return {
    followed: slots.filter((slot) => followedSlotIds.has(slot.id)).length,
    planned: slots.length,
    plannedKcal: slots.reduce((sum, slot) => sum + (slot.options[0] ? optionNutrients(slot.options[0]).kcal : 0), 0),
  };
}

/** The first of today's slots not yet logged from the chart: what the Nutrition tab offers next; null when all are. */
export const nextSlotOf = (meals: TodaysMeals): MealSlotView | null => meals.slots.find((slot) => !slot.followed) ?? null;
