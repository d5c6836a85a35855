import { someClientsTicked, tickedClients } from './assign-form';
import { COACHING_MESSAGES } from './coaching';
import type { ChartDiet } from './diet-charts/types';
import { measured } from './measured';
import { DIET_PREFERENCES, DIET_WORD } from './profile-schema';
import { MEALS } from './progress';
import { isTableId, trimmedText } from './text';
import * as z from './validation';

/**
 * The coach's diet chart builder (issue 42): the forms of /coach/diet-charts and what they check.
 * 'Add food', the search over the food table with the chart's diet as a rule, is in
 * diet-chart-foods.ts, so the forms' bundle carries no food table. Pure: no React, no I/O. The
 * database's checks hold the same limits, and its trigger the same diet rule.
 */

export const CHART_NAME = { min: 2, max: 80 } as const;
export const CHART_SUMMARY_MAX = 300;
export const SLOT_NAME_MAX = 40;
export const SLOT_NOTE_MAX = 200;
/** The day's energy a chart is made for, kcal (the database's check). */
export const CHART_KCAL = { min: 800, max: 5000 } as const;
/** The most a chart holds: slots a day, options a slot, foods an option. */
export const MAX_SLOTS = 12;
export const MAX_OPTIONS = 4;
export const MAX_FOODS = 8;
/** Servings of a food in an option, in halves. */
export const QUANTITY = { min: 0.5, max: 20 } as const;

export const DIET_CHART_BUILDER_MESSAGES = {
  signedOut: COACHING_MESSAGES.signedOut,
  notStaff: COACHING_MESSAGES.notStaff,
  name: `Name it in ${CHART_NAME.min} to ${CHART_NAME.max} characters.`,
  summary: `Keep the summary to ${CHART_SUMMARY_MAX} characters.`,
  diet: 'Choose the diet the chart is for.',
  kcal: `The day's energy: a whole number of kcal from ${CHART_KCAL.min} to ${CHART_KCAL.max}.`,
  created: 'Chart created: add what to eat in each slot.',
  createFailed: 'Could not create the chart. Please try again.',
  copied: 'Copied: this copy is yours to change.',
  copyFailed: 'Could not copy the chart. Please try again.',
  saved: 'Saved.',
  saveFailed: 'Could not save it. Please try again.',
  gone: 'It is gone, or it is not yours to change: reload the page.',
  builtIn: 'A built-in chart is not changed: copy it and change the copy.',
  dietChanged: 'The client’s diet has changed since this chart was made: assign a chart of their new diet.',
  slotName: `Name the slot in 1 to ${SLOT_NAME_MAX} characters.`,
  meal: 'Choose the meal of the food log it counts as.',
  note: `Keep the note to ${SLOT_NOTE_MAX} characters.`,
  tooManySlots: `A day holds at most ${MAX_SLOTS} slots.`,
  tooManyOptions: `A slot holds at most ${MAX_OPTIONS} options.`,
  tooManyFoods: `An option holds at most ${MAX_FOODS} foods.`,
  lastOption: 'A slot keeps at least one option: remove the slot instead.',
  food: 'Choose a food of the food table.',
  serving: 'Choose one of the food’s servings.',
  quantity: `Servings: ${QUANTITY.min} to ${QUANTITY.max}, in halves (1.5).`,
  notForDiet: (food: string, why: string, diet: ChartDiet) => `Not for a ${DIET_WORD[diet]} chart: ${food} (${why}).`,
  added: (food: string) => `${food} added.`,
  removed: 'Removed.',
  scaled: (kcal: number) => `Scaled to about ${kcal.toLocaleString('en-IN')} kcal a day.`,
  madeAWeek: 'It is a week now: each day is Monday’s to change.',
  alreadyAWeek: 'It is a week already.',
  confirmDelete: 'Tick the box to confirm: the chart cannot be brought back.',
  deleted: 'Chart deleted. The clients it was assigned to keep their copies.',
  deleteFailed: 'Could not delete the chart. Please try again.',
  notDeletable: 'Only a chart you made can be deleted: reload the page.',
  customers: 'Choose at least one client.',
  assigned: (count: number) =>
    count === 1 ? 'Assigned: the client has their own copy.' : `Assigned: ${count} clients have their own copies.`,
  assignFailed: 'Could not assign the chart. Please try again.',
  notAssignable:
    'Could not assign it: the chart is gone, one of them is not your client, or it holds a food their diet leaves out. Reload the page.',
} as const;
const M = DIET_CHART_BUILDER_MESSAGES;

