import { describe, expect, it } from 'vitest';
import {
  editFoodLogSchema,
  entryPortion,
  FOOD_LOG_MESSAGES,
  logFoodSchema,
  mealAt,
  ownFoodSchema,
  portionLabel,
  quickAddSchema,
  shortcutsOf,
  todayFoodOf,
  tooDense,
  totalOf,
  weekAverageKcal,
} from '@/lib/domain/food-log';
import { mealsLogged } from '@/lib/domain/progress';

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

describe("'Quick add'", () => {
  it.each([
    [
      { description: ' 2 rotis, palak paneer ', kcal: '450', meal: 'dinner' },
      { description: '2 rotis, palak paneer', kcal: 450, meal: 'dinner' },
    ],
    [
      { description: 'Chai', kcal: 0, meal: 'snack' },
      { description: 'Chai', kcal: 0, meal: 'snack' },
    ],
  ])('keeps %j as %j', (input, kept) => {
    expect(quickAddSchema.parse(input)).toEqual(kept);
  });

  it.each([
    [{ description: ' ', kcal: '450', meal: 'lunch' }, FOOD_LOG_MESSAGES.quickDescription],
    [{ description: 'x'.repeat(301), kcal: '450', meal: 'lunch' }, FOOD_LOG_MESSAGES.quickDescription],
    [{ description: 'Dal', kcal: '', meal: 'lunch' }, FOOD_LOG_MESSAGES.quickKcal],
    [{ description: 'Dal', kcal: '12.5', meal: 'lunch' }, FOOD_LOG_MESSAGES.quickKcal],
    [{ description: 'Dal', kcal: '5001', meal: 'lunch' }, FOOD_LOG_MESSAGES.quickKcal],
    [{ description: 'Dal', kcal: '-1', meal: 'lunch' }, FOOD_LOG_MESSAGES.quickKcal],
    [{ description: 'Dal', kcal: '200', meal: 'brunch' }, FOOD_LOG_MESSAGES.meal],
  ])('refuses %j: %s', (input, message) => {
    expect(quickAddSchema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
});

describe("Today's summary of the log", () => {
  it('lists each meal and adds each meal and the day up as the food log does: summed, then rounded', () => {
    const food = todayFoodOf([
      { meal: 'breakfast', name: 'Idli', kcal: 116.4 },
      { meal: 'breakfast', name: 'Sambar', kcal: 90.4 },
      { meal: 'dinner', name: '2 rotis, palak paneer', kcal: 450 },
    ]);
    expect(food).toEqual({
      byMeal: {
        // 206.8, not the 116 + 90 of the rounded entries: the food log's subtotal for breakfast.
        breakfast: { names: ['Idli', 'Sambar'], kcal: 207 },
        lunch: { names: [], kcal: 0 },
        snack: { names: [], kcal: 0 },
        dinner: { names: ['2 rotis, palak paneer'], kcal: 450 },
      },
      kcal: 657,
    });
    expect(mealsLogged(food)).toBe(2);
  });

  it('is empty on a day with nothing logged', () => {
    const food = todayFoodOf([]);
    expect(food.kcal).toBe(0);
    expect(mealsLogged(food)).toBe(0);
  });
});

describe('the 7-day average', () => {
  const today = '2026-11-25';
  it.each([
    // Two entries on the 24th make one day of 1,800; the 20th has 1,400: (1800 + 1400) / 2.
    [
      [
        { day: '2026-11-24', kcal: 1000 },
        { day: '2026-11-24', kcal: 800 },
        { day: '2026-11-20', kcal: 1400 },
      ],
      { kcal: 1600, daysLogged: 2 },
    ],
    // Today is still going on, and the 17th is eight days back: neither counts.
    [
      [
        { day: today, kcal: 500 },
        { day: '2026-11-17', kcal: 3000 },
        { day: '2026-11-18', kcal: 1501 },
      ],
      { kcal: 1501, daysLogged: 1 },
    ],
    [[{ day: today, kcal: 500 }], null],
    [[], null],
  ] as const)('%j', (days, average) => {
    expect(weekAverageKcal(days, today)).toEqual(average);
  });
});

describe('recent and frequent foods', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 8, minute));
  const entry = (foodId: string | null, minute: number, quantity = 1) => ({
    foodId,
    servingLabel: '1 katori',
    quantity,
    createdAt: at(minute),
  });

  it('puts the latest first, and the most often logged first with how it was last logged', () => {
    const { recent, frequent } = shortcutsOf([
      entry('roti', 1),
      entry('dal-tadka', 2),
      entry('roti', 3, 3),
      entry('poha', 4),
      entry(null, 5),
    ]);
    expect(recent.map(({ last }) => last.foodId)).toEqual(['poha', 'roti', 'dal-tadka']);
    // Once is not frequent.
    expect(frequent.map(({ last, times }) => [last.foodId, times, last.quantity])).toEqual([['roti', 2, 3]]);
  });

  it('shows eight of each at most', () => {
    const many = Array.from({ length: 12 }, (_, i) => [entry(`food-${i}`, i), entry(`food-${i}`, 20 + i)]).flat();
    expect(shortcutsOf(many).recent).toHaveLength(8);
    expect(shortcutsOf(many).frequent).toHaveLength(8);
  });
});

