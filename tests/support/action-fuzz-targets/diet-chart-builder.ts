import { sql } from 'drizzle-orm';
import { addFood, createDietChart, loadDietChartEditor } from '@/lib/db/diet-chart-builder';
import { getDatabase } from '@/lib/db/database';
import { rowsOf } from '@/lib/db/connection';
import { DIET_CHART_BUILDER_MESSAGES as M } from '@/lib/domain/diet-chart-builder';
import { DIET_PREFERENCES } from '@/lib/domain/profile-schema';
import { MEALS } from '@/lib/domain/progress';
import { isOk, refusedWith, type Target, world } from '../action-fuzz';
import { coachingTeam, payingClientOf } from '../coaching-team';
import { choiceField, literalField, numberField, tableIdField, textField, uuidField } from '../hostile';

// The coach's diet chart builder (issue 42): the coach's own chart changed, copied, scaled and
// assigned; a built-in never; a food the chart's diet leaves out refused by name. A customer is
// refused each before it runs; the cases of ok fields are sent by the fixture's coach.

const builderImport = await import('@/lib/actions/diet-chart-builder');

const the = {
  coach: { id: '' },
  client: { id: '' },
  /** A built-in ('Vegetarian North Indian 1,500 kcal'). */
  builtIn: '',
  /** The coach's own chart, and a slot, an option and a food of it. */
  chart: { id: '', slot: '', option: '', food: '' },
};

export async function prepare(): Promise<void> {
  const { admin, coach } = await coachingTeam();
  the.coach = coach;
  the.client = await payingClientOf(admin, coach);
  const { db } = await getDatabase();
  const [builtIn] = rowsOf<{ id: string }>(
    await db.execute(sql`select id from public.diet_charts where template_key = 'veg-north-1500'`),
  );
  the.builtIn = builtIn!.id;
  const id = await createDietChart(coach, { name: 'Fuzz chart', diet: 'vegetarian', kcal: 1500 });
  const slot = (await loadDietChartEditor(coach, id, null))!.tree.days[0]!.slots[1]!;
  await addFood(coach, { chartId: id, optionId: slot.options[0]!.id, foodId: 'poha' });
  const food = (await loadDietChartEditor(coach, id, null))!.tree.days[0]!.slots[1]!.options[0]!.foods[0]!;
  the.chart = { id, slot: slot.id, option: slot.options[0]!.id, food: food.id };
}

const ids = (...own: string[]) => uuidField([...own, ...world.otherIds]);

/** The chart's tables a run may add to, children first. */
const CHART_TABLES = [
  'public.diet_chart_foods',
  'public.diet_chart_options',
  'public.diet_chart_slots',
  'public.diet_charts',
] as const;

const base = { signedOut: M.signedOut, forbidden: M.notStaff, as: () => the.coach, modes: ['object', 'form'] } as const;

