/**
 * The food table as SQL: the migration that seeds it is generated from lib/domain/foods
 * (`npm run foods:seed`), and a unit test keeps the two the same. Pure: no I/O.
 */
import type { FoodEntry } from './index';

const text = (value: string) => `'${value.replaceAll("'", "''")}'`;
const json = (value: unknown) => `${text(JSON.stringify(value))}::jsonb`;
const textArray = (values: readonly string[]) => (values.length ? `array[${values.map(text).join(', ')}]` : `'{}'::text[]`);

const COLUMNS = 'id, name, hindi, synonyms, diet, course, region, servings, kcal, protein, carbs, fat, fibre, method';

function row(food: FoodEntry): string {
  const n = food.per100g;
  return `  (${[
    text(food.id),
    text(food.name),
    text(food.hindi),
    textArray(food.synonyms),
    text(food.diet),
    text(food.course),
    text(food.region),
    json(food.servings),
    n.kcal,
    n.protein,
    n.carbs,
    n.fat,
    n.fibre,
    json(food.method),
  ].join(', ')})`;
}

export function foodSeedSql(foods: readonly FoodEntry[]): string {
  const updates = COLUMNS.split(', ')
    .filter((column) => column !== 'id')
    .map((column) => `${column} = excluded.${column}`)
    .join(', ');
  return [
    '-- The shared food table (issue 25), generated from lib/domain/foods by `npm run foods:seed`:',
    '-- change the data there and generate a new migration; never edit this file by hand.',
    '',
    `insert into public.foods (${COLUMNS}) values`,
    foods.map(row).join(',\n'),
    `on conflict (id) do update set ${updates};`,
    '',
  ].join('\n');
}
