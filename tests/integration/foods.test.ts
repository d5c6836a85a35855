import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { validProfileForm } from '@/fixtures/profile';
import { getDatabase } from '@/lib/db/database';
import { createOwnFood, searchFoods } from '@/lib/db/foods';
import { logFood } from '@/lib/db/food-logs';
import { saveCustomerProfile } from '@/lib/db/profiles';
import { foodLogs, foods, staff } from '@/lib/db/schema';
import { withUser } from '@/lib/db/with-user';
import { profileSchema } from '@/lib/domain/profile-schema';
import { createAuthUser, expectRefused } from '../support/db';

// Search over the seeded food table, and who may read and write foods and food logs.

type User = { id: string };
let customer: User;

beforeAll(async () => {
  customer = await createAuthUser();
});

const names = async (user: User, query: string) => (await searchFoods(user, query)).map((food) => food.name);

describe('food search', () => {
  it("finds 'Dal tadka' for 'dal', with its katori", async () => {
    const found = await searchFoods(customer, 'dal');
    const dal = found.find((food) => food.name === 'Dal tadka');
    expect(dal?.servings[0]).toEqual({ label: '1 katori', grams: 150 });
    expect(dal!.per100g.kcal).toBeGreaterThan(50);
    // Exact matches first: 'dal' is one of Dal tadka's own names.
    expect(found.indexOf(dal!)).toBeLessThan(3);
  });

  it("finds paneer dishes for 'panir' and for 'पनीर'", async () => {
    for (const query of ['panir', 'पनीर', 'paneer']) {
      const found = await names(customer, query);
      expect(found.filter((name) => /paneer/i.test(name)).length, query).toBeGreaterThanOrEqual(3);
    }
  });

  it("finds roti for 'रोटी', 'chapati' and 'phulka', and forgives a typo", async () => {
    for (const query of ['रोटी', 'chapati', 'phulka']) expect((await names(customer, query))[0], query).toBe('Roti');
    expect(await names(customer, 'biriyani')).toContain('Chicken biryani');
  });

  it("puts the foods of a vegetarian's diet first", async () => {
    const vegetarian = await createAuthUser();
    await saveCustomerProfile(vegetarian, profileSchema.parse({ ...validProfileForm, dietPreference: 'vegetarian' }));
    const found = await searchFoods(vegetarian, 'curry');
    const firstNonVeg = found.findIndex((food) => food.diet === 'non-veg' || food.diet === 'egg');
    const lastVeg = found.findLastIndex((food) => food.diet === 'veg' || food.diet === 'vegan');
    expect(firstNonVeg).toBeGreaterThan(-1);
    expect(lastVeg).toBeLessThan(firstNonVeg);
  });

  it('has nothing for an empty query', async () => {
    expect(await searchFoods(customer, '   ')).toEqual([]);
  });

  it('reads a typed % or _ as itself, not as a wildcard', async () => {
    for (const query of ['%', '_', '%%%', 'd_l']) expect(await names(customer, query), query).toEqual([]);
  });
});

