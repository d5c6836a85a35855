/**
 * 'Swap': what a customer may eat in place of a slot's option, in the chart's diet and within 15%
 * of the option's kcal. The meals come from the built-in charts' options for the same time of day
 * (idli and sambar for poha; rajma-chawal for roti, dal and sabzi), scaled to the option's kcal in
 * halves of a serving; a food eaten on its own (a fruit, a drink, nuts, milk) also swaps for one of
 * its kind, in its nearest portion.
 * Pure: no React, no I/O; on the server only (it holds the food table).
 */
import { BASE_CHARTS } from '../diet-chart-templates/charts';
import { FOOD_TABLE, type FoodEntry } from '../foods';
import { nutrientsOfPortion } from '../foods/nutrients';
import { dietAllows } from './diet-rules';
import { scaleOption } from './scale';
import { chartFoodOf, optionNutrients } from './totals';
import type { ChartDiet, ChartFood, ChartOption, ChartSlot } from './types';
import { SWAP_TOLERANCE_PERCENT } from './views';

/** A swap's kcal may be this far from the option's. */
export const SWAP_TOLERANCE = SWAP_TOLERANCE_PERCENT / 100;
/** Swaps offered for one option. */
export const SWAPS_SHOWN = 8;
/** A single fruit or drink is at most this many of its servings: beyond it, it is another meal. */
export const SWAP_MAX_SERVINGS = 3;
/**
 * Foods eaten on their own that swap for one another: a fruit for a fruit, a drink for a drink,
 * and among the table's staples, nuts and seeds, milks, and raw vegetables to eat as they are.
 */
const SWAP_GROUPS: readonly ((food: FoodEntry) => boolean)[] = [
  (food) => food.course === 'fruit',
  (food) => food.course === 'drink',
  (food) =>
    ['almonds', 'cashews', 'walnuts', 'peanuts', 'raisins', 'roasted-chana', 'flaxseed', 'sesame-seeds'].includes(food.id),
  (food) => ['milk-toned', 'milk-full-cream', 'soy-milk', 'curd'].includes(food.id),
  (food) => ['cucumber', 'carrot-raw', 'tomato-raw', 'radish-raw', 'beetroot-raw'].includes(food.id),
];

export interface SwapChoice {
  /** The swap's foods' ids, sorted, joined by '+': how the customer's choice names it. */
  key: string;
  foods: ChartFood[];
  kcal: number;
  protein: number;
}

const keyOf = (foods: readonly ChartFood[]) => [...new Set(foods.map((item) => item.foodId))].sort().join('+');

/** Every option of the built-in charts, by the name of its slot ('Breakfast') and by its meal. */
const BUILT_IN_OPTIONS = Object.values(BASE_CHARTS).flatMap((chart) =>
  chart.day.slots.flatMap((slot) => slot.options.map((option) => ({ slotName: slot.name, meal: slot.meal, option }))),
);

/** The food's portion nearest `kcal`, in halves of its first serving (from 0.5 to SWAP_MAX_SERVINGS). */
export function nearestPortion(food: FoodEntry, kcal: number): ChartFood {
  const [serving] = food.servings;
  const one = nutrientsOfPortion(food.per100g, serving!.grams, 1).kcal;
  const quantity = one > 0 ? Math.min(SWAP_MAX_SERVINGS, Math.max(0.5, Math.round((kcal / one) * 2) / 2)) : 1;
  return { foodId: food.id, serving: serving!.label, quantity };
}

/** Lunch and dinner are both a main meal: khichdi at dinner may be eaten at lunch. */
const MAIN_MEALS: ReadonlySet<string> = new Set(['lunch', 'dinner']);

/**
 * The options a swap may come from: the built-ins' for a slot of this name (and any main meal's,
 * for a main meal), else of its meal; a lone food's kind.
 */
function candidates(slot: Pick<ChartSlot, 'name' | 'meal'>, option: ChartOption, target: number): ChartOption[] {
  const named = BUILT_IN_OPTIONS.filter(
    (each) => each.slotName === slot.name || (MAIN_MEALS.has(slot.meal) && MAIN_MEALS.has(each.meal)),
  );
  const meals = (named.length > 0 ? named : BUILT_IN_OPTIONS.filter((each) => each.meal === slot.meal)).map((each) =>
    scaleOption(each.option, target),
  );
  const only = option.foods.length === 1 ? chartFoodOf(option.foods[0]!.foodId) : undefined;
  const group = only && SWAP_GROUPS.find((inGroup) => inGroup(only));
  const singles = group ? FOOD_TABLE.filter(group).map((food) => ({ foods: [nearestPortion(food, target)] })) : [];
  return [...singles, ...meals];
}

/** The slot a swap is for: its name, meal and options (none of which is offered again as a swap). */
export type SwapSlot = Pick<ChartSlot, 'name' | 'meal' | 'options'>;

/**
 * The swaps for a slot's option: meals and foods the chart's diet allows, none of the slot's own
 * options (those have their own 'Ate this'), within 15% of its kcal; nearest first. Each food set once.
 */
export function swapsFor(slot: SwapSlot, option: ChartOption, diet: ChartDiet, limit = SWAPS_SHOWN): SwapChoice[] {
  const target = optionNutrients(option).kcal;
  if (target <= 0) return [];
  const seen = new Set([option, ...slot.options].map((each) => keyOf(each.foods)));
  const choices: SwapChoice[] = [];
  for (const candidate of candidates(slot, option, target)) {
    const key = keyOf(candidate.foods);
    const foods = candidate.foods.map((item) => chartFoodOf(item.foodId));
    if (seen.has(key) || !foods.every((food) => food && dietAllows(diet, food))) continue;
    const { kcal, protein } = optionNutrients(candidate);
    if (Math.abs(kcal - target) > SWAP_TOLERANCE * target) continue;
    seen.add(key);
    choices.push({ key, foods: candidate.foods, kcal, protein });
  }
  return choices
    .sort((a, b) => Math.abs(a.kcal - target) - Math.abs(b.kcal - target) || a.key.localeCompare(b.key))
    .slice(0, limit);
}

/** The swap the customer chose, if it is still one of the option's (the server never logs another). */
export const swapOf = (slot: SwapSlot, option: ChartOption, diet: ChartDiet, key: string) =>
  swapsFor(slot, option, diet, Number.POSITIVE_INFINITY).find((choice) => choice.key === key);
