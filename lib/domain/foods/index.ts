/**
 * The project's own table of Indian foods: each dish's values are estimated from a standard home
 * recipe (its ingredients and their raw weights, and the cooked weight), kept with the dish so a
 * nutritionist can review and correct it. Shown as approximate. Pure: no React, no I/O.
 */
import { isJain } from '../diet-charts/diet-rules';
import { FOODS as NORTH_EAST } from './foods-north-east';
import { FOODS as PLANS } from './foods-plans';
import { FOODS as SIMPLE } from './foods-simple';
import { FOODS as SOUTH_WEST } from './foods-south-west';
import { INGREDIENTS } from './ingredients';
import { per100gOfRecipe } from './nutrients';
import type { Course, Diet, FoodRecipe, Ingredient, Nutrients, Region, Serving } from './types';

export type { Course, Diet, Nutrients, Region, Serving };

export interface FoodEntry {
  id: string;
  name: string;
  hindi: string;
  synonyms: string[];
  diet: Diet;
  course: Course;
  region: Region;
  servings: Serving[];
  per100g: Nutrients;
  /** Vegetarian with no onion, garlic, root vegetable, mushroom or honey in its recipe. */
  jain: boolean;
  /** The recipe the values come from, ingredients named. */
  method: { ingredients: { ingredient: string; grams: number }[]; yieldG: number; note?: string };
}

const ingredient = (id: string): Ingredient => {
  const found = (INGREDIENTS as Record<string, Ingredient>)[id];
  if (!found) throw new Error(`unknown ingredient ${id}`);
  return found;
};

function entryOf(food: FoodRecipe): FoodEntry {
  const { recipe, ...described } = food;
  return {
    ...described,
    jain: isJain(
      food.diet,
      recipe.ingredients.map(([id]) => id),
    ),
    per100g: per100gOfRecipe(
      recipe.ingredients.map(([id, grams]) => [ingredient(id).per100g, grams] as const),
      recipe.yieldG,
    ),
    method: {
      ingredients: recipe.ingredients.map(([id, grams]) => ({ ingredient: ingredient(id).name, grams })),
      yieldG: recipe.yieldG,
      ...(recipe.note ? { note: recipe.note } : {}),
    },
  };
}

/** Every dish's recipe as written: the table's values and a grocery list's ingredients come from them. */
const RECIPES: readonly FoodRecipe[] = [...SIMPLE, ...NORTH_EAST, ...SOUTH_WEST, ...PLANS];

export const FOOD_TABLE: readonly FoodEntry[] = RECIPES.map(entryOf);

const RECIPE_OF: ReadonlyMap<string, FoodRecipe['recipe']> = new Map(RECIPES.map((food) => [food.id, food.recipe]));

/** A shared food's recipe, its ingredients by id (a grocery list sums them); undefined for an unknown id. */
export const recipeOf = (foodId: string) => RECIPE_OF.get(foodId);