export const targets: Record<string, Target> = {
  createDietChartAction: {
    action: builderImport.createDietChartAction,
    spec: () => ({
      name: textField({ min: 2, max: 80 }),
      diet: choiceField(DIET_PREFERENCES),
      kcal: numberField({ min: 800, max: 5000, int: true }),
    }),
    runs: 100,
    ...base,
    accepted: (o) => o === 'redirect',
    scratch: CHART_TABLES,
  },
  copyDietChartAction: {
    action: builderImport.copyDietChartAction,
    spec: () => ({ chartId: ids(the.builtIn, the.chart.id) }),
    runs: 100,
    ...base,
    accepted: (o) => o === 'redirect' || refusedWith(M.gone)(o),
    scratch: CHART_TABLES,
  },
  // Only the built-in and others' ids: the fixture's chart stays.
  deleteDietChartAction: {
    action: builderImport.deleteDietChartAction,
    spec: () => ({ chartId: ids(the.builtIn), confirm: literalField('yes') }),
    ...base,
    accepted: refusedWith(M.notDeletable),
  },
  saveChartDetailsAction: {
    action: builderImport.saveChartDetailsAction,
    spec: () => ({
      chartId: ids(the.chart.id, the.builtIn),
      name: textField({ min: 2, max: 80 }),
      summary: textField({ min: 0, max: 300 }),
      kcal: numberField({ min: 800, max: 5000, int: true }),
    }),
    runs: 200,
    ...base,
    accepted: (o) => isOk(o) || refusedWith(M.gone, M.builtIn)(o),
  },
  saveSlotAction: {
    action: builderImport.saveSlotAction,
    spec: () => ({
      chartId: ids(the.chart.id),
      slotId: ids(the.chart.slot),
      name: textField({ min: 1, max: 40 }),
      meal: choiceField(MEALS),
      note: textField({ min: 0, max: 200 }),
    }),
    runs: 200,
    ...base,
    accepted: (o) => isOk(o) || refusedWith(M.gone)(o),
  },
  addSlotAction: {
    action: builderImport.addSlotAction,
    spec: () => ({ chartId: ids(the.chart.id), day: numberField({ min: 0, max: 7, int: true }) }),
    runs: 100,
    ...base,
    accepted: (o) => isOk(o) || refusedWith(M.gone, M.tooManySlots)(o),
    scratch: CHART_TABLES,
  },
  addOptionAction: {
    action: builderImport.addOptionAction,
    spec: () => ({ chartId: ids(the.chart.id), slotId: ids(the.chart.slot) }),
    runs: 100,
    ...base,
    accepted: (o) => isOk(o) || refusedWith(M.gone, M.tooManyOptions)(o),
    scratch: CHART_TABLES,
  },
  // A non-vegetarian food is refused by name.
  addFoodAction: {
    action: builderImport.addFoodAction,
    spec: () => ({
      chartId: ids(the.chart.id),
      optionId: ids(the.chart.option),
      foodId: tableIdField(['idli', 'dal-tadka', 'chicken-curry', 'egg-bhurji'], 'no-such-food'),
    }),
    runs: 100,
    ...base,
    accepted: (o) =>
      isOk(o) ||
      refusedWith(
        M.gone,
        M.food,
        M.tooManyFoods,
        'Not for a vegetarian chart: Chicken curry (non-vegetarian).',
        'Not for a vegetarian chart: Egg bhurji (egg).',
      )(o),
    scratch: CHART_TABLES,
  },
  saveChartFoodAction: {
    action: builderImport.saveChartFoodAction,
    spec: () => ({
      chartId: ids(the.chart.id),
      rowId: ids(the.chart.food),
      // Any words: one not among the food's own servings is refused.
      serving: textField({ min: 1, max: 60 }),
      quantity: numberField({ min: 0.5, max: 20, step: 0.5 }),
    }),
    runs: 200,
    ...base,
    accepted: (o) => isOk(o) || refusedWith(M.gone, M.serving)(o),
  },
  // Others' and random ids only: the fixture's parts stay.
  removeChartPartAction: {
    action: builderImport.removeChartPartAction,
    spec: () => ({ chartId: ids(the.chart.id), part: choiceField(['slot', 'option', 'food']), id: ids() }),
    ...base,
    accepted: refusedWith(M.gone),
  },
  scaleDietChartAction: {
    action: builderImport.scaleDietChartAction,
    spec: () => ({ chartId: ids(the.chart.id, the.builtIn), kcal: numberField({ min: 800, max: 5000, int: true }) }),
    runs: 100,
    ...base,
    accepted: (o) => isOk(o) || refusedWith(M.gone, M.builtIn)(o),
  },
  // The built-in and others' ids: the fixture's chart stays a day repeated.
  makeDietChartAWeekAction: {
    action: builderImport.makeDietChartAWeekAction,
    spec: () => ({ chartId: ids(the.builtIn) }),
    ...base,
    accepted: refusedWith(M.gone, M.builtIn),
  },
  assignDietChartAction: {
    action: builderImport.assignDietChartAction,
    spec: () => ({ chartId: ids(the.chart.id, the.builtIn), 'client.0': ids(the.client.id) }),
    runs: 100,
    ...base,
    accepted: (o) => isOk(o) || refusedWith(M.notAssignable)(o),
    scratch: CHART_TABLES,
    cleanup: () => firstChartBack(),
  },
};

/** The copies a run assigned are gone (scratch): the chart the client's payment gave is theirs again. */
async function firstChartBack(): Promise<void> {
  const { db } = await getDatabase();
  await db.execute(sql`
    update public.diet_charts set replaced_at = null
    where id = (select c.id from public.diet_charts c where c.client_id = ${the.client.id} order by c.created_at limit 1)
      and not exists (select 1 from public.diet_charts c where c.client_id = ${the.client.id} and c.replaced_at is null)`);
}
