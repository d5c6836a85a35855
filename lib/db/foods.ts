import 'server-only';
import { sql } from 'drizzle-orm';
import type { Diet, Nutrients, Serving } from '@/lib/domain/foods/types';
import { rowsOf } from './connection';
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
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    hindi: row.hindi,
    diet: row.diet,
    servings: typeof row.servings === 'string' ? JSON.parse(row.servings) : row.servings,
    per100g: {
      kcal: Number(row.kcal),
      protein: Number(row.protein),
      carbs: Number(row.carbs),
      fat: Number(row.fat),
      fibre: Number(row.fibre),
    },
    own: row.own,
  }));
}
