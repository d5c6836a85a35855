import 'server-only';
import { sql } from 'drizzle-orm';
import type { OwnFoodInput } from '@/lib/domain/food-log';
import type { Diet, Nutrients, Serving } from '@/lib/domain/foods/types';
import { rowsOf } from './connection';
import { foods } from './schema';
import { type SessionUser, withUser } from './with-user';

/** A food as search finds it: per 100 g values, its servings, whether it is the customer's own. */
export interface FoodMatch {
  id: string;
  name: string;
  hindi: string | null;
  diet: Diet;
  servings: Serving[];
  per100g: Nutrients;
  own: boolean;
}

interface MatchRow {
  id: string;
  name: string;
  hindi: string | null;
  diet: Diet;
  servings: Serving[] | string;
  kcal: string | number;
  protein: string | number;
  carbs: string | number;
  fat: string | number;
  fibre: string | number;
  own: boolean;
}

/**
 * Search as you type, as the customer (the shared foods and their own): exact, then prefix, then
 * contained, then similar names, the ones that suit their diet first (search_foods()).
 */
export async function searchFoods(user: SessionUser, query: string, limit = 20): Promise<FoodMatch[]> {
  const rows = rowsOf<MatchRow>(
    await withUser(user, (tx) => tx.execute(sql`select * from public.search_foods(${query}, null, ${limit})`)),
  );
  return rows.map((row) =>
    foodMatchOf({
      ...row,
      servings: typeof row.servings === 'string' ? JSON.parse(row.servings) : row.servings,
    }),
  );
}

type FoodRow = Pick<typeof foods.$inferSelect, 'id' | 'name' | 'hindi' | 'diet' | 'servings'> &
  Record<keyof Nutrients, string | number> & { own: boolean };

/** A food row as search and the shortcuts hand it to the browser. */
export function foodMatchOf(row: FoodRow): FoodMatch {
  return {
    id: row.id,
    name: row.name,
    hindi: row.hindi,
    diet: row.diet,
    servings: row.servings,
    per100g: {
      kcal: Number(row.kcal),
      protein: Number(row.protein),
      carbs: Number(row.carbs),
      fat: Number(row.fat),
      fibre: Number(row.fibre),
    },
    own: row.own,
  };
}

/**
 * 'Create a food': the customer's own food (RLS: theirs alone, and their coach's to read), kept
 * per 100 g like the shared table, with its serving and '100 g' to log it by.
 */
export async function createOwnFood(user: SessionUser, input: OwnFoodInput): Promise<FoodMatch> {
  const per100g = (value: number) => Math.round(((value * 100) / input.grams) * 100) / 100;
  const servings = [
    { label: input.serving, grams: input.grams },
    ...(input.grams === 100 ? [] : [{ label: '100 g', grams: 100 }]),
  ];
  const [row] = await withUser(user, (tx) =>
    tx
      .insert(foods)
      .values({
        ownerId: user.id,
        name: input.name,
        diet: input.diet,
        course: 'custom',
        servings,
        kcal: per100g(input.kcal),
        protein: per100g(input.protein),
        carbs: per100g(input.carbs),
        fat: per100g(input.fat),
        fibre: per100g(input.fibre),
        method: { source: 'customer', perServing: { grams: input.grams, kcal: input.kcal } },
      })
      .returning(),
  );
  return foodMatchOf({ ...row!, own: true });
}
