import 'server-only';
import { and, desc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { defaultDietChartFor, type DietChartKey } from '@/lib/domain/diet-chart-choice';
import { keptOn, optionViewOf, swapViewOf, todaysMealsOf } from '@/lib/domain/diet-charts/follow';
import type { AteThisInput, GroceryLine, SwapInput, SwapsOfOption, TodaysMeals } from '@/lib/domain/diet-charts/views';
import { swapOf, swapsFor } from '@/lib/domain/diet-charts/swaps';
import type { ChartFood } from '@/lib/domain/diet-charts/types';
import { MEAL_LABEL } from '@/lib/domain/progress';
import { GROCERY_DAYS, groceryList } from '@/lib/domain/diet-charts/grocery';
import { chartSheetOf, type SheetDay } from '@/lib/domain/diet-charts/sheet';
import { chartDayOn, chartDaysOf, type StoredChartSlot, type StoredDietChart } from '@/lib/domain/diet-charts/stored';
import { nutrientsOfPortion } from '@/lib/domain/foods/nutrients';
import { addDays } from '@/lib/domain/india-time';
import type { StateCode } from '@/lib/domain/indian-states';
import { nutritionTargetsOf } from '@/lib/domain/nutrition';
import type { DietPreference } from '@/lib/domain/profile-schema';
import { accepted, type Outcome, refused, type Refusal } from '@/lib/domain/outcome';
import { firstTime } from './checkins';
import { rowsOf, type Tx } from './connection';
import { clientTargets, customerProfiles, dietCharts, foodLogs, foods, orders } from './schema';
import { type SessionUser, withUser } from './with-user';

/** A chart's days, slots, options and foods, as far as the caller may read them. */
export async function dietChartTreeIn(tx: Tx, chartId: string): Promise<StoredDietChart> {
  const [row] = rowsOf<{ tree: { slots: StoredChartSlot[] } }>(
    await tx.execute(sql`select public.diet_chart_tree(${chartId}::uuid) as tree`),
  );
  return { days: chartDaysOf(row?.tree.slots ?? []) };
}

export type DietChartRow = typeof dietCharts.$inferSelect;

/** A customer's current diet chart with its days, or undefined before they have one. */
export async function currentDietChartIn(
  tx: Tx,
  customerId: string,
): Promise<{ chart: DietChartRow; tree: StoredDietChart } | undefined> {
  const [chart] = await tx
    .select()
    .from(dietCharts)
    .where(and(eq(dietCharts.clientId, customerId), isNull(dietCharts.replacedAt)));
  return chart && { chart, tree: await dietChartTreeIn(tx, chart.id) };
}

/**
 * The built-in a customer gets (lib/domain/diet-chart-choice) from their profile's diet, medical
 * issues and calorie target (the coach's, else the formula on the profile's weight), and where
 * their latest invoice goes.
 */
async function defaultDietChartIn(tx: Tx, customerId: string): Promise<DietChartKey> {
  const [profile] = await tx.select().from(customerProfiles).where(eq(customerProfiles.userId, customerId));
  const [targets] = await tx
    .select({ calories: clientTargets.calories })
    .from(clientTargets)
    .where(eq(clientTargets.customerId, customerId))
    .orderBy(desc(clientTargets.setAt), desc(clientTargets.id))
    .limit(1);
  const [latest] = await tx
    .select({ state: orders.placeOfSupply })
    .from(orders)
    .where(and(eq(orders.userId, customerId), eq(orders.status, 'paid')))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  const kcal = nutritionTargetsOf(profile ?? null, { current: null, target: null }, targets?.calories ?? null)?.kcal ?? null;
  return defaultDietChartFor({
    diet: profile?.dietPreference ?? null,
    kcal,
    medicalIssues: profile?.medicalIssues ?? null,
    state: (latest?.state as StateCode | null | undefined) ?? null,
  });
}

/**
 * Gives a paying customer their default diet chart, or changes it to follow a changed profile
 * while no coach has reviewed it, with the server's own rights (in the payment's transaction).
 */
export async function giveDefaultDietChartIn(tx: Tx, customerId: string): Promise<void> {
  const template = await defaultDietChartIn(tx, customerId);
  await tx.execute(sql`select public.default_diet_chart_for(${customerId}::uuid, ${template})`);
}

/** The same as the customer (their profile saved) or their coach, under row-level security. */
export async function giveDefaultDietChartAs(tx: Tx, customerId: string): Promise<void> {
  const template = await defaultDietChartIn(tx, customerId);
  await tx.execute(sql`select public.give_default_diet_chart(${customerId}::uuid, ${template})`);
}

/** The slots of the customer's chart the food log holds an entry from on the day. */
async function followedSlotsIn(tx: Tx, userId: string, day: string): Promise<Set<string>> {
  const rows = await tx
    .selectDistinct({ slotId: foodLogs.chartSlotId })
    .from(foodLogs)
    .where(and(eq(foodLogs.userId, userId), eq(foodLogs.day, day), isNotNull(foodLogs.chartSlotId)));
  return new Set(rows.map((row) => row.slotId!));
}

/** Today's meals of the customer's current chart, marked as followed; null without a chart. */
export async function todaysMealsIn(tx: Tx, userId: string, day: string): Promise<TodaysMeals | null> {
  const current = await currentDietChartIn(tx, userId);
  if (!current) return null;
  return todaysMealsOf(current.tree, current.chart.name, day, await followedSlotsIn(tx, userId, day));
}

/** Today's slot and option of the customer's current chart, or null for one no longer there. */
async function todaysOptionIn(tx: Tx, userId: string, day: string, slotId: string, optionId: string) {
  const current = await currentDietChartIn(tx, userId);
  const slot = current && chartDayOn(current.tree, day)?.slots.find((each) => each.id === slotId);
  const option = slot?.options.find((each) => each.id === optionId);
  return current && slot && option ? { chart: current.chart, slot, option } : null;
}

/**
 * Logs foods to the day's food log under the slot's meal, each with the slot it followed (and
 * whether as a swap), their nutrients from the foods' rows (never the browser). Once a slot a day:
 * a second tap (or the phone's outbox sending it again) logs nothing more.
 */
async function logChartFoodsIn(
  tx: Tx,
  userId: string,
  day: string,
  clientId: string | undefined,
  slot: StoredChartSlot,
  items: readonly ChartFood[],
  chartSwap: boolean,
): Promise<Outcome<{ slot: string; kcal: number; again: boolean }, Refusal<'mealGone'>>> {
  if (!(await firstTime(tx, userId, 'food', day, clientId)) || (await followedSlotsIn(tx, userId, day)).has(slot.id)) {
    return accepted({ slot: slot.name, kcal: 0, again: true });
  }
  const rows = await tx
    .select()
    .from(foods)
    .where(
      and(
        inArray(
          foods.id,
          items.map((item) => item.foodId),
        ),
        isNull(foods.ownerId),
      ),
    );
  const entries = items.flatMap((item) => {
    const food = rows.find((row) => row.id === item.foodId);
    const serving = food?.servings.find((each) => each.label === item.serving);
    if (!food || !serving) return [];
    return [
      {
        userId,
        day,
        meal: slot.meal,
        foodId: food.id,
        foodName: food.name,
        servingLabel: serving.label,
        servingGrams: serving.grams,
        quantity: item.quantity,
        chartSlotId: slot.id,
        chartSwap,
        ...nutrientsOfPortion(food, serving.grams, item.quantity),
      },
    ];
  });
  if (entries.length === 0) return refused('mealGone');
  await tx.insert(foodLogs).values(entries);
  return accepted({ slot: slot.name, kcal: entries.reduce((sum, entry) => sum + entry.kcal, 0), again: false });
}

/** 'Ate this': the option of today's slot, as planned. */
export async function ateChartOption(
  user: SessionUser,
  input: AteThisInput,
  day: string,
): Promise<Outcome<{ slot: string; kcal: number; again: boolean }, Refusal<'mealGone'>>> {
  return withUser(user, async (tx) => {
    const today = await todaysOptionIn(tx, user.id, day, input.slotId, input.optionId);
    if (!today) return refused('mealGone');
    return logChartFoodsIn(tx, user.id, day, input.clientId, today.slot, today.option.foods, false);
  });
}

/** /plan/swap: today's slot and option and what the chart's diet allows instead; null for a slot or option no longer there. */
export async function swapsOfOption(
  user: SessionUser,
  slotId: string,
  optionId: string,
  day: string,
): Promise<SwapsOfOption | null> {
  return withUser(user, async (tx) => {
    const today = await todaysOptionIn(tx, user.id, day, slotId, optionId);
    if (!today) return null;
    const { chart, slot, option } = today;
    return {
      slot: {
        id: slot.id,
        name: slot.name,
        meal: MEAL_LABEL[slot.meal],
        followed: (await followedSlotsIn(tx, user.id, day)).has(slot.id),
      },
      option: optionViewOf(option, slot.options.indexOf(option)),
      swaps: swapsFor(slot, option, chart.diet).map(swapViewOf),
    };
  });
}

/** 'Ate this instead': one of the option's swaps (as the server works them out now), logged as following the slot. */
export async function ateChartSwap(
  user: SessionUser,
  input: SwapInput,
  day: string,
): Promise<Outcome<{ slot: string; kcal: number; again: boolean }, Refusal<'mealGone' | 'swapGone'>>> {
  return withUser(user, async (tx) => {
    const today = await todaysOptionIn(tx, user.id, day, input.slotId, input.optionId);
    if (!today) return refused('mealGone');
    const swap = swapOf(today.slot, today.option, today.chart.diet, input.swap);
    if (!swap) return refused('swapGone');
    return logChartFoodsIn(tx, user.id, day, input.clientId, today.slot, swap.foods, true);
  });
}

/** The customer's whole chart on one sheet (/plan/chart, to print); null before they have one. */
export async function myChartSheet(
  user: SessionUser,
): Promise<{ name: string; diet: DietPreference; kcal: number | null; days: SheetDay[] } | null> {
  const current = await withUser(user, (tx) => currentDietChartIn(tx, user.id));
  if (!current) return null;
  const { name, diet, kcal } = current.chart;
  return { name, diet: diet as DietPreference, kcal, days: chartSheetOf(current.tree) };
}

/** 'Grocery list': the next seven days of the customer's chart, from today. */
export interface GroceryWeek {
  chartId: string;
  chartName: string;
  from: string;
  to: string;
  lines: GroceryLine[];
}

/**
 * The raw ingredients of the next 7 days' first options (the chart as planned), summed; null
 * without a chart.
 */
export async function groceryWeekFor(user: SessionUser, today: string): Promise<GroceryWeek | null> {
  const current = await withUser(user, (tx) => currentDietChartIn(tx, user.id));
  if (!current) return null;
  const days = Array.from({ length: GROCERY_DAYS }, (_, index) => addDays(today, index));
  const planned = days.flatMap(
    (day) => chartDayOn(current.tree, day)?.slots.flatMap((slot) => slot.options[0]?.foods ?? []) ?? [],
  );
  return {
    chartId: current.chart.id,
    chartName: current.chart.name,
    from: today,
    to: days.at(-1)!,
    lines: groceryList(planned),
  };
}

/** A day of the client's chart as the coach sees it: the slots followed of those planned, and kcal planned against eaten. */
export interface ChartDayKept {
  day: string;
  followed: number;
  planned: number;
  plannedKcal: number;
  eatenKcal: number;
}

/** 'Diet chart' on the client page: the chart, whether a coach has looked at it, and how the last days kept to it. */
export interface ClientDietChart {
  chart: { id: string; name: string; diet: DietPreference; kcal: number | null; reviewedAt: string | null } | null;
  days: ChartDayKept[];
}

/** The client's current chart and the `days` days to today, in the coach's transaction (RLS applies). */
export async function clientDietChartIn(tx: Tx, customerId: string, today: string, days: number): Promise<ClientDietChart> {
  const current = await currentDietChartIn(tx, customerId);
  if (!current) return { chart: null, days: [] };
  const from = addDays(today, -(days - 1));
  const logs = await tx
    .select({ day: foodLogs.day, kcal: foodLogs.kcal, slotId: foodLogs.chartSlotId })
    .from(foodLogs)
    .where(and(eq(foodLogs.userId, customerId), gte(foodLogs.day, from), lte(foodLogs.day, today)));
  const { chart, tree } = current;
  return {
    chart: {
      id: chart.id,
      name: chart.name,
      diet: chart.diet,
      kcal: chart.kcal,
      reviewedAt: chart.reviewedAt?.toISOString() ?? null,
    },
    days: Array.from({ length: days }, (_, index) => {
      const day = addDays(today, -index);
      const ofDay = logs.filter((log) => log.day === day);
      return {
        day,
        ...keptOn(tree, day, new Set(ofDay.flatMap((log) => (log.slotId ? [log.slotId] : [])))),
        eatenKcal: Math.round(ofDay.reduce((sum, log) => sum + log.kcal, 0)),
      };
    }),
  };
}

/** 'Confirm this chart': the default the payment gave stays as it is, and stops following the profile. */
export async function confirmClientDietChart(user: SessionUser, customerId: string): Promise<boolean> {
  const [row] = rowsOf<{ confirmed: boolean }>(
    await withUser(user, (tx) => tx.execute(sql`select public.review_diet_chart(${customerId}::uuid) as confirmed`)),
  );
  return row?.confirmed === true;
}