const chartId = z.uuid();
const chartName = trimmedText({ min: CHART_NAME.min, max: CHART_NAME.max, tooShort: M.name, tooLong: M.name });
const wholeNumber = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);
const chartKcal = z.pipe(
  z.transform(wholeNumber),
  z.int({ error: M.kcal }).check(z.gte(CHART_KCAL.min, M.kcal), z.lte(CHART_KCAL.max, M.kcal)),
);

export const newChartSchema = z.object({
  name: chartName,
  diet: z.enum(DIET_PREFERENCES, { error: M.diet }),
  kcal: chartKcal,
});
export type NewChartInput = z.output<typeof newChartSchema>;

export const chartIdSchema = z.object({ chartId });

export const chartDetailsSchema = z.object({
  chartId,
  name: chartName,
  summary: trimmedText({ max: CHART_SUMMARY_MAX, tooLong: M.summary }),
  kcal: chartKcal,
});
export type ChartDetailsInput = z.output<typeof chartDetailsSchema>;

export const deleteChartSchema = z.object({ chartId, confirm: z.literal('yes', { error: M.confirmDelete }) });

export const slotSchema = z.object({
  chartId,
  slotId: z.uuid(),
  name: trimmedText({ min: 1, max: SLOT_NAME_MAX, tooShort: M.slotName, tooLong: M.slotName }),
  meal: z.enum(MEALS, { error: M.meal }),
  note: trimmedText({ max: SLOT_NOTE_MAX, tooLong: M.note }),
});
export type SlotInput = z.output<typeof slotSchema>;

/** 'Add slot' to a day of the chart (0: every day; 1-7: Monday to Sunday). */
export const addSlotSchema = z.object({
  chartId,
  day: z.pipe(z.transform(wholeNumber), z.int().check(z.gte(0), z.lte(7))),
});
export type AddSlotInput = z.output<typeof addSlotSchema>;

export const addOptionSchema = z.object({ chartId, slotId: z.uuid() });
export type AddOptionInput = z.output<typeof addOptionSchema>;

/** A food of the table by its id ('dal-tadka'); whether the table holds it, the server looks up (the table stays out of the browser). */
export const addFoodSchema = z.object({
  chartId,
  optionId: z.uuid(),
  foodId: z.string({ error: M.food }).check(z.refine(isTableId, M.food)),
});
export type AddFoodInput = z.output<typeof addFoodSchema>;

/** A food's serving and how many, in halves: '1.5' × '1 katori'. */
export const chartFoodSchema = z.object({
  chartId,
  rowId: z.uuid(),
  serving: trimmedText({ min: 1, max: 60, tooShort: M.serving, tooLong: M.serving }),
  quantity: measured(wholeNumber, QUANTITY.min, QUANTITY.max, M.quantity, M.quantity).check(
    z.refine((quantity) => Number.isInteger(quantity * 2), M.quantity),
  ),
});
export type ChartFoodInput = z.output<typeof chartFoodSchema>;

/** 'Remove' on a slot, an option or a food: what is in it goes with it. */
export const removeChartPartSchema = z.object({ chartId, part: z.enum(['slot', 'option', 'food']), id: z.uuid() });
export type RemoveChartPartInput = z.output<typeof removeChartPartSchema>;

export const scaleChartSchema = z.object({ chartId, kcal: chartKcal });
export type ScaleChartInput = z.output<typeof scaleChartSchema>;

export const assignChartSchema = z.pipe(
  z.looseObject({ chartId }).check(z.refine(someClientsTicked, { message: M.customers, path: ['customerIds'] })),
  z.transform(({ chartId, ...form }) => ({ chartId, customerIds: tickedClients(form) as string[] })),
);
export type AssignChartInput = z.output<typeof assignChartSchema>;
