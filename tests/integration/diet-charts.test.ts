import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { validProfileForm } from '@/fixtures/profile';
import { rowsOf } from '@/lib/db/connection';
import { getDatabase } from '@/lib/db/database';
import { applyClientWrites } from '@/lib/db/client-writes';
import {
  ateChartOption,
  ateChartSwap,
  clientDietChartIn,
  confirmClientDietChart,
  currentDietChartIn,
  dietChartTreeIn,
  groceryWeekFor,
  swapsOfOption,
  todaysMealsIn,
} from '@/lib/db/diet-charts';
import { saveCustomerProfile } from '@/lib/db/profiles';
import { dietChartFoods, dietChartOptions, dietCharts, foodLogs, foods } from '@/lib/db/schema';
import { withUser } from '@/lib/db/with-user';
import { DIET_CHART_KEYS, type DietChartKey } from '@/lib/domain/diet-chart-choice';
import { DIET_CHART_TEMPLATES } from '@/lib/domain/diet-chart-templates';
import { dayNutrients, optionNutrients } from '@/lib/domain/diet-charts/totals';
import { FOOD_TABLE } from '@/lib/domain/foods';
import { profileSchema } from '@/lib/domain/profile-schema';
import { coachingTeam, payingClientOf } from '../support/coaching-team';
import { createAuthUser } from '../support/db';

// Diet charts in the database (issue 42): the built-ins as lib/domain writes them, the default a
// payment gives and a saved profile changes, copies that are each their own, who may read and
// change what, and diet as a rule the database keeps.

type User = { id: string };

let admin: User;
let coach: User;
let otherCoach: User;

const payingClient = (of: User = coach) => payingClientOf(admin, of);

const builtIn = async (key: DietChartKey) => {
  const { db } = await getDatabase();
  const [row] = await db.select().from(dietCharts).where(eq(dietCharts.templateKey, key));
  return row!;
};

const currentOf = async (customer: User) => (await withUser(customer, (tx) => currentDietChartIn(tx, customer.id)))!;

const saveProfile = (user: User, changes: Partial<typeof validProfileForm>) =>
  saveCustomerProfile(user, profileSchema.parse({ ...validProfileForm, ...changes }));

const call = async <Row>(user: User, query: ReturnType<typeof sql>) =>
  withUser(user, async (tx) => rowsOf<Row>(await tx.execute(query)));

/** Without the rows' ids and days: comparable with lib/domain's days. */
const shapeOf = (tree: Awaited<ReturnType<typeof dietChartTreeIn>>) =>
  JSON.parse(JSON.stringify(tree.days, (key, value) => (key === 'id' || key === 'day' ? undefined : value)));

