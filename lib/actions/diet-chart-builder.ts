'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { failure, ok } from '@/lib/actions/result';
import { validatedStaffAction } from '@/lib/actions/validated';
import {
  addFood,
  addOption,
  addSlot,
  assignDietChart,
  copyDietChart,
  createDietChart,
  deleteDietChart,
  makeDietChartAWeek,
  removeChartPart,
  saveChartDetails,
  saveChartFood,
  saveSlot,
  scaleDietChart,
} from '@/lib/db/diet-chart-builder';
import {
  addFoodSchema,
  addOptionSchema,
  addSlotSchema,
  assignChartSchema,
  chartDetailsSchema,
  chartFoodSchema,
  chartIdSchema,
  deleteChartSchema,
  DIET_CHART_BUILDER_MESSAGES as M,
  newChartSchema,
  removeChartPartSchema,
  scaleChartSchema,
  slotSchema,
} from '@/lib/domain/diet-chart-builder';
import { tableFoodOf } from '@/lib/domain/diet-chart-foods';
import type { Refusal } from '@/lib/domain/outcome';

const base = { signedOut: M.signedOut, forbidden: M.notStaff };
const LIST = '/coach/diet-charts';

type EditRefusal =
  | Refusal<
      | 'gone'
      | 'food'
      | 'builtIn'
      | 'dietChanged'
      | 'tooManySlots'
      | 'tooManyOptions'
      | 'tooManyFoods'
      | 'lastOption'
      | 'serving'
      | 'alreadyAWeek'
    >
  | (Refusal<'notForDiet'> & { message: string });

/** A refused change in the coach's words. */
const refusalText = (refusal: EditRefusal) => (refusal.reason === 'notForDiet' ? refusal.message : M[refusal.reason]);

/** The chart's page, and where its client's chart shows, read again after a change. */
function changed(chartId: string) {
  revalidatePath(`${LIST}/${chartId}`);
  revalidatePath('/coach/clients/[id]', 'page');
}

/** Answers a change to a chart with `done` or the refusal's words. */
async function edited(chartId: string, outcome: { status: 'ok' } | EditRefusal, done: string = M.saved) {
  if (outcome.status === 'refused') return failure(refusalText(outcome));
  changed(chartId);
  return ok(done);
}

/** 'New chart': a day of the default slots, opened to fill. */
export const createDietChartAction = validatedStaffAction(
  'createDietChart',
  newChartSchema,
  'staff',
  { ...base, failed: M.createFailed },
  async (input, user) => {
    const id = await createDietChart(user, input);
    revalidatePath(LIST);
    redirect(`${LIST}/${id}?made=1`);
  },
);

/** 'Copy': the coach's own copy of a chart, opened to change it. */
export const copyDietChartAction = validatedStaffAction(
  'copyDietChart',
  chartIdSchema,
  'staff',
  { ...base, failed: M.copyFailed },
  async ({ chartId }, user) => {
    const copy = await copyDietChart(user, chartId);
    if (!copy) return failure(M.gone);
    revalidatePath(LIST);
    redirect(`${LIST}/${copy}?copied=1`);
  },
);

/** 'Delete chart', confirmed: only a chart the coach made. */
export const deleteDietChartAction = validatedStaffAction(
  'deleteDietChart',
  deleteChartSchema,
  'staff',
  { ...base, failed: M.deleteFailed },
  async ({ chartId }, user) => {
    if (!(await deleteDietChart(user, chartId))) return failure(M.notDeletable);
    revalidatePath(LIST);
    redirect(`${LIST}?deleted=1`);
  },
);

export const saveChartDetailsAction = validatedStaffAction(
  'saveChartDetails',
  chartDetailsSchema,
  'staff',
  { ...base, failed: M.saveFailed },
  async (input, user) => {
    const answer = await edited(input.chartId, await saveChartDetails(user, input));
    if (answer.status === 'ok') revalidatePath(LIST);
    return answer;
  },
);

export const saveSlotAction = validatedStaffAction(
  'saveSlot',
  slotSchema,
  'staff',
  { ...base, failed: M.saveFailed },
  async (input, user) => edited(input.chartId, await saveSlot(user, input)),
);

export const addSlotAction = validatedStaffAction(
  'addSlot',
  addSlotSchema,
  'staff',
  { ...base, failed: M.saveFailed },
  async (input, user) => edited(input.chartId, await addSlot(user, input)),
);

export const addOptionAction = validatedStaffAction(
  'addOption',
  addOptionSchema,
  'staff',
  { ...base, failed: M.saveFailed },
  async (input, user) => edited(input.chartId, await addOption(user, input)),
);

export const addFoodAction = validatedStaffAction(
  'addFood',
  addFoodSchema,
  'staff',
  { ...base, failed: M.saveFailed },
  async (input, user) => {
    // The form checks the id's shape; the table is looked up here.
    const food = tableFoodOf(input.foodId);
    if (!food) return failure(M.food);
    return edited(input.chartId, await addFood(user, input), M.added(food.name));
  },
);

export const saveChartFoodAction = validatedStaffAction(
  'saveChartFood',
  chartFoodSchema,
  'staff',
  { ...base, failed: M.saveFailed },
  async (input, user) => edited(input.chartId, await saveChartFood(user, input)),
);

/**
 * 'Remove': its form goes with what it removed, so the page is not revalidated here; the form
 * says 'Removed.' and then refreshes it (refreshOnSuccess).
 */
export const removeChartPartAction = validatedStaffAction(
  'removeChartPart',
  removeChartPartSchema,
  'staff',
  { ...base, failed: M.saveFailed },
  async (input, user) => {
    const outcome = await removeChartPart(user, input);
    return outcome.status === 'refused' ? failure(refusalText(outcome)) : ok(M.removed);
  },
);

export const scaleDietChartAction = validatedStaffAction(
  'scaleDietChart',
  scaleChartSchema,
  'staff',
  { ...base, failed: M.saveFailed },
  async (input, user) => {
    const answer = await edited(input.chartId, await scaleDietChart(user, input), M.scaled(input.kcal));
    if (answer.status === 'ok') revalidatePath(LIST);
    return answer;
  },
);

export const makeDietChartAWeekAction = validatedStaffAction(
  'makeDietChartAWeek',
  chartIdSchema,
  'staff',
  { ...base, failed: M.saveFailed },
  async ({ chartId }, user) => {
    const answer = await edited(chartId, await makeDietChartAWeek(user, chartId), M.madeAWeek);
    if (answer.status === 'ok') revalidatePath(LIST);
    return answer;
  },
);

/** 'Assign' to the clients ticked: each their own copy in their diet, reviewed, replacing their chart. */
export const assignDietChartAction = validatedStaffAction(
  'assignDietChart',
  assignChartSchema,
  'staff',
  { ...base, failed: M.assignFailed },
  async (input, user) => {
    const assigned = await assignDietChart(user, input);
    if (assigned === 0) return failure(M.notAssignable);
    changed(input.chartId);
    revalidatePath(LIST);
    return ok(M.assigned(assigned));
  },
);
