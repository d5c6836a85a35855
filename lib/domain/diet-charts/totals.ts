/**
 * What a chart's day holds against the client's targets: each option's nutrients, the day's with
 * every slot's first option, and a warning for an option that puts the day more than 10% over or
 * under. Pure: no React, no I/O.
 */
import { FOOD_TABLE, type FoodEntry } from '../foods';
import { NUTRIENT_KEYS, nutrientsOfPortion } from '../foods/nutrients';
import type { Nutrients } from '../foods/types';
import type { ChartDay, ChartFood, ChartOption } from './types';

/** An option may put the day this far from the target before the builder warns. */
export const DAY_TOLERANCE = 0.1;

const FOODS_BY_ID: ReadonlyMap<string, FoodEntry> = new Map(FOOD_TABLE.map((food) => [food.id, food]));

/** A food of the shared table, or undefined for an id it does not hold. */
export const chartFoodOf = (id: string): FoodEntry | undefined => FOODS_BY_ID.get(id);

export const NO_NUTRIENTS: Nutrients = { kcal: 0, protein: 0, carbs: 0, fat: 0, fibre: 0 };

const sum = (a: Nutrients, b: Nutrients): Nutrients =>
  Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, Math.round((a[key] + b[key]) * 10) / 10])) as unknown as Nutrients;

/** Grams of one serving of the food, by its label; 0 for a food or label the table no longer has. */
export function servingGrams(item: ChartFood): number {
  return chartFoodOf(item.foodId)?.servings.find((serving) => serving.label === item.serving)?.grams ?? 0;
}

export function foodNutrients(item: ChartFood): Nutrients {
  const food = chartFoodOf(item.foodId);
  return food ? nutrientsOfPortion(food.per100g, servingGrams(item), item.quantity) : NO_NUTRIENTS;
}

export const optionNutrients = (option: ChartOption): Nutrients => option.foods.map(foodNutrients).reduce(sum, NO_NUTRIENTS);

/** The day as planned: every slot's first option. */
export const dayNutrients = (day: ChartDay): Nutrients =>
  day.slots.map((slot) => (slot.options[0] ? optionNutrients(slot.options[0]) : NO_NUTRIENTS)).reduce(sum, NO_NUTRIENTS);

export interface OptionWarning {
  slot: number;
  option: number;
  /** The day's kcal with this option in place of the first. */
  dayKcal: number;
  direction: 'over' | 'under';
}

/** Each option (the first included) that puts the day more than 10% from the target. */
export function dayWarnings(day: ChartDay, targetKcal: number): OptionWarning[] {
  const planned = dayNutrients(day).kcal;
  return day.slots.flatMap((slot, s) => {
    const first = slot.options[0] ? optionNutrients(slot.options[0]).kcal : 0;
    return slot.options.flatMap((option, o) => {
      const dayKcal = Math.round(planned - first + optionNutrients(option).kcal);
      if (Math.abs(dayKcal - targetKcal) <= DAY_TOLERANCE * targetKcal) return [];
      return [{ slot: s, option: o, dayKcal, direction: dayKcal > targetKcal ? ('over' as const) : ('under' as const) }];
    });
  });
}

/** 'Option A', 'Option B', … */
export const optionLabel = (index: number) => `Option ${String.fromCharCode(65 + index)}`;

/** '1.5 katori Dal tadka'; '2 roti', not '2 roti Roti', when the serving already names the food. */
export const portionWithName = (portion: string, name: string) =>
  portion.toLocaleLowerCase('en-IN').includes(name.toLocaleLowerCase('en-IN')) ? portion : `${portion} ${name}`;
