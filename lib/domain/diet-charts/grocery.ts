/**
 * 'Grocery list': the raw ingredients of the days' chosen options, from each dish's home recipe,
 * summed and said as a shop sells them (kg and g, litres and ml, or pieces), in the aisles of an
 * Indian kirana. Pure: no React, no I/O.
 */
import { recipeOf } from '../foods';
import { INGREDIENTS } from '../foods/ingredients';
import { servingGrams } from './totals';
import type { ChartFood } from './types';
import { GROCERY_GROUPS, type GroceryGroup, type GroceryLine } from './views';

/** A grocery list is for the coming week: today and the six days after. */
export const GROCERY_DAYS = 7;

type IngredientId = keyof typeof INGREDIENTS;

/** Not bought for a week's list: water, a pinch of salt, the brew of tea or coffee. */
const NOT_LISTED: ReadonlySet<IngredientId> = new Set(['water', 'salt', 'tea-leaves', 'coffee-powder']);

const GROUP_OF: Partial<Record<IngredientId, GroceryGroup>> = {};
const put = (group: GroceryGroup, ids: IngredientId[]) => ids.forEach((id) => (GROUP_OF[id] = group));
put('Grains', [
  'whole-wheat-flour',
  'maida',
  'semolina',
  'rice-flour',
  'ragi-flour',
  'jowar-flour',
  'bajra-flour',
  'makki-flour',
  'oats',
  'vermicelli',
  'sabudana',
  'rice-raw',
  'basmati-rice-raw',
  'brown-rice-raw',
  'poha',
  'puffed-rice',
  'white-bread',
  'brown-bread',
  'cornflakes',
]);
put('Pulses', [
  'besan',
  'urad-dal-raw',
  'toor-dal-raw',
  'moong-dal-raw',
  'masoor-dal-raw',
  'chana-dal-raw',
  'whole-moong-raw',
  'rajma-raw',
  'kabuli-chana-raw',
  'kala-chana-raw',
  'lobia-raw',
  'soy-chunks',
  'tofu',
]);
put('Vegetables', [
  'onion',
  'tomato',
  'potato',
  'cauliflower',
  'cabbage',
  'spinach',
  'methi-leaves',
  'peas-green',
  'carrot',
  'beans-french',
  'capsicum',
  'brinjal',
  'okra',
  'bottle-gourd',
  'bitter-gourd',
  'pumpkin',
  'cucumber',
  'radish',
  'beetroot',
  'mushroom',
  'drumstick',
  'raw-banana',
  'sweet-potato',
  'colocasia',
  'ginger',
  'garlic',
  'green-chilli',
  'coriander-leaves',
  'curry-leaves',
  'lemon-juice',
  'mixed-vegetables',
]);
put('Fruit', [
  'apple',
  'banana',
  'mango',
  'papaya',
  'orange',
  'guava',
  'grapes',
  'pomegranate',
  'watermelon',
  'pineapple',
  'chikoo',
  'pear',
  'muskmelon',
  'litchi',
  'jamun',
  'amla',
  'custard-apple',
  'strawberry',
  'kiwi',
  'coconut-water',
  'dates',
  'mosambi',
  'raisins',
]);
put('Dairy', [
  'milk-toned',
  'milk-full-cream',
  'curd',
  'paneer',
  'cheese-processed',
  'cream',
  'khoa',
  'condensed-milk',
  'soy-milk',
]);
put('Eggs, meat and fish', [
  'egg',
  'egg-white',
  'chicken-raw',
  'chicken-with-bone-raw',
  'mutton-raw',
  'fish-rohu-raw',
  'fish-sea-raw',
  'prawns-raw',
]);
put('Oils and ghee', ['vegetable-oil', 'mustard-oil', 'coconut-oil', 'ghee', 'butter']);

/** Bought by the piece: grams (or ml) of the recipe's ingredient in one. */
const PIECES: Partial<Record<IngredientId, { grams: number; name: string }>> = {
  egg: { grams: 50, name: 'Eggs' },
  'egg-white': { grams: 33, name: 'Eggs (for the whites)' },
  banana: { grams: 100, name: 'Bananas' },
  apple: { grams: 150, name: 'Apples' },
  orange: { grams: 130, name: 'Oranges' },
  mosambi: { grams: 150, name: 'Sweet limes (mosambi)' },
  pear: { grams: 150, name: 'Pears' },
  guava: { grams: 120, name: 'Guavas' },
  kiwi: { grams: 75, name: 'Kiwi fruit' },
  amla: { grams: 30, name: 'Amla' },
  'lemon-juice': { grams: 30, name: 'Lemons' },
  'coconut-water': { grams: 250, name: 'Tender coconuts' },
  'white-bread': { grams: 25, name: 'White bread, slices' },
  'brown-bread': { grams: 25, name: 'Brown bread, slices' },
};

/** Measured in ml: the ingredients the table keeps per 100 ml. */
const isLiquid = (id: IngredientId) => INGREDIENTS[id].name.includes('per 100 ml');

/** The table's name without the notes a nutritionist looks it up by: 'Onion, raw' is 'Onion'. */
const shopName = (name: string) => name.replace(/, per 100 ml/, '').replace(/, (raw|dry)\b.*$/, '');

/** Grams to a shop's words: to 50 g under a kilo (at least 10 g), to 0.1 kg above. */
function amountOf(id: IngredientId, grams: number): string {
  const piece = PIECES[id];
  if (piece) {
    const count = Math.ceil(grams / piece.grams - 0.05);
    return `${Math.max(1, count)} ${count === 1 ? 'piece' : 'pieces'}`;
  }
  const [small, large, largeMany] = isLiquid(id) ? ['ml', 'litre', 'litres'] : ['g', 'kg', 'kg'];
  if (grams < 1000) {
    const rounded = grams < 50 ? Math.max(10, Math.ceil(grams / 10) * 10) : Math.ceil(grams / 50) * 50;
    if (rounded < 1000) return `${rounded} ${small}`;
  }
  const big = Math.ceil(grams / 100) / 10;
  return `${big.toLocaleString('en-IN')} ${big === 1 ? large : largeMany}`;
}

/** The raw ingredients of these foods, summed by ingredient, grouped by aisle in GROCERY_GROUPS' order, A to Z within. */
export function groceryList(foods: readonly ChartFood[]): GroceryLine[] {
  const grams = new Map<IngredientId, number>();
  for (const item of foods) {
    const recipe = recipeOf(item.foodId);
    if (!recipe) continue;
    const eaten = servingGrams(item) * item.quantity;
    for (const [id, raw] of recipe.ingredients as [IngredientId, number][]) {
      if (NOT_LISTED.has(id)) continue;
      grams.set(id, (grams.get(id) ?? 0) + (raw * eaten) / recipe.yieldG);
    }
  }
  const lines = [...grams].map(([id, total]) => ({
    ingredientId: id,
    name: PIECES[id]?.name ?? shopName(INGREDIENTS[id].name),
    group: GROUP_OF[id] ?? 'Other',
    amount: amountOf(id, total),
  }));
  return lines.sort(
    (a, b) => GROCERY_GROUPS.indexOf(a.group) - GROCERY_GROUPS.indexOf(b.group) || a.name.localeCompare(b.name, 'en-IN'),
  );
}