describe('foods and food logs under RLS', () => {
  it("keeps a customer's own food and log to them (and their coach)", async () => {
    const other = await createAuthUser();
    const [mine] = await withUser(customer, (tx) =>
      tx
        .insert(foods)
        .values({
          ownerId: customer.id,
          name: "Amma's upma",
          diet: 'veg',
          course: 'custom',
          servings: [{ label: '1 bowl', grams: 200 }],
          kcal: 150,
          protein: 4,
          carbs: 22,
          fat: 5,
        })
        .returning(),
    );
    expect(await names(customer, 'amma')).toEqual(["Amma's upma"]);
    expect(await names(other, 'amma')).toEqual([]);

    const entry = {
      day: '2026-11-24',
      meal: 'breakfast' as const,
      foodId: mine!.id,
      foodName: "Amma's upma",
      servingLabel: '1 bowl',
      servingGrams: 200,
      quantity: 1.5,
      kcal: 450,
      protein: 12,
      carbs: 66,
      fat: 15,
    };
    await withUser(customer, (tx) => tx.insert(foodLogs).values({ ...entry, userId: customer.id }));
    expect(await withUser(other, (tx) => tx.select().from(foodLogs).where(eq(foodLogs.userId, customer.id)))).toEqual([]);
    await expectRefused(withUser(other, (tx) => tx.insert(foodLogs).values({ ...entry, userId: customer.id })));
    await expectRefused(
      withUser(other, (tx) =>
        tx.insert(foods).values({ ...entry, ownerId: customer.id, name: 'Spoof', diet: 'veg', course: 'custom', servings: [] }),
      ),
    );
    expect(await withUser(other, (tx) => tx.update(foods).set({ kcal: 1 }).where(eq(foods.id, mine!.id)).returning())).toEqual(
      [],
    );
    // Nobody changes the shared table: the update finds no row it may touch.
    expect(
      await withUser(customer, (tx) => tx.update(foods).set({ kcal: 1 }).where(eq(foods.id, 'dal-tadka')).returning()),
    ).toEqual([]);

    const { db } = await getDatabase();
    const admin = await createAuthUser();
    await db.insert(staff).values({ userId: admin.id, role: 'admin', name: 'Asha Admin', approvedBy: 'foods.test' });
    expect(await withUser(admin, (tx) => tx.select().from(foodLogs).where(eq(foodLogs.userId, customer.id)))).toHaveLength(1);
  });
});

describe("a customer's own food", () => {
  it('is kept per 100 g, found by its owner alone, and logged by its own serving', async () => {
    const owner = await createAuthUser();
    const other = await createAuthUser();
    const name = `Amma's upma ${Date.now()}`;
    const upma = await createOwnFood(owner, {
      name,
      serving: '1 bowl',
      grams: 200,
      diet: 'veg',
      kcal: 250,
      protein: 6,
      carbs: 40,
      fat: 7,
      fibre: 3,
    });
    expect(upma).toMatchObject({
      name,
      own: true,
      servings: [
        { label: '1 bowl', grams: 200 },
        { label: '100 g', grams: 100 },
      ],
      per100g: { kcal: 125, protein: 3, carbs: 20, fat: 3.5, fibre: 1.5 },
    });
    expect((await searchFoods(owner, name))[0]).toEqual(upma);
    expect(await names(other, name)).not.toContain(name);

    expect(await logFood(owner, { foodId: upma.id, serving: '1 bowl', quantity: 1.5, meal: 'breakfast' }, '2026-11-24')).toEqual({
      status: 'ok',
    });
    const [entry] = await withUser(owner, (tx) => tx.select().from(foodLogs).where(eq(foodLogs.foodId, upma.id)));
    expect(entry).toMatchObject({ kcal: 375, protein: 9, servingGrams: 200 });
    // Another customer cannot log it: to them it is not there.
    expect(await logFood(other, { foodId: upma.id, serving: '1 bowl', quantity: 1, meal: 'lunch' }, '2026-11-24')).toMatchObject({
      status: 'refused',
    });
  });

  it('is found by its new name once renamed, and no longer once deleted', async () => {
    const owner = await createAuthUser();
    const food = await createOwnFood(owner, {
      name: `Nani's thepla ${Date.now()}`,
      serving: '1 piece',
      grams: 50,
      diet: 'veg',
      kcal: 150,
      protein: 4,
      carbs: 22,
      fat: 5,
      fibre: 2,
    });
    const renamed = `Methi thepla ${Date.now()}`;
    await withUser(owner, (tx) => tx.update(foods).set({ name: renamed }).where(eq(foods.id, food.id)));
    expect(await names(owner, renamed)).toContain(renamed);
    expect(await names(owner, food.name)).not.toContain(food.name);
    await withUser(owner, (tx) => tx.delete(foods).where(eq(foods.id, food.id)));
    expect(await names(owner, renamed)).not.toContain(renamed);
  });
});
