import 'server-only';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type AddFoodInput,
  type AddOptionInput,
  type AddSlotInput,
  type AssignChartInput,
  type ChartDetailsInput,
  type ChartFoodInput,
  MAX_FOODS,
  MAX_OPTIONS,
  MAX_SLOTS,
  type NewChartInput,
  QUANTITY,
  type RemoveChartPartInput,
  type ScaleChartInput,
  type SlotInput,
} from '@/lib/domain/diet-chart-builder';
import { type FoodFound, foodRefusal, foodsFound, tableFoodOf } from '@/lib/domain/diet-chart-foods';
import { BASE_CHART_KEYS } from '@/lib/domain/diet-chart-choice';
import { scaleChart } from '@/lib/domain/diet-charts/scale';
import type { StoredDietChart } from '@/lib/domain/diet-charts/stored';
import { DEFAULT_SLOTS, type ChartDiet } from '@/lib/domain/diet-charts/types';
import { dietAllows } from '@/lib/domain/diet-charts/diet-rules';
import { type DailyNutritionTargets, nutritionTargetsOf } from '@/lib/domain/nutrition';
import { accepted, type Outcome, refused, type Refusal } from '@/lib/domain/outcome';
import { rowsOf, type Tx } from './connection';
import { dietChartTreeIn } from './diet-charts';
import { customerLabelIn } from './programme-builder';
import { loadRoster } from './roster';
import {
  clientTargets,
  customerProfiles,
  dailyCheckins,
  dietChartFoods,
  dietChartOptions,
  dietCharts,
  dietChartSlots,
} from './schema';
import { type SessionUser, withUser } from './with-user';

/** A chart in the list of /coach/diet-charts. */
export interface DietChartListing {
  id: string;
  name: string;
  summary: string;
  diet: ChartDiet;
  kcal: number | null;
  pcod: boolean;
  builtIn: boolean;
  /** Made by the caller: theirs to delete. */
  mine: boolean;
  /** A week of seven days rather than one day repeated. */
  weekly: boolean;
  /** The caller's clients following a copy of it now (an admin's: everyone's). */
  following: number;
}

/** The built-ins' kinds in the order lib/domain/diet-chart-choice lists them (vegetarian North Indian first). */
const BASE_KEYS = `{${BASE_CHART_KEYS.join(',')}}`;

/** The coaches' charts by name, then the 24 built-ins by kind and kcal; what each holds in one query. */
export async function listDietCharts(user: SessionUser): Promise<DietChartListing[]> {
  const rows = rowsOf<{
    id: string;
    name: string;
    summary: string;
    diet: ChartDiet;
    kcal: number | null;
    pcod: boolean;
    built_in: boolean;
    mine: boolean;
    weekly: boolean;
    following: number;
  }>(
    await withUser(user, (tx) =>
      tx.execute(sql`
        select c.id, c.name, c.summary, c.diet, c.kcal, c.pcod, c.template_key is not null as built_in,
          c.created_by is not distinct from (select auth.uid()) as mine,
          exists (select 1 from public.diet_chart_slots s where s.chart_id = c.id and s.day > 0) as weekly,
          (select count(*)::int from public.diet_charts f
            where f.copied_from = c.id and f.replaced_at is null and f.client_id is not null) as following
        from public.diet_charts c
        where c.client_id is null
        order by c.template_key is not null, case when c.template_key is null then c.name end,
          array_position(${BASE_KEYS}::text[], regexp_replace(c.template_key, '-[0-9]+$', '')), c.kcal`),
    ),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    summary: row.summary,
    diet: row.diet,
    kcal: row.kcal,
    pcod: row.pcod,
    builtIn: row.built_in,
    mine: row.mine,
    weekly: row.weekly,
    following: row.following,
  }));
}

/** A client the chart may be assigned to: their diet, and the chart's foods it leaves out. */
export interface AssignableChartClient {
  id: string;
  name: string;
  phone: string;
  diet: ChartDiet;
  /** The chart's foods the client's diet leaves out, by name: assigning is refused while there are any. */
  refused: string[];
}

