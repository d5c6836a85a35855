/**
 * Following the chart: 'Ate this' logs a slot's option to the food log, once a slot a day, and a
 * day's adherence is the slots followed of the slots planned. The customer's view of today's
 * meals is built here from the stored chart. Pure: no React, no I/O.
 */
import { portionLabel } from '../food-log';
import { MEAL_LABEL } from '../progress';
import { chartDayName, chartDayOn, type StoredDietChart } from './stored';
import { chartFoodOf, foodNutrients, optionLabel, optionNutrients, portionWithName } from './totals';
import type { SwapChoice } from './swaps';
import type { ChartFood, ChartOption } from './types';
import type { MealOptionView, SwapView, TodaysMeals } from './views';

/** Each food of an option as the customer reads it: '2 roti', '1 katori Dal tadka'. */
const foodViewsOf = (foods: readonly ChartFood[]): MealOptionView['foods'] =>
  foods.map((item) => {
    const name = chartFoodOf(item.foodId)?.name ?? item.foodId;
    const portion = portionLabel(item.quantity, item.serving);
    return { name, portion, label: portionWithName(portion, name), kcal: foodNutrients(item).kcal };
  });

/** A stored option as 'Today's meals' shows it: 'Option B', its foods, kcal and protein. */
export function optionViewOf(option: ChartOption & { id: string }, index: number): MealOptionView {
  const total = optionNutrients(option);
  return { id: option.id, label: optionLabel(index), foods: foodViewsOf(option.foods), kcal: total.kcal, protein: total.protein };
}

/** A swap as /plan/swap lists it. */
export const swapViewOf = (choice: SwapChoice): SwapView => ({
  key: choice.key,
  label: foodViewsOf(choice.foods)
    .map((food) => food.label)
    .join(' · '),
  kcal: choice.kcal,
  protein: choice.protein,
});

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
    options: slot.options.map((option, index) => optionViewOf(option, index)),
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
