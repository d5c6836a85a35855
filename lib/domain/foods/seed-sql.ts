/**
 * The food table as SQL: the migration that seeds it is generated from lib/domain/foods
 * (`npm run foods:seed`), and a unit test keeps the two the same. Pure: no I/O.
 */
import { sqlJson, sqlText, sqlTextArray, upsertSql } from '../sql-literals';
import type { FoodEntry } from './index';

const COLUMNS = [
  'id',
  'name',
  'hindi',
  'synonyms',
  'diet',
  'course',
  'region',
  'servings',
  'kcal',
  'protein',
  'carbs',
  'fat',
  'fibre',
  'method',
  'jain',
];

function row(food: FoodEntry): string {
  const n = food.per100g;
  return `  (${[
    sqlText(food.id),
    sqlText(food.name),
    sqlText(food.hindi),
    sqlTextArray(food.synonyms),
    sqlText(food.diet),
    sqlText(food.course),
    sqlText(food.region),
    sqlJson(food.servings),
    n.kcal,
    n.protein,
    n.carbs,
    n.fat,
    n.fibre,
    sqlJson(food.method),
    food.jain,
  ].join(', ')})`;
}

export function foodSeedSql(foods: readonly FoodEntry[]): string {
  return [
    '-- The shared food table (issue 25), generated from lib/domain/foods by `npm run foods:seed`:',
    '-- change the data there and generate a new migration; never edit this file by hand.',
    '',
    upsertSql('public.foods', COLUMNS, foods.map(row)),
    '',
  ].join('\n');
}