/** What /coach/diet-charts/[id] shows. */
export interface DietChartEditor {
  id: string;
  name: string;
  summary: string;
  diet: ChartDiet;
  kcal: number | null;
  pcod: boolean;
  builtIn: boolean;
  mine: boolean;
  copiedFrom: string | null;
  /** A client's own copy: who, and whether their profile's diet has moved on from the chart's. */
  client: { id: string; name: string; diet: ChartDiet } | null;
  /** The day's targets the totals are held against: the client's (the food log's), else the chart's kcal. */
  targets: Pick<DailyNutritionTargets, 'kcal' | 'macros'> | null;
  tree: StoredDietChart;
  /** A template's: the clients it may be assigned to. */
  clients: AssignableChartClient[];
  /** 'Add food' when open: the option it adds to and what it found. */
  search: { optionId: string; q: string; found: FoodFound[] } | null;
}

/** The chart a client's was copied from. */
const source = alias(dietCharts, 'source');

/** The targets the client's food log holds the day against: the coach's kcal, else the profile's formula on their latest weight. */
async function clientTargetsIn(tx: Tx, customerId: string): Promise<DailyNutritionTargets | null> {
  const [profile] = await tx.select().from(customerProfiles).where(eq(customerProfiles.userId, customerId));
  const [coach] = await tx
    .select({ calories: clientTargets.calories })
    .from(clientTargets)
    .where(eq(clientTargets.customerId, customerId))
    .orderBy(desc(clientTargets.setAt), desc(clientTargets.id))
    .limit(1);
  const [weighed] = await tx
    .select({ weight: dailyCheckins.weight })
    .from(dailyCheckins)
    .where(and(eq(dailyCheckins.userId, customerId), isNotNull(dailyCheckins.weight)))
    .orderBy(desc(dailyCheckins.day))
    .limit(1);
  return nutritionTargetsOf(profile ?? null, { current: weighed?.weight ?? null, target: null }, coach?.calories ?? null);
}

/** The chart's own kcal as targets, for a template. */
const chartTargets = (kcal: number | null) => (kcal === null ? null : { kcal, macros: null });

export async function loadDietChartEditor(
  user: SessionUser,
  chartId: string,
  search: { optionId: string; q: string } | null,
): Promise<DietChartEditor | null> {
  const stored = await withUser(user, async (tx) => {
    const [row] = await tx
      .select({ chart: dietCharts, copiedFrom: source.name })
      .from(dietCharts)
      .leftJoin(source, eq(source.id, dietCharts.copiedFrom))
      .where(eq(dietCharts.id, chartId));
    return row;
  });
  if (!stored) return null;
  const { chart, copiedFrom } = stored;
  // 'Assign' lists the caller's roster under a template; a client's copy names its one client.
  const roster = chart.clientId === null ? await loadRoster(user) : [];
  return withUser(user, async (tx) => {
    const tree = await dietChartTreeIn(tx, chart.id);
    const client = chart.clientId
      ? {
          id: chart.clientId,
          name: await customerLabelIn(tx, chart.clientId),
          diet: await dietOfIn(tx, chart.clientId),
        }
      : null;
    const diets = await dietsOfIn(
      tx,
      roster.map((entry) => entry.customerId),
    );
    const chartFoods = tree.days.flatMap((day) =>
      day.slots.flatMap((slot) => slot.options.flatMap((option) => option.foods.map((item) => item.foodId))),
    );
    const optionIds = tree.days.flatMap((day) => day.slots.flatMap((slot) => slot.options.map((option) => option.id)));
    return {
      id: chart.id,
      name: chart.name,
      summary: chart.summary,
      diet: chart.diet as ChartDiet,
      kcal: chart.kcal,
      pcod: chart.pcod,
      builtIn: chart.templateKey !== null,
      mine: chart.createdBy === user.id,
      copiedFrom,
      client,
      targets: client ? await clientTargetsIn(tx, client.id) : chartTargets(chart.kcal),
      tree,
      clients: roster.map((entry) => {
        const diet = diets.get(entry.customerId) ?? 'vegetarian';
        return {
          id: entry.customerId,
          name: entry.customer,
          phone: entry.phone,
          diet,
          refused: refusedFoods(chartFoods, diet),
        };
      }),
      search:
        search && optionIds.includes(search.optionId)
          ? { optionId: search.optionId, q: search.q, found: foodsFound(search.q, chart.diet as ChartDiet) }
          : null,
    };
  });
}

