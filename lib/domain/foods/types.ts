/** Nutrition per 100 g (or 100 ml for liquids) of an ingredient as bought or prepared. */
export interface Nutrients {
  kcal: number;
  /** grams */
  protein: number;
  /** available carbohydrate, grams (fibre not included) */
  carbs: number;
  /** grams */
  fat: number;
  /** dietary fibre, grams */
  fibre: number;
}

export interface Ingredient {
  /** What it is, in English, as a nutritionist would look it up: 'Toor dal (split pigeon pea), raw'. */
  name: string;
  per100g: Nutrients;
}

export type Diet = 'vegan' | 'veg' | 'egg' | 'non-veg';
export type Course =
  'breakfast' | 'main' | 'bread' | 'rice' | 'side' | 'snack' | 'sweet' | 'drink' | 'staple' | 'fruit' | 'packaged';
export type Region = 'north' | 'south' | 'east' | 'west' | 'pan-india';

export interface Serving {
  /** As people say it: '1 katori', '1 piece', '1 roti', '1 glass', '1 tbsp', '1 cup', '100 g'. */
  label: string;
  /** Grams (or ml for drinks) of the cooked/served food in one such serving. */
  grams: number;
}

export interface FoodRecipe {
  /** kebab-case, unique: 'dal-tadka' */
  id: string;
  /** English name, unique: 'Dal tadka' */
  name: string;
  /** Hindi name in Devanagari: 'दाल तड़का' */
  hindi: string;
  /** Other names and spellings people type, lower case: ['dal', 'daal', 'dal fry', 'tadka dal'] */
  synonyms: string[];
  diet: Diet;
  course: Course;
  region: Region;
  /**
   * The method: a standard home recipe, ingredient ids (from INGREDIENTS) with their raw weights in
   * grams, and the weight of the whole cooked dish (water added, evaporation lost). For a single
   * food (an apple, milk, bread) one ingredient with yieldG equal to its grams.
   */
  recipe: { ingredients: [ingredientId: string, grams: number][]; yieldG: number; note?: string };
  /** One or more servings; the first is the usual one. Include '100 g' (or '100 ml') last. */
  servings: Serving[];
}