describe("'Create a food'", () => {
  const upma = {
    name: "Amma's upma",
    serving: '1 bowl',
    grams: '200',
    diet: 'veg',
    kcal: '250',
    protein: '6',
    carbs: '40',
    fat: '7',
    fibre: '3',
  };

  it('reads the form as numbers', () => {
    expect(ownFoodSchema.parse(upma)).toEqual({ ...upma, grams: 200, kcal: 250, protein: 6, carbs: 40, fat: 7, fibre: 3 });
  });

  it.each([
    ['name', ' x ', FOOD_LOG_MESSAGES.ownName],
    ['serving', '', FOOD_LOG_MESSAGES.ownServing],
    ['grams', '0', FOOD_LOG_MESSAGES.ownGrams],
    ['grams', '', FOOD_LOG_MESSAGES.ownGrams],
    ['diet', 'jain', FOOD_LOG_MESSAGES.ownDiet],
    ['kcal', '3001', FOOD_LOG_MESSAGES.ownKcal],
    ['carbs', '-1', FOOD_LOG_MESSAGES.ownGramsOf('carbohydrate')],
  ])('refuses %s %j', (field, value, message) => {
    expect(ownFoodSchema.safeParse({ ...upma, [field]: value }).error?.issues[0]?.message).toBe(message);
  });

  it.each([
    // 250 kcal in 200 g is 125 kcal per 100 g.
    [200, 250, 6, false],
    // 100 kcal in 10 g would be 1,000 kcal per 100 g; nothing holds more than pure fat's 900.
    [10, 100, 0, true],
    // 30 g of protein in a 20 g serving.
    [20, 50, 30, true],
  ])('a %i g serving of %i kcal and %i g protein is too dense: %s', (grams, kcal, protein, dense) => {
    expect(tooDense({ ...ownFoodSchema.parse(upma), grams, kcal, protein })).toBe(dense);
  });
});

describe('a portion as people say it', () => {
  it.each([
    [2, '1 roti', '2 roti'],
    [1.5, '1 katori', '1.5 katori'],
    [1, '1 plate (2 baati with dal)', '1 plate (2 baati with dal)'],
    [2, '100 g', '200 g'],
    [0.5, '10 pieces', '5 pieces'],
    [1.5, '10 pieces (halves)', '15 pieces (halves)'],
    [0.5, '2 slices', '0.5 × 2 slices'],
    [0.5, '3 pieces', '0.5 × 3 pieces'],
  ])('%f of %s: %s', (quantity, serving, label) => {
    expect(portionLabel(quantity, serving)).toBe(label);
  });
});

describe('a log entry as the log and the coach show it', () => {
  it.each([
    [{ kind: 'food', quantity: 2, servingLabel: '1 roti' }, '2 roti'],
    [{ kind: 'quick', quantity: 1, servingLabel: 'Quick add' }, 'Quick add'],
  ] as const)('%j: %s', (entry, shown) => {
    expect(entryPortion(entry)).toBe(shown);
  });
});
