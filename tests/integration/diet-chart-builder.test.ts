import { beforeAll, describe, expect, it } from 'vitest';
import { validProfileForm } from '@/fixtures/profile';
import {
  addFood,
  addOption,
  addSlot,
  assignDietChart,
  copyDietChart,
  createDietChart,
  deleteDietChart,
  listDietCharts,
  loadDietChartEditor,
  makeDietChartAWeek,
  removeChartPart,
  saveChartDetails,
  saveChartFood,
  saveSlot,
  scaleDietChart,
} from '@/lib/db/diet-chart-builder';
import { confirmClientDietChart, currentDietChartIn } from '@/lib/db/diet-charts';
import { saveCustomerProfile } from '@/lib/db/profiles';
import { withUser } from '@/lib/db/with-user';
import { DEFAULT_SLOTS } from '@/lib/domain/diet-charts/types';
import { dayNutrients } from '@/lib/domain/diet-charts/totals';
import { profileSchema } from '@/lib/domain/profile-schema';
import { coachingTeam, payingClientOf } from '../support/coaching-team';

// The coach's diet chart builder (issue 42): charts made, copied, changed and deleted by coaches
// only (a built-in never), the diet a rule that names the food it refuses, and a chart assigned to
// many clients, each their own copy in their own diet.

type User = { id: string };

let admin: User;
let coach: User;
let otherCoach: User;

const editorOf = async (user: User, id: string, search: { optionId: string; q: string } | null = null) =>
  (await loadDietChartEditor(user, id, search))!;
const builtIn = async (name: string) => (await listDietCharts(coach)).find((c) => c.builtIn && c.name === name)!;
const firstDay = async (id: string) => (await editorOf(coach, id)).tree.days[0]!;

async function clientWithDiet(dietPreference: 'vegetarian' | 'non-vegetarian' | 'vegan', of: User = coach) {
  const client = await payingClientOf(admin, of);
  await saveCustomerProfile(client, profileSchema.parse({ ...validProfileForm, dietPreference }));
  return client;
}

beforeAll(async () => {
  ({ admin, coach, otherCoach } = await coachingTeam());
});

