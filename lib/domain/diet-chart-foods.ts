import { DIET_CHART_BUILDER_MESSAGES as M } from './diet-chart-builder';
import { whyNot } from './diet-charts/diet-rules';
import type { ChartDiet } from './diet-charts/types';
import { FOOD_TABLE, type FoodEntry } from './foods';

/**
 * The builder's 'Add food': the food table searched, and the chart's diet as a rule that names the
 * food it refuses. Pure: no React, no I/O; on the server only (it holds the whole table).
 */

/** Foods 'Add food' lists at once. */
export const FOOD_SEARCH_LIMIT = 20;

const FOOD_OF: ReadonlyMap<string, FoodEntry> = new Map(FOOD_TABLE.map((food) => [food.id, food]));

/** A food of the shared table by id; undefined for one it does not hold. */
export const tableFoodOf = (id: string) => FOOD_OF.get(id);

/** Why a chart of this diet refuses the food, naming it; null when it may hold it. */
export function foodRefusal(food: FoodEntry, diet: ChartDiet): string | null {
  const why = whyNot(diet, food);
  return why === null ? null : M.notForDiet(food.name, why, diet);
}

/** A food 'Add food' found, and why the chart's diet leaves it out (null: it may be added). */
export interface FoodFound {
  food: FoodEntry;
  refusal: string | null;
}

const folded = (text: string) => text.normalize('NFC').toLocaleLowerCase('en-IN');

/**
 * 'Add food': the table's foods with every word typed in the English or Hindi name or a synonym
 * ('dal', 'दाल', 'chicken'), those the chart's diet allows first, by name. Those it leaves out are
 * listed too, with the reason, so the coach sees why the food they looked for is not offered.
 */
export function foodsFound(query: string, diet: ChartDiet, limit = FOOD_SEARCH_LIMIT): FoodFound[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return FOOD_TABLE.filter((food) => {
    const names = folded([food.name, food.hindi, ...food.synonyms].join(' '));
    return words.every((word) => names.includes(word));
  })
    .map((food) => ({ food, refusal: foodRefusal(food, diet) }))
    .sort((a, b) => Number(a.refusal !== null) - Number(b.refusal !== null) || a.food.name.localeCompare(b.food.name))
    .slice(0, limit);
}