/** The foods (by name, once each) a diet leaves out of a chart. */
function refusedFoods(foodIds: readonly string[], diet: ChartDiet): string[] {
  const names = foodIds.flatMap((id) => {
    const food = tableFoodOf(id);
    return food && !dietAllows(diet, food) ? [food.name] : [];
  });
  return [...new Set(names)];
}

/** A customer's diet as their profile says it (diet_of(): vegetarian without one). */
async function dietOfIn(tx: Tx, customerId: string): Promise<ChartDiet> {
  const [row] = rowsOf<{ diet: ChartDiet }>(await tx.execute(sql`select public.diet_of(${customerId}::uuid) as diet`));
  return row?.diet ?? 'vegetarian';
}

/** The diets of many customers, by id. */
async function dietsOfIn(tx: Tx, customerIds: readonly string[]): Promise<Map<string, ChartDiet>> {
  if (customerIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: customerProfiles.userId, diet: customerProfiles.dietPreference })
    .from(customerProfiles)
    .where(inArray(customerProfiles.userId, [...customerIds]));
  return new Map(rows.map((row) => [row.id, row.diet as ChartDiet]));
}

// ---------------------------------------------------------------- making and deleting templates

/** 'New chart': a day repeated, its default slots each with an empty option to fill; the caller's; its id. */
export async function createDietChart(user: SessionUser, input: NewChartInput): Promise<string> {
  return withUser(user, async (tx) => {
    const [made] = await tx
      .insert(dietCharts)
      .values({ name: input.name, diet: input.diet, kcal: input.kcal, createdBy: user.id })
      .returning({ id: dietCharts.id });
    const slots = await tx
      .insert(dietChartSlots)
      .values(DEFAULT_SLOTS.map((slot, i) => ({ chartId: made!.id, day: 0, position: i + 1, ...slot })))
      .returning({ id: dietChartSlots.id });
    await tx.insert(dietChartOptions).values(slots.map((slot) => ({ chartId: made!.id, slotId: slot.id, position: 1 })));
    return made!.id;
  });
}

/** 'Copy': the caller's editable copy of a chart, named '… (copy)'; undefined when there is none to copy. */
export async function copyDietChart(user: SessionUser, chartId: string): Promise<string | undefined> {
  const [row] = rowsOf<{ copy: string | null }>(
    await withUser(user, (tx) =>
      tx.execute(sql`select public.copy_diet_chart_template(c.id, left(c.name, 73) || ' (copy)') as copy
        from public.diet_charts c where c.id = ${chartId}::uuid`),
    ),
  );
  return row?.copy ?? undefined;
}

/** 'Delete': a chart the caller made; its clients keep their copies. False when it is not theirs. */
export async function deleteDietChart(user: SessionUser, chartId: string): Promise<boolean> {
  const deleted = await withUser(user, (tx) =>
    tx.delete(dietCharts).where(eq(dietCharts.id, chartId)).returning({ id: dietCharts.id }),
  );
  return deleted.length === 1;
}

// ---------------------------------------------------------------- editing

type EditRefusal = Refusal<'gone' | 'builtIn' | 'dietChanged'>;

/**
 * The chart the caller is about to change, or why not: gone (or not theirs to read), a built-in,
 * or a client's whose profile has since changed diet (the database refuses any change to it until
 * the chart follows). Row-level security refuses the change itself to anyone else.
 */
async function editable(tx: Tx, chartId: string): Promise<Outcome<{ clientId: string | null; diet: ChartDiet }, EditRefusal>> {
  const [chart] = await tx
    .select({ templateKey: dietCharts.templateKey, clientId: dietCharts.clientId, diet: dietCharts.diet })
    .from(dietCharts)
    .where(eq(dietCharts.id, chartId));
  if (!chart) return refused('gone');
  if (chart.templateKey !== null) return refused('builtIn');
  if (chart.clientId && (await dietOfIn(tx, chart.clientId)) !== chart.diet) return refused('dietChanged');
  return accepted({ clientId: chart.clientId, diet: chart.diet as ChartDiet });
}