describe('the diet chart builder', () => {
  it('lists the coaches’ charts, then the 24 built-ins; a copy is the coach’s own, and a built-in is never changed', async () => {
    const listed = await listDietCharts(coach);
    const builtIns = listed.filter((c) => c.builtIn);
    expect(builtIns).toHaveLength(24);
    expect(listed.slice(-24).every((c) => c.builtIn)).toBe(true);
    expect(builtIns.slice(0, 3).map((c) => c.name)).toEqual([
      'Vegetarian North Indian 1,200 kcal',
      'Vegetarian North Indian 1,500 kcal',
      'Vegetarian North Indian 1,800 kcal',
    ]);
    const template = await builtIn('Vegetarian North Indian 1,500 kcal');
    expect(template).toMatchObject({ diet: 'vegetarian', kcal: 1500, weekly: false, mine: false });

    expect(await saveChartDetails(coach, { chartId: template.id, name: 'Mine now', summary: '', kcal: 1500 })).toMatchObject({
      status: 'refused',
      reason: 'builtIn',
    });

    const copy = (await copyDietChart(coach, template.id))!;
    const editor = await editorOf(coach, copy);
    expect(editor).toMatchObject({
      name: 'Vegetarian North Indian 1,500 kcal (copy)',
      builtIn: false,
      mine: true,
      copiedFrom: 'Vegetarian North Indian 1,500 kcal',
      targets: { kcal: 1500 },
    });
    expect(editor.tree.days).toHaveLength(1);
    expect(editor.tree.days[0]!.slots.map((slot) => slot.name)).toEqual(
      (await editorOf(coach, template.id)).tree.days[0]!.slots.map((slot) => slot.name),
    );
    // Another coach reads it and copies it, but may not change or delete it... as row-level security has it.
    expect((await listDietCharts(otherCoach)).find((c) => c.id === copy)).toMatchObject({ mine: false });
    expect(await deleteDietChart(otherCoach, copy)).toBe(false);
    expect(await deleteDietChart(coach, copy)).toBe(true);
  });

  it('a new chart has the default slots; slots, options and foods are added, changed and removed', async () => {
    const id = await createDietChart(coach, { name: 'Office lunches', diet: 'vegetarian', kcal: 1600 });
    let day = await firstDay(id);
    expect(day.slots.map((slot) => [slot.name, slot.meal, slot.options.length])).toEqual(
      DEFAULT_SLOTS.map((slot) => [slot.name, slot.meal, 1]),
    );
    const breakfast = day.slots[1]!;
    expect(await addOption(coach, { chartId: id, slotId: breakfast.id })).toEqual({ status: 'ok' });
    expect(await addFood(coach, { chartId: id, optionId: breakfast.options[0]!.id, foodId: 'poha' })).toEqual({ status: 'ok' });
    day = await firstDay(id);
    const poha = day.slots[1]!.options[0]!.foods[0]!;
    expect(poha).toMatchObject({ foodId: 'poha', quantity: 1 });
    expect(await saveChartFood(coach, { chartId: id, rowId: poha.id, serving: poha.serving, quantity: 1.5 })).toEqual({
      status: 'ok',
    });
    expect(await saveChartFood(coach, { chartId: id, rowId: poha.id, serving: '1 bucket', quantity: 1 })).toMatchObject({
      reason: 'serving',
    });
    expect(
      await saveSlot(coach, { chartId: id, slotId: breakfast.id, name: 'Nashta', meal: 'breakfast', note: 'Before 9' }),
    ).toEqual({ status: 'ok' });
    expect(await addSlot(coach, { chartId: id, day: 0 })).toEqual({ status: 'ok' });
    day = await firstDay(id);
    expect(day.slots[1]).toMatchObject({ name: 'Nashta', note: 'Before 9', options: [{ foods: [{ quantity: 1.5 }] }, {}] });
    expect(day.slots.at(-1)).toMatchObject({ name: 'New slot', meal: 'snack' });
    // A slot keeps one option; a day of a daily chart is day 0, never a weekday.
    expect(await removeChartPart(coach, { chartId: id, part: 'option', id: day.slots[0]!.options[0]!.id })).toMatchObject({
      reason: 'lastOption',
    });
    expect(await addSlot(coach, { chartId: id, day: 3 })).toMatchObject({ reason: 'gone' });
    expect(await removeChartPart(coach, { chartId: id, part: 'option', id: day.slots[1]!.options[1]!.id })).toEqual({
      status: 'ok',
    });
    expect(await removeChartPart(coach, { chartId: id, part: 'slot', id: day.slots[0]!.id })).toEqual({ status: 'ok' });
    day = await firstDay(id);
    expect(day.slots.map((slot) => slot.name)).toEqual(['Nashta', ...DEFAULT_SLOTS.slice(2).map((s) => s.name), 'New slot']);
    expect(day.slots[0]!.options).toHaveLength(1);
    // The team's templates are a shared library: a colleague changes it too (but only its maker deletes it).
    expect(await addSlot(otherCoach, { chartId: id, day: 0 })).toEqual({ status: 'ok' });
  });

  it('refuses a food the chart’s diet leaves out, naming it, and its search says why before', async () => {
    const id = await createDietChart(coach, { name: 'Veg only', diet: 'vegetarian', kcal: 1500 });
    const option = (await firstDay(id)).slots[3]!.options[0]!;
    expect(await addFood(coach, { chartId: id, optionId: option.id, foodId: 'chicken-curry' })).toMatchObject({
      status: 'refused',
      reason: 'notForDiet',
      message: 'Not for a vegetarian chart: Chicken curry (non-vegetarian).',
    });
    const found = (await editorOf(coach, id, { optionId: option.id, q: 'chicken' })).search!.found;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((f) => f.refusal?.startsWith('Not for a vegetarian chart:'))).toBe(true);
    const dal = (await editorOf(coach, id, { optionId: option.id, q: 'dal' })).search!.found;
    expect(dal[0]!.refusal).toBeNull();
    expect((await firstDay(id)).slots[3]!.options[0]!.foods).toEqual([]);
    // An id the table does not hold is refused before anything is written.
    expect(await addFood(coach, { chartId: id, optionId: option.id, foodId: 'pizza-hut' })).toMatchObject({ reason: 'food' });
  });

  it('scales to a target within 10%, and makes a day a week of seven to change one by one', async () => {
    const copy = (await copyDietChart(coach, (await builtIn('Vegetarian North Indian 1,500 kcal')).id))!;
    expect(await scaleDietChart(coach, { chartId: copy, kcal: 1800 })).toEqual({ status: 'ok' });
    const editor = await editorOf(coach, copy);
    expect(editor.kcal).toBe(1800);
    expect(Math.abs(dayNutrients(editor.tree.days[0]!).kcal - 1800)).toBeLessThanOrEqual(180);

    expect(await makeDietChartAWeek(coach, copy)).toEqual({ status: 'ok' });
    const week = (await editorOf(coach, copy)).tree.days;
    expect(week.map((day) => day.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(week[6]!.slots.map((s) => s.options.map((o) => o.foods.map((f) => [f.foodId, f.quantity])))).toEqual(
      week[0]!.slots.map((s) => s.options.map((o) => o.foods.map((f) => [f.foodId, f.quantity]))),
    );
    expect(await makeDietChartAWeek(coach, copy)).toMatchObject({ reason: 'alreadyAWeek' });
    // Sunday changes alone.
    const sundayFood = week[6]!.slots[1]!.options[0]!.foods[0]!;
    await saveChartFood(coach, { chartId: copy, rowId: sundayFood.id, serving: sundayFood.serving, quantity: 3 });
    const after = (await editorOf(coach, copy)).tree.days;
    expect(after[6]!.slots[1]!.options[0]!.foods[0]!.quantity).toBe(3);
    expect(after[0]!.slots[1]!.options[0]!.foods[0]!.quantity).toBe(week[0]!.slots[1]!.options[0]!.foods[0]!.quantity);
    expect((await listDietCharts(coach)).find((c) => c.id === copy)).toMatchObject({ weekly: true });
  });

  it('assigns to many clients, each their own reviewed copy in their diet; a food their diet leaves out refuses it', async () => {
    const [vegetarian, eater] = [await clientWithDiet('vegetarian'), await clientWithDiet('non-vegetarian')];
    const vegan = await clientWithDiet('vegan');
    const stranger = await clientWithDiet('vegetarian', otherCoach);
    const copy = (await copyDietChart(coach, (await builtIn('Vegetarian North Indian 1,500 kcal')).id))!;
    const editor = await editorOf(coach, copy);
    const listed = (id: string) => editor.clients.find((c) => c.id === id)!;
    expect(listed(vegetarian.id)).toMatchObject({ diet: 'vegetarian', refused: [] });
    expect(listed(vegan.id).refused.length).toBeGreaterThan(0);
    expect(editor.clients.some((c) => c.id === stranger.id)).toBe(false);

    expect(await assignDietChart(coach, { chartId: copy, customerIds: [vegetarian.id, stranger.id] })).toBe(0);
    expect(await assignDietChart(coach, { chartId: copy, customerIds: [vegetarian.id, vegan.id] })).toBe(0);
    expect(await assignDietChart(coach, { chartId: copy, customerIds: [vegetarian.id, eater.id] })).toBe(2);
    for (const [client, diet] of [
      [vegetarian, 'vegetarian'],
      [eater, 'non-vegetarian'],
    ] as const) {
      const current = (await withUser(client, (tx) => currentDietChartIn(tx, client.id)))!;
      expect(current.chart).toMatchObject({ copiedFrom: copy, diet, reviewedBy: coach.id });
      // The client's copy opens in the builder against their targets, and changing it changes only theirs.
      const theirs = await editorOf(coach, current.chart.id);
      expect(theirs.client).toMatchObject({ id: client.id, diet });
      expect(theirs.targets?.kcal).toBeGreaterThan(0);
      // A coach who does not coach them can neither read nor change it.
      expect(await loadDietChartEditor(otherCoach, current.chart.id, null)).toBeNull();
      expect(await addSlot(otherCoach, { chartId: current.chart.id, day: 0 })).toMatchObject({ reason: 'gone' });
    }
  });

  it('a confirmed chart is refused changes while the client’s profile has moved on to another diet', async () => {
    const client = await clientWithDiet('non-vegetarian');
    expect(await confirmClientDietChart(coach, client.id)).toBe(true);
    const chart = (await withUser(client, (tx) => currentDietChartIn(tx, client.id)))!.chart;
    await saveCustomerProfile(client, profileSchema.parse({ ...validProfileForm, dietPreference: 'vegan' }));
    // Reviewed, it stays as the coach left it: the coach is told, and assigns a vegan one.
    expect((await withUser(client, (tx) => currentDietChartIn(tx, client.id)))!.chart.id).toBe(chart.id);
    expect((await editorOf(coach, chart.id)).client).toMatchObject({ diet: 'vegan' });
    expect(await addSlot(coach, { chartId: chart.id, day: 0 })).toMatchObject({ reason: 'dietChanged' });
  });
});
