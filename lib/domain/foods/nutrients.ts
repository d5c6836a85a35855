/**
 * The food table's arithmetic: a dish's nutrients per 100 g from its recipe, and what a logged
 * quantity of a serving holds. Pure: no React, no I/O.
 */
import type { Nutrients } from './types';

export const NUTRIENT_KEYS = ['kcal', 'protein', 'carbs', 'fat', 'fibre'] as const;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** Per 100 g of the cooked dish: the raw ingredients' nutrients, over the weight it comes out at. */
export function per100gOfRecipe(
  ingredients: readonly (readonly [per100g: Nutrients, grams: number])[],
  yieldG: number,
): Nutrients {
  const total = (key: keyof Nutrients) => ingredients.reduce((sum, [per100g, grams]) => sum + (per100g[key] * grams) / 100, 0);
  return Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, round((total(key) * 100) / yieldG, 2)])) as unknown as Nutrients;
}

/** What `quantity` servings of `grams` each hold, to a tenth (kcal to a whole number). */
export function nutrientsOfPortion(per100g: Nutrients, grams: number, quantity: number): Nutrients {
  const factor = (grams * quantity) / 100;
  return {
    kcal: Math.round(per100g.kcal * factor),
    protein: round(per100g.protein * factor, 1),
    carbs: round(per100g.carbs * factor, 1),
    fat: round(per100g.fat * factor, 1),
    fibre: round(per100g.fibre * factor, 1),
  };
}

/** Energy from the macronutrients (Atwater's 4, 4 and 9 kcal per gram). */
export const atwaterKcal = (n: Nutrients) => 4 * n.protein + 4 * n.carbs + 9 * n.fat;