/**
 * Runs a change to a chart: refused before it when the chart may not be changed, and after it the
 * chart is dated; a client's counts as reviewed by the coach who changed it.
 */
async function editing<R extends Refusal = never>(
  user: SessionUser,
  chartId: string,
  change: (tx: Tx, chart: { diet: ChartDiet }) => Promise<R | null>,
): Promise<Outcome<object, EditRefusal | R>> {
  return withUser(user, async (tx) => {
    const chart = await editable(tx, chartId);
    if (chart.status === 'refused') return chart;
    const refusal = await change(tx, chart);
    if (refusal) return refusal;
    const touched = await tx
      .update(dietCharts)
      .set({ updatedAt: sql`public.clock_now()` })
      .where(eq(dietCharts.id, chartId))
      .returning({ id: dietCharts.id });
    if (touched.length === 0) return refused('gone');
    if (chart.clientId) await tx.execute(sql`select public.review_diet_chart(${chart.clientId}::uuid)`);
    return accepted({});
  });
}

const gone = refused('gone');

export async function saveChartDetails(user: SessionUser, input: ChartDetailsInput) {
  return editing<never>(user, input.chartId, async (tx) => {
    await tx
      .update(dietCharts)
      .set({ name: input.name, summary: input.summary, kcal: input.kcal })
      .where(eq(dietCharts.id, input.chartId));
    return null;
  });
}

/** A slot's name, meal and note. */
export async function saveSlot(user: SessionUser, input: SlotInput) {
  return editing(user, input.chartId, async (tx) => {
    const saved = await tx
      .update(dietChartSlots)
      .set({ name: input.name, meal: input.meal, note: input.note })
      .where(and(eq(dietChartSlots.id, input.slotId), eq(dietChartSlots.chartId, input.chartId)))
      .returning({ id: dietChartSlots.id });
    return saved.length === 1 ? null : gone;
  });
}

/** 'Add slot' at the end of a day, named 'New slot' as a snack, with an empty option to fill. */
export async function addSlot(user: SessionUser, input: AddSlotInput) {
  return editing(user, input.chartId, async (tx): Promise<Refusal<'gone' | 'tooManySlots'> | null> => {
    const slots = await tx
      .select({ day: dietChartSlots.day })
      .from(dietChartSlots)
      .where(eq(dietChartSlots.chartId, input.chartId));
    // A day of the chart as it is: the one day of a daily chart, or one of a week's seven.
    const days = new Set(slots.map((slot) => slot.day));
    if (slots.length > 0 && !days.has(input.day)) return gone;
    const inDay = slots.filter((slot) => slot.day === input.day).length;
    if (inDay >= MAX_SLOTS) return refused('tooManySlots');
    const [slot] = await tx
      .insert(dietChartSlots)
      .values({ chartId: input.chartId, day: input.day, position: inDay + 1, name: 'New slot', meal: 'snack' })
      .returning({ id: dietChartSlots.id });
    await tx.insert(dietChartOptions).values({ chartId: input.chartId, slotId: slot!.id, position: 1 });
    return null;
  });
}

/** 'Add option' to a slot: an empty one at the end, to fill with 'Add food'. */
export async function addOption(user: SessionUser, input: AddOptionInput) {
  return editing(user, input.chartId, async (tx): Promise<Refusal<'gone' | 'tooManyOptions'> | null> => {
    const [slot] = await tx
      .select({ id: dietChartSlots.id })
      .from(dietChartSlots)
      .where(and(eq(dietChartSlots.id, input.slotId), eq(dietChartSlots.chartId, input.chartId)));
    if (!slot) return gone;
    const [{ options } = { options: 0 }] = await tx
      .select({ options: count() })
      .from(dietChartOptions)
      .where(eq(dietChartOptions.slotId, input.slotId));
    if (options >= MAX_OPTIONS) return refused('tooManyOptions');
    await tx.insert(dietChartOptions).values({ chartId: input.chartId, slotId: input.slotId, position: options + 1 });
    return null;
  });
}

/**
 * 'Add' from 'Add food': one of the food's first serving at the end of the option; refused, the
 * food named, when the chart's diet leaves it out (the database's trigger refuses it too).
 */
