/**
 * Diet is a rule, not a hint: which foods a chart of each diet may hold. Jain is read from the
 * food's recipe (no onion, garlic, root vegetables, mushrooms or honey). Pure: no React, no I/O.
 */
import type { Diet } from '../foods/types';
import type { ChartDiet } from './types';

/** The ingredients a Jain meal leaves out: those grown underground, and mushrooms and honey. */
export const NOT_JAIN_INGREDIENTS: ReadonlySet<string> = new Set([
  'onion',
  'garlic',
  'potato',
  'carrot',
  'radish',
  'beetroot',
  'sweet-potato',
  'colocasia',
  'ginger',
  // carrot among them
  'mixed-vegetables',
  'potato-chips',
  // aloo bhujia is potato with besan
  'namkeen-bhujia',
  // the tastemaker is onion and garlic
  'instant-noodles',
  // sold with onion and garlic
  'tomato-ketchup',
  'mushroom',
  'honey',
]);

/** A food of the table is Jain when its diet is vegetarian and no ingredient is one of the above. */
export const isJain = (diet: Diet, ingredientIds: readonly string[]) =>
  (diet === 'veg' || diet === 'vegan') && ingredientIds.every((id) => !NOT_JAIN_INGREDIENTS.has(id));

/** The food table's diets each chart diet allows. */
const ALLOWED: Record<ChartDiet, readonly Diet[]> = {
  vegan: ['vegan'],
  vegetarian: ['vegan', 'veg'],
  jain: ['vegan', 'veg'],
  eggetarian: ['vegan', 'veg', 'egg'],
  'non-vegetarian': ['vegan', 'veg', 'egg', 'non-veg'],
};

/** Whether a chart of this diet may hold the food. */
export const dietAllows = (chart: ChartDiet, food: { diet: Diet; jain: boolean }) =>
  ALLOWED[chart].includes(food.diet) && (chart !== 'jain' || food.jain);

/** Why not, in a few words: 'egg', 'non-vegetarian', 'dairy', 'onion, garlic or a root vegetable'. */
export function whyNot(chart: ChartDiet, food: { diet: Diet; jain: boolean }): string | null {
  if (dietAllows(chart, food)) return null;
  if (food.diet === 'non-veg') return 'non-vegetarian';
  if (food.diet === 'egg') return 'egg';
  if (chart === 'vegan') return 'dairy or honey';
  return 'onion, garlic or a root vegetable';
}
