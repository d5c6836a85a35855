import { describe, expect, it } from 'vitest';
import { editFoodLogSchema, FOOD_LOG_MESSAGES, logFoodSchema, mealAt, totalOf } from '@/lib/domain/food-log';

describe('the meal a time of day suggests (IST)', () => {
  it.each([
    ['2026-11-24T07:30:00+05:30', 'breakfast'],
    ['2026-11-24T10:59:00+05:30', 'breakfast'],
    ['2026-11-24T11:00:00+05:30', 'lunch'],
    ['2026-11-24T15:59:00+05:30', 'lunch'],
    ['2026-11-24T16:30:00+05:30', 'snack'],
    ['2026-11-24T19:00:00+05:30', 'dinner'],
    ['2026-11-24T23:30:00+05:30', 'dinner'],
    ['2026-11-25T02:00:00+05:30', 'dinner'],
    // 02:00 UTC is 07:30 in India.
    ['2026-11-24T02:00:00Z', 'breakfast'],
  ])('%s: %s', (at, meal) => {
    expect(mealAt(new Date(at))).toBe(meal);
  });
});

describe('the log forms', () => {
  it.each(['0.5', '1', '1.5', '20', 2.5])('accepts a quantity of %j', (quantity) => {
    expect(logFoodSchema.safeParse({ foodId: 'roti', serving: '1 roti', quantity, meal: 'lunch' }).success).toBe(true);
  });

  it.each(['0', '0.25', '1.2', '20.5', '', 'two', -1])('refuses a quantity of %j', (quantity) => {
    const parsed = editFoodLogSchema.safeParse({ entryId: '0b8a2f6e-3f1c-4c5e-9a77-0d3f6c2b1a11', quantity });
    expect(parsed.error?.issues[0]?.message).toBe(FOOD_LOG_MESSAGES.quantity);
  });

  it('adds entries up: kcal whole, grams to a tenth', () => {
    expect(
      totalOf([
        { kcal: 132.4, protein: 6.25, carbs: 17.1, fat: 4.44, fibre: 3 },
        { kcal: 102.3, protein: 3.1, carbs: 20, fat: 0.5, fibre: 2.81 },
      ]),
    ).toEqual({ kcal: 235, protein: 9.4, carbs: 37.1, fat: 4.9, fibre: 5.8 });
  });
});