export async function addFood(user: SessionUser, input: AddFoodInput) {
  type Refused = Refusal<'gone' | 'food' | 'tooManyFoods'> | (Refusal<'notForDiet'> & { message: string });
  return editing(user, input.chartId, async (tx, chart): Promise<Refused | null> => {
    const food = tableFoodOf(input.foodId);
    if (!food) return refused('food');
    const refusal = foodRefusal(food, chart.diet);
    if (refusal) return { ...refused('notForDiet'), message: refusal };
    const [option] = await tx
      .select({ id: dietChartOptions.id })
      .from(dietChartOptions)
      .where(and(eq(dietChartOptions.id, input.optionId), eq(dietChartOptions.chartId, input.chartId)));
    if (!option) return gone;
    const [{ foods } = { foods: 0 }] = await tx
      .select({ foods: count() })
      .from(dietChartFoods)
      .where(eq(dietChartFoods.optionId, input.optionId));
    if (foods >= MAX_FOODS) return refused('tooManyFoods');
    await tx.insert(dietChartFoods).values({
      chartId: input.chartId,
      optionId: input.optionId,
      position: foods + 1,
      foodId: food.id,
      serving: food.servings[0]!.label,
      quantity: 1,
    });
    return null;
  });
}

/** A food's serving (one of its own) and quantity. */
export async function saveChartFood(user: SessionUser, input: ChartFoodInput) {
  return editing(user, input.chartId, async (tx): Promise<Refusal<'gone' | 'serving'> | null> => {
    const [row] = await tx
      .select({ foodId: dietChartFoods.foodId })
      .from(dietChartFoods)
      .where(and(eq(dietChartFoods.id, input.rowId), eq(dietChartFoods.chartId, input.chartId)));
    if (!row) return gone;
    if (!tableFoodOf(row.foodId)?.servings.some((serving) => serving.label === input.serving)) return refused('serving');
    await tx
      .update(dietChartFoods)
      .set({ serving: input.serving, quantity: input.quantity })
      .where(eq(dietChartFoods.id, input.rowId));
    return null;
  });
}

/** 'Remove' a slot, an option (not a slot's last) or a food; those after it move up. */
export async function removeChartPart(user: SessionUser, input: RemoveChartPartInput) {
  return editing(user, input.chartId, async (tx): Promise<Refusal<'gone' | 'lastOption'> | null> => {
    switch (input.part) {
      case 'slot': {
        const [slot] = await tx
          .delete(dietChartSlots)
          .where(and(eq(dietChartSlots.id, input.id), eq(dietChartSlots.chartId, input.chartId)))
          .returning();
        if (!slot) return gone;
        await tx
          .update(dietChartSlots)
          .set({ position: sql`${dietChartSlots.position} - 1` })
          .where(
            and(
              eq(dietChartSlots.chartId, input.chartId),
              eq(dietChartSlots.day, slot.day),
              gt(dietChartSlots.position, slot.position),
            ),
          );
        return null;
      }
      case 'option': {
        const [option] = await tx
          .select()
          .from(dietChartOptions)
          .where(and(eq(dietChartOptions.id, input.id), eq(dietChartOptions.chartId, input.chartId)));
        if (!option) return gone;
        const [{ options } = { options: 0 }] = await tx
          .select({ options: count() })
          .from(dietChartOptions)
          .where(eq(dietChartOptions.slotId, option.slotId));
        if (options <= 1) return refused('lastOption');
        await tx.delete(dietChartOptions).where(eq(dietChartOptions.id, option.id));
        await tx
          .update(dietChartOptions)
          .set({ position: sql`${dietChartOptions.position} - 1` })
          .where(and(eq(dietChartOptions.slotId, option.slotId), gt(dietChartOptions.position, option.position)));
        return null;
      }
      case 'food': {
        const [row] = await tx
          .delete(dietChartFoods)
          .where(and(eq(dietChartFoods.id, input.id), eq(dietChartFoods.chartId, input.chartId)))
          .returning();
        if (!row) return gone;
        await tx
          .update(dietChartFoods)
          .set({ position: sql`${dietChartFoods.position} - 1` })
          .where(and(eq(dietChartFoods.optionId, row.optionId), gt(dietChartFoods.position, row.position)));
        return null;
      }
    }
  });
}

