import { describe, expect, it } from 'vitest';
import { latestSeedMigration } from '../support/seed-migrations';
import { FOOD_TABLE } from '@/lib/domain/foods';
import { INGREDIENTS } from '@/lib/domain/foods/ingredients';
import { atwaterKcal, nutrientsOfPortion } from '@/lib/domain/foods/nutrients';
import { foodSeedSql } from '@/lib/domain/foods/seed-sql';

describe('the food table', () => {
  it('has at least 250 foods from every region, for every part of the day', () => {
    expect(FOOD_TABLE.length).toBeGreaterThanOrEqual(250);
    const regions = new Set(FOOD_TABLE.map((food) => food.region));
    for (const region of ['north', 'south', 'east', 'west']) expect(regions).toContain(region);
    const courses = new Set(FOOD_TABLE.map((food) => food.course));
    for (const course of ['breakfast', 'snack', 'sweet', 'drink', 'staple', 'fruit', 'packaged'])
      expect(courses).toContain(course);
  });

  it('has unique ids and names, and a Hindi name in Devanagari for each', () => {
    expect(new Set(FOOD_TABLE.map((food) => food.id)).size).toBe(FOOD_TABLE.length);
    expect(new Set(FOOD_TABLE.map((food) => food.name.toLowerCase())).size).toBe(FOOD_TABLE.length);
    for (const food of FOOD_TABLE) expect(food.hindi, food.id).toMatch(/[\u0900-\u097F]/);
  });

  it.each(FOOD_TABLE.map((food) => [food.id, food] as const))(
    '%s: kcal within 15% of 4·P + 4·C + 9·F, servings positive',
    (_, food) => {
      const { per100g } = food;
      // Black coffee and plain tea hold a fraction of a kcal per 100 ml: there, within 1 kcal.
      expect(Math.abs(per100g.kcal - atwaterKcal(per100g))).toBeLessThanOrEqual(Math.max(0.15 * per100g.kcal, 1));
      expect(food.servings.length).toBeGreaterThan(0);
      for (const serving of food.servings) {
        expect(serving.grams).toBeGreaterThan(0);
        expect(serving.label.trim()).not.toBe('');
      }
      expect(food.synonyms.every((synonym) => synonym === synonym.toLowerCase())).toBe(true);
    },
  );

  it('estimates each ingredient consistently (within 10%)', () => {
    for (const [id, { per100g }] of Object.entries(INGREDIENTS)) {
      if (per100g.kcal > 0) expect(Math.abs(per100g.kcal - atwaterKcal(per100g)) / per100g.kcal, id).toBeLessThanOrEqual(0.1);
    }
  });

  it("answers for a portion: 1.5 katoris of dal tadka hold one and a half times the katori's", () => {
    const dal = FOOD_TABLE.find((food) => food.id === 'dal-tadka')!;
    const katori = dal.servings.find((serving) => serving.label === '1 katori')!;
    const one = nutrientsOfPortion(dal.per100g, katori.grams, 1);
    const oneAndHalf = nutrientsOfPortion(dal.per100g, katori.grams, 1.5);
    expect(oneAndHalf.kcal).toBeCloseTo(one.kcal * 1.5, -1);
    expect(one.kcal).toBeGreaterThan(80);
    expect(one.kcal).toBeLessThan(250);
  });

  it('is what the latest seed migration writes', () => {
    expect(latestSeedMigration('_food_table_seed.sql')).toBe(foodSeedSql(FOOD_TABLE));
  });
});