/** The words the database refused the statement with (the diet trigger's name the foods). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  const error = await statement.then(
    () => null,
    (e: unknown) => e,
  );
  if (!error) throw new Error('expected the database to refuse the statement, but it succeeded');
  const words: string[] = [];
  for (let e: unknown = error; e instanceof Error; e = e.cause) words.push(e.message);
  return words.join(' <- ');
}

beforeAll(async () => {
  ({ admin, coach, otherCoach } = await coachingTeam());
});

describe('the built-in diet charts', () => {
  it('are in the database as lib/domain writes them, every one', async () => {
    const { db } = await getDatabase();
    const rows = await db.select().from(dietCharts).where(isNull(dietCharts.clientId));
    expect(
      rows
        .filter((row) => row.templateKey)
        .map((row) => row.templateKey)
        .sort(),
    ).toEqual([...DIET_CHART_KEYS].sort());
    for (const key of ['veg-north-1500', 'jain-1200', 'pcod-non-veg-1800'] as const) {
      const row = await builtIn(key);
      const template = DIET_CHART_TEMPLATES[key];
      expect(row).toMatchObject({ name: template.name, diet: template.diet, kcal: template.kcal, pcod: template.pcod });
      const tree = await withUser(coach, (tx) => dietChartTreeIn(tx, row.id));
      expect(shapeOf(tree)).toEqual(template.days);
    }
  });

  it('carry the Jain flag the food table computes', async () => {
    const { db } = await getDatabase();
    const jain = await db
      .select({ id: foods.id })
      .from(foods)
      .where(and(eq(foods.jain, true), isNull(foods.ownerId)));
    expect(jain.map((row) => row.id).sort()).toEqual(
      FOOD_TABLE.filter((food) => food.jain)
        .map((food) => food.id)
        .sort(),
    );
  });
});

describe('the default chart', () => {
  it('is given with the payment (vegetarian before the profile says), and follows the saved profile until reviewed', async () => {
    const customer = await payingClient();
    expect((await currentOf(customer)).chart).toMatchObject({
      name: DIET_CHART_TEMPLATES['veg-north-1500'].name,
      reviewedAt: null,
    });
    // A vegan profile with a low calorie target: the vegan chart nearest it.
    await saveProfile(customer, { dietPreference: 'vegan', weight: '52', height: '150', age: '45' });
    const vegan = (await currentOf(customer)).chart;
    expect(vegan).toMatchObject({ diet: 'vegan', copiedFrom: (await builtIn('vegan-1200')).id });
    // PCOD, non-vegetarian.
    await saveProfile(customer, {
      dietPreference: 'non-vegetarian',
      medicalIssues: 'PCOD since 2019',
      weight: '52',
      height: '150',
      age: '45',
    });
    expect((await currentOf(customer)).chart.copiedFrom).toBe((await builtIn('pcod-non-veg-1200')).id);
    // Reviewed: a changed profile no longer changes it.
    expect(
      (await call<{ reviewed: boolean }>(coach, sql`select public.review_diet_chart(${customer.id}::uuid) as reviewed`))[0]!
        .reviewed,
    ).toBe(true);
    await saveProfile(customer, { dietPreference: 'jain' });
    expect((await currentOf(customer)).chart.copiedFrom).toBe((await builtIn('pcod-non-veg-1200')).id);
  });

  it('is nobody’s before a payment', async () => {
    const stranger = await createAuthUser();
    await saveProfile(stranger, {});
    expect(await withUser(stranger, (tx) => currentDietChartIn(tx, stranger.id))).toBeUndefined();
  });
});

describe('who reads and changes a chart', () => {
  it("the customer and their coach read the customer's chart; another customer and another coach read nothing", async () => {
    const customer = await payingClient();
    const { chart } = await currentOf(customer);
    const slotsAs = async (user: User) => (await withUser(user, (tx) => dietChartTreeIn(tx, chart.id))).days.length;
    expect(await slotsAs(customer)).toBe(1);
    expect(await slotsAs(coach)).toBe(1);
    expect(await slotsAs(admin)).toBe(1);
    expect(await slotsAs(otherCoach)).toBe(0);
    expect(await slotsAs(await payingClient())).toBe(0);
    // The customer changes none of it.
    const [food] = await withUser(customer, (tx) =>
      tx.select().from(dietChartFoods).where(eq(dietChartFoods.chartId, chart.id)).limit(1),
    );
    const changed = await withUser(customer, (tx) =>
      tx.update(dietChartFoods).set({ quantity: 9 }).where(eq(dietChartFoods.id, food!.id)).returning(),
    );
    expect(changed).toEqual([]);
  });

  it('no one changes a built-in; a coach copies it and changes the copy alone', async () => {
    const template = await builtIn('veg-north-1500');
    const changed = await withUser(coach, (tx) =>
      tx.update(dietCharts).set({ name: 'Mine now' }).where(eq(dietCharts.id, template.id)).returning(),
    );
    expect(changed).toEqual([]);
    const [copy] = await call<{ id: string }>(
      coach,
      sql`select public.copy_diet_chart_template(${template.id}::uuid, 'Asha veg 1500') as id`,
    );
    const copied = await withUser(coach, (tx) => dietChartTreeIn(tx, copy!.id));
    expect(shapeOf(copied)).toEqual(DIET_CHART_TEMPLATES['veg-north-1500'].days);
    const food = copied.days[0]!.slots[1]!.options[0]!.foods[0]!;
    await withUser(coach, (tx) => tx.update(dietChartFoods).set({ quantity: 3 }).where(eq(dietChartFoods.id, food.id)));
    expect((await withUser(coach, (tx) => dietChartTreeIn(tx, copy!.id))).days[0]!.slots[1]!.options[0]!.foods[0]!.quantity).toBe(
      3,
    );
    expect(shapeOf(await withUser(coach, (tx) => dietChartTreeIn(tx, template.id)))).toEqual(
      DIET_CHART_TEMPLATES['veg-north-1500'].days,
    );
    // A customer copies nothing.
    const customer = await payingClient();
    expect(
      (
        await call<{ id: string | null }>(
          customer,
          sql`select public.copy_diet_chart_template(${template.id}::uuid, 'Mine') as id`,
        )
      )[0]!.id,
    ).toBeNull();
  });
});

describe('diet is a rule', () => {
  it('refuses chicken in a vegetarian chart, and a vegetarian chart turned non-vegetarian keeps its foods', async () => {
    const template = await builtIn('veg-north-1500');
    const [copy] = await call<{ id: string }>(
      coach,
      sql`select public.copy_diet_chart_template(${template.id}::uuid, 'Veg, strict') as id`,
    );
    const [option] = await withUser(coach, (tx) =>
      tx.select().from(dietChartOptions).where(eq(dietChartOptions.chartId, copy!.id)).limit(1),
    );
    const chicken = {
      chartId: copy!.id,
      optionId: option!.id,
      position: 8,
      foodId: 'chicken-curry',
      serving: '1 katori',
      quantity: 1,
    };
    expect(await refusal(withUser(coach, (tx) => tx.insert(dietChartFoods).values(chicken)))).toContain(
      'Chicken curry is not for this diet',
    );
    // A shared food the diet allows goes in.
    await withUser(coach, (tx) =>
      tx
        .insert(dietChartFoods)
        .values({ chartId: copy!.id, optionId: option!.id, position: 8, foodId: 'paneer', serving: '1 cube', quantity: 2 }),
    );
    // Made vegan, it would hold paneer: refused.
    expect(
      await refusal(withUser(coach, (tx) => tx.update(dietCharts).set({ diet: 'vegan' }).where(eq(dietCharts.id, copy!.id)))),
    ).toMatch(/Paneer.* not for this diet/);
  });

  it("'Assign' gives each client a copy in their own diet, and refuses a chart with foods a client's diet does not allow, naming them", async () => {
    const vegetarian = await payingClient();
    await saveProfile(vegetarian, { dietPreference: 'vegetarian' });
    const meatEater = await payingClient();
    await saveProfile(meatEater, { dietPreference: 'non-vegetarian' });
    const nonVeg = await builtIn('non-veg-1500');
    const [refused] = await call<{ names: string[] }>(
      coach,
      sql`select public.diet_chart_foods_refused(${nonVeg.id}::uuid, ${vegetarian.id}::uuid) as names`,
    );
    expect(refused!.names.length).toBeGreaterThan(0);
    const nonVegFoods = new Set(
      FOOD_TABLE.filter((food) => food.diet === 'non-veg' || food.diet === 'egg').map((food) => food.name),
    );
    expect(refused!.names.every((name) => nonVegFoods.has(name))).toBe(true);
    const assign = (chart: string, customers: User[]) =>
      call<{ n: number }>(
        coach,
        sql`select public.assign_diet_chart(${chart}::uuid, ${`{${customers.map((c) => c.id).join(',')}}`}::uuid[]) as n`,
      );
    expect((await assign(nonVeg.id, [vegetarian, meatEater]))[0]!.n).toBe(0);
    const veg = await builtIn('veg-north-1500');
    expect((await assign(veg.id, [vegetarian, meatEater]))[0]!.n).toBe(2);
    expect((await currentOf(vegetarian)).chart).toMatchObject({ diet: 'vegetarian', copiedFrom: veg.id });
    expect((await currentOf(meatEater)).chart).toMatchObject({ diet: 'non-vegetarian', copiedFrom: veg.id });
    expect((await currentOf(meatEater)).chart.reviewedAt).not.toBeNull();
    // Not the other coach's to assign.
    const [none] = await call<{ n: number }>(
      otherCoach,
      sql`select public.assign_diet_chart(${veg.id}::uuid, ${`{${vegetarian.id}}`}::uuid[]) as n`,
    );
    expect(none!.n).toBe(0);
  });
});

describe("following the chart: 'Ate this', today's meals and the grocery list", () => {
  const today = '2026-11-30';

  it("logs the option's foods under the slot's meal once, and today's meals count the slot followed", async () => {
    const customer = await payingClient();
    const { tree } = await currentOf(customer);
    const breakfast = tree.days[0]!.slots.find((slot) => slot.name === 'Breakfast')!;
    const optionB = breakfast.options[1]!;
    const before = await withUser(customer, (tx) => todaysMealsIn(tx, customer.id, today));
    expect(before).toMatchObject({ followed: 0, planned: 7, dayName: 'Every day' });

    const ate = await ateChartOption(customer, { slotId: breakfast.id, optionId: optionB.id }, today);
    expect(ate).toEqual({ status: 'ok', slot: 'Breakfast', kcal: optionNutrients(optionB).kcal, again: false });
    const { db } = await getDatabase();
    const logged = await db
      .select()
      .from(foodLogs)
      .where(and(eq(foodLogs.userId, customer.id), eq(foodLogs.day, today)));
    expect(logged.map((entry) => [entry.foodId, entry.quantity, entry.meal, entry.chartSlotId])).toEqual(
      optionB.foods.map((food) => [food.foodId, food.quantity, 'breakfast', breakfast.id]),
    );
    // Tapped again (or sent again by the phone): nothing more.
    expect(await ateChartOption(customer, { slotId: breakfast.id, optionId: breakfast.options[0]!.id }, today)).toMatchObject({
      status: 'ok',
      again: true,
    });
    expect(await db.select().from(foodLogs).where(eq(foodLogs.userId, customer.id))).toHaveLength(logged.length);
    const after = (await withUser(customer, (tx) => todaysMealsIn(tx, customer.id, today)))!;
    expect(after.followed).toBe(1);
    expect(after.slots.find((slot) => slot.id === breakfast.id)!.followed).toBe(true);
  });

  it("refuses a slot of someone else's chart, or an option of another slot, and logs nothing", async () => {
    const customer = await payingClient();
    const stranger = await payingClient(otherCoach);
    const theirs = (await currentOf(stranger)).tree.days[0]!.slots[1]!;
    const mine = (await currentOf(customer)).tree.days[0]!.slots;
    expect(await ateChartOption(customer, { slotId: theirs.id, optionId: theirs.options[0]!.id }, today)).toEqual({
      status: 'refused',
      reason: 'mealGone',
    });
    expect(await ateChartOption(customer, { slotId: mine[1]!.id, optionId: mine[3]!.options[0]!.id }, today)).toMatchObject({
      status: 'refused',
    });
    const { db } = await getDatabase();
    expect(await db.select().from(foodLogs).where(eq(foodLogs.userId, customer.id))).toEqual([]);
  });

  it("'Swap' offers the chart's diet within 15% and logs the chosen swap as following the slot, once; a swap it does not offer, never", async () => {
    const customer = await payingClient();
    const { tree } = await currentOf(customer);
    const lunch = tree.days[0]!.slots.find((slot) => slot.name === 'Lunch')!;
    const option = lunch.options[0]!;
    const offered = (await swapsOfOption(customer, lunch.id, option.id, today))!;
    expect(offered.slot).toEqual({ id: lunch.id, name: 'Lunch', meal: 'Lunch', followed: false });
    expect(offered.option.kcal).toBe(optionNutrients(option).kcal);
    expect(offered.swaps.length).toBeGreaterThan(0);
    const [swap] = offered.swaps;
    expect(Math.abs(swap!.kcal - offered.option.kcal)).toBeLessThanOrEqual(0.15 * offered.option.kcal);

    // Chicken is never one of a vegetarian's swaps; a key the server does not offer logs nothing.
    expect(await ateChartSwap(customer, { slotId: lunch.id, optionId: option.id, swap: 'chicken-curry+roti' }, today)).toEqual({
      status: 'refused',
      reason: 'swapGone',
    });
    const ate = await ateChartSwap(customer, { slotId: lunch.id, optionId: option.id, swap: swap!.key }, today);
    expect(ate).toEqual({ status: 'ok', slot: 'Lunch', kcal: swap!.kcal, again: false });
    const { db } = await getDatabase();
    const logged = await db.select().from(foodLogs).where(eq(foodLogs.userId, customer.id));
    expect(logged.map((entry) => [entry.meal, entry.chartSlotId, entry.chartSwap])).toEqual(
      logged.map(() => ['lunch', lunch.id, true]),
    );
    expect(
      logged
        .map((entry) => entry.foodId)
        .sort()
        .join('+'),
    ).toBe(swap!.key);
    // The slot is followed: 'Ate this' and another swap log nothing more.
    expect(await ateChartOption(customer, { slotId: lunch.id, optionId: option.id }, today)).toMatchObject({ again: true });
    expect(await ateChartSwap(customer, { slotId: lunch.id, optionId: option.id, swap: swap!.key }, today)).toMatchObject({
      again: true,
    });
    expect(await db.select().from(foodLogs).where(eq(foodLogs.userId, customer.id))).toHaveLength(logged.length);
    expect((await swapsOfOption(customer, lunch.id, option.id, today))!.slot.followed).toBe(true);
    expect((await withUser(customer, (tx) => todaysMealsIn(tx, customer.id, today)))!.followed).toBe(1);
    // Another customer's slot is not theirs to swap.
    expect(await swapsOfOption(await payingClient(otherCoach), lunch.id, option.id, today)).toBeNull();
  });

  it("'Ate this' kept on the phone offline is logged once when it syncs, on the day it was tapped", async () => {
    const customer = await payingClient();
    const { tree } = await currentOf(customer);
    const dinner = tree.days[0]!.slots.find((slot) => slot.name === 'Dinner')!;
    const write = {
      id: crypto.randomUUID(),
      loggedAt: '2026-11-29T14:00:00.000Z',
      kind: 'chart-meal',
      slotId: dinner.id,
      optionId: dinner.options[0]!.id,
      shown: { name: 'Dinner' },
    };
    const now = new Date('2026-11-30T06:00:00.000Z');
    expect(await applyClientWrites(customer, [write, write], now)).toEqual([
      { id: write.id, status: 'ok' },
      { id: write.id, status: 'ok' },
    ]);
    const gone = { ...write, id: crypto.randomUUID(), slotId: crypto.randomUUID() };
    expect(await applyClientWrites(customer, [gone], now)).toEqual([{ id: gone.id, status: 'refused', reason: 'mealGone' }]);
    const { db } = await getDatabase();
    const logged = await db.select().from(foodLogs).where(eq(foodLogs.userId, customer.id));
    expect(logged.map((entry) => [entry.day, entry.chartSlotId, entry.chartSwap])).toEqual(
      dinner.options[0]!.foods.map(() => ['2026-11-29', dinner.id, false]),
    );
  });

  it("sums the week's recipes into a grocery list with atta in it", async () => {
    const customer = await payingClient();
    const week = (await groceryWeekFor(customer, today))!;
    expect(week).toMatchObject({ from: today, to: '2026-12-06', chartName: DIET_CHART_TEMPLATES['veg-north-1500'].name });
    expect(week.lines.find((line) => line.name.includes('atta'))).toMatchObject({
      group: 'Grains',
      amount: expect.stringMatching(/^\d+ g$|^\d+(\.\d)? kg$/),
    });
    expect(await groceryWeekFor(await createAuthUser(), today)).toBeNull();
  });
});

describe("the coach's view of a client's chart", () => {
  it("shows each of the last days' meals followed of planned and kcal eaten of planned, and confirms the chart once", async () => {
    const today = '2026-11-30';
    const customer = await payingClient();
    const lunch = (await currentOf(customer)).tree.days[0]!.slots.find((slot) => slot.name === 'Lunch')!;
    await ateChartOption(customer, { slotId: lunch.id, optionId: lunch.options[0]!.id }, today);
    const view = await withUser(coach, (tx) => clientDietChartIn(tx, customer.id, today, 7));
    expect(view.chart).toMatchObject({ name: DIET_CHART_TEMPLATES['veg-north-1500'].name, diet: 'vegetarian', reviewedAt: null });
    expect(view.days.map((day) => day.day)).toEqual([
      '2026-11-30',
      '2026-11-29',
      '2026-11-28',
      '2026-11-27',
      '2026-11-26',
      '2026-11-25',
      '2026-11-24',
    ]);
    expect(view.days[0]).toEqual({
      day: today,
      followed: 1,
      planned: 7,
      plannedKcal: dayNutrients(DIET_CHART_TEMPLATES['veg-north-1500'].days[0]!).kcal,
      eatenKcal: optionNutrients(lunch.options[0]!).kcal,
    });
    expect(view.days[1]).toMatchObject({ followed: 0, eatenKcal: 0 });
    // Another coach reads nothing of it, and confirms nothing.
    expect((await withUser(otherCoach, (tx) => clientDietChartIn(tx, customer.id, today, 7))).chart).toBeNull();
    expect(await confirmClientDietChart(otherCoach, customer.id)).toBe(false);
    expect(await confirmClientDietChart(coach, customer.id)).toBe(true);
    expect(await confirmClientDietChart(coach, customer.id)).toBe(false);
    expect((await currentOf(customer)).chart.reviewedAt).not.toBeNull();
  });
});