/** 'Scale to target': every option's quantities rescaled to the day's kcal (lib/domain/diet-charts/scale), and the chart's kcal set to it. */
export async function scaleDietChart(user: SessionUser, input: ScaleChartInput) {
  return editing<never>(user, input.chartId, async (tx) => {
    const tree = await dietChartTreeIn(tx, input.chartId);
    const scaled = scaleChart(tree, input.kcal);
    const changes = scaled.days.flatMap((day, d) =>
      day.slots.flatMap((slot, s) =>
        slot.options.flatMap((option, o) =>
          option.foods.flatMap((item, f) =>
            item.quantity === tree.days[d]!.slots[s]!.options[o]!.foods[f]!.quantity
              ? []
              : [{ id: item.id, quantity: Math.min(QUANTITY.max, item.quantity) }],
          ),
        ),
      ),
    );
    for (const change of changes) {
      await tx.update(dietChartFoods).set({ quantity: change.quantity }).where(eq(dietChartFoods.id, change.id));
    }
    await tx.update(dietCharts).set({ kcal: input.kcal }).where(eq(dietCharts.id, input.chartId));
    return null;
  });
}

/** 'Make it a week': the one day repeated becomes Monday to Sunday, each a copy of it to change. */
export async function makeDietChartAWeek(user: SessionUser, chartId: string) {
  return editing(user, chartId, async (tx): Promise<Refusal<'alreadyAWeek'> | null> => {
    const slots = await tx
      .select()
      .from(dietChartSlots)
      .where(eq(dietChartSlots.chartId, chartId))
      .orderBy(asc(dietChartSlots.position));
    if (slots.some((slot) => slot.day > 0)) return refused('alreadyAWeek');
    const options = await tx.select().from(dietChartOptions).where(eq(dietChartOptions.chartId, chartId));
    const foods = await tx.select().from(dietChartFoods).where(eq(dietChartFoods.chartId, chartId));
    // Monday keeps the day's own rows (so a food log's 'As planned' keeps its slot); Tuesday to Sunday are copies.
    await tx.update(dietChartSlots).set({ day: 1 }).where(eq(dietChartSlots.chartId, chartId));
    for (let day = 2; day <= 7; day += 1) {
      const madeSlots = await tx
        .insert(dietChartSlots)
        .values(
          slots.map((slot) => ({
            chartId,
            day,
            position: slot.position,
            name: slot.name,
            meal: slot.meal,
            note: slot.note,
          })),
        )
        .returning({ id: dietChartSlots.id, position: dietChartSlots.position });
      const slotOf = new Map(slots.map((slot) => [slot.id, madeSlots.find((made) => made.position === slot.position)!.id]));
      if (options.length === 0) continue;
      const madeOptions = await tx
        .insert(dietChartOptions)
        .values(options.map((option) => ({ chartId, slotId: slotOf.get(option.slotId)!, position: option.position })))
        .returning({ id: dietChartOptions.id, slotId: dietChartOptions.slotId, position: dietChartOptions.position });
      const optionOf = new Map(
        options.map((option) => [
          option.id,
          madeOptions.find((made) => made.slotId === slotOf.get(option.slotId) && made.position === option.position)!.id,
        ]),
      );
      if (foods.length === 0) continue;
      await tx.insert(dietChartFoods).values(
        foods.map((item) => ({
          chartId,
          optionId: optionOf.get(item.optionId)!,
          position: item.position,
          foodId: item.foodId,
          serving: item.serving,
          quantity: item.quantity,
        })),
      );
    }
    return null;
  });
}

// ---------------------------------------------------------------- assigning

/** 'Assign': each client ticked gets their own copy, in their diet; how many, 0 when refused. */
export async function assignDietChart(user: SessionUser, input: AssignChartInput): Promise<number> {
  const [row] = rowsOf<{ count: number }>(
    await withUser(user, (tx) =>
      tx.execute(
        sql`select public.assign_diet_chart(${input.chartId}::uuid, array[${sql.join(
          input.customerIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::uuid[]) as count`,
      ),
    ),
  );
  return row?.count ?? 0;
}
