import { getSessionUser } from '@/lib/auth/session';
import { searchFoods } from '@/lib/db/foods';
import { FOOD_QUERY_MAX } from '@/lib/domain/food-log';

/**
 * Search as you type for the 'Log food' sheet: the shared foods and the customer's own, the ones
 * that suit their diet first. GET, so the browser can cancel a query it no longer needs.
 */
export async function GET(request: Request) {
  const user = await getSessionUser();
  if (!user) return Response.json({ error: 'Sign in first.' }, { status: 401 });
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, FOOD_QUERY_MAX);
  const foods = query ? await searchFoods(user, query) : [];
  return Response.json({ foods }, { headers: { 'Cache-Control': 'private, no-store' } });
}
