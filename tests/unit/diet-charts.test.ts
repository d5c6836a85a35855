import { describe, expect, it } from 'vitest';
import { FOOD_TABLE } from '@/lib/domain/foods';
import { dietAllows, isJain, whyNot } from '@/lib/domain/diet-charts/diet-rules';
import { groceryList } from '@/lib/domain/diet-charts/grocery';
import { scaleChart, scaleDay, scaleOption } from '@/lib/domain/diet-charts/scale';
import {
  dayNutrients,
  dayWarnings,
  foodNutrients,
  optionLabel,
  optionNutrients,
  portionWithName,
} from '@/lib/domain/diet-charts/totals';
import { todaysMealsOf } from '@/lib/domain/diet-charts/follow';
import { nextSlotOf } from '@/lib/domain/diet-charts/views';
import { chartDayName, chartDayOn, chartDaysOf, type StoredChartSlot } from '@/lib/domain/diet-charts/stored';
import type { ChartDay, ChartDiet, ChartFood } from '@/lib/domain/diet-charts/types';

const food = (id: string) => FOOD_TABLE.find((entry) => entry.id === id)!;
const item = (foodId: string, serving: string, quantity: number): ChartFood => ({ foodId, serving, quantity });
const kcalOf = (foodId: string, serving: string, quantity = 1) => foodNutrients(item(foodId, serving, quantity)).kcal;

/** A plain day: roti and dal for lunch and dinner, idli for breakfast, an apple in the evening. */
const DAY: ChartDay = {
  slots: [
    {
      name: 'Breakfast',
      meal: 'breakfast',
      note: '',
      options: [{ foods: [item('idli', '1 idli', 3), item('sambar', '1 katori', 1)] }],
    },
    {
      name: 'Lunch',
      meal: 'lunch',
      note: '',
      options: [
        { foods: [item('roti', '1 roti', 2), item('dal-tadka', '1 katori', 1)] },
        { foods: [item('plain-rice', '1 katori', 1), item('dal-tadka', '1 katori', 1)] },
      ],
    },
    { name: 'Evening', meal: 'snack', note: 'Walk after', options: [{ foods: [item('apple', '1 medium apple', 1)] }] },
    {
      name: 'Dinner',
      meal: 'dinner',
      note: '',
      options: [{ foods: [item('roti', '1 roti', 2), item('dal-tadka', '1 katori', 1)] }],
    },
  ],
};

describe('diet rules', () => {
  it.each<[ChartDiet, string, boolean]>([
    ['vegetarian', 'paneer', true],
    ['vegetarian', 'roti', true],
    ['vegetarian', 'boiled-egg', false],
    ['vegetarian', 'chicken-curry', false],
    ['eggetarian', 'boiled-egg', true],
    ['eggetarian', 'chicken-curry', false],
    ['non-vegetarian', 'chicken-curry', true],
    ['non-vegetarian', 'paneer', true],
    ['vegan', 'roti', true],
    ['vegan', 'paneer', false],
    ['vegan', 'boiled-egg', false],
    ['jain', 'roti', true],
    ['jain', 'paneer', true],
    ['jain', 'dal-tadka', false],
    ['jain', 'boiled-egg', false],
  ])('a %s chart %s %s', (diet, id, allowed) => {
    expect(dietAllows(diet, food(id))).toBe(allowed);
    expect(whyNot(diet, food(id)) === null).toBe(allowed);
  });

  it('says why a food is refused', () => {
    expect(whyNot('vegetarian', food('chicken-curry'))).toBe('non-vegetarian');
    expect(whyNot('vegetarian', food('boiled-egg'))).toBe('egg');
    expect(whyNot('vegan', food('paneer'))).toBe('dairy or honey');
    expect(whyNot('jain', food('dal-tadka'))).toBe('onion, garlic or a root vegetable');
  });

  it.each<[string, string[], boolean]>([
    ['veg', ['whole-wheat-flour', 'water'], true],
    ['vegan', ['toor-dal-raw', 'onion'], false],
    ['veg', ['potato', 'besan'], false],
    ['veg', ['milk-toned', 'honey'], false],
    ['veg', ['mushroom'], false],
    ['egg', ['egg'], false],
  ])('a %s recipe of %j is Jain: %s', (diet, ingredients, jain) => {
    expect(isJain(diet as 'veg', ingredients)).toBe(jain);
  });
});

describe("a chart's totals", () => {
  it("sums each option's foods, and the day's first options", () => {
    const breakfast = kcalOf('idli', '1 idli', 3) + kcalOf('sambar', '1 katori');
    expect(optionNutrients(DAY.slots[0]!.options[0]!).kcal).toBe(breakfast);
    const lunch = kcalOf('roti', '1 roti', 2) + kcalOf('dal-tadka', '1 katori');
    expect(dayNutrients(DAY).kcal).toBe(breakfast + 2 * lunch + kcalOf('apple', '1 medium apple'));
    expect(dayNutrients(DAY).protein).toBeGreaterThan(20);
  });

  it('counts a food or serving the table no longer has as nothing', () => {
    expect(foodNutrients(item('no-such-food', '1 katori', 2)).kcal).toBe(0);
    expect(foodNutrients(item('roti', '1 bucket', 2)).kcal).toBe(0);
  });

  it('warns on each option that puts the day more than 10% over or under the target', () => {
    const planned = dayNutrients(DAY).kcal;
    expect(dayWarnings(DAY, planned)).toEqual([]);
    // Rice for roti changes the day by less than 10%.
    const riceDay = planned - optionNutrients(DAY.slots[1]!.options[0]!).kcal + optionNutrients(DAY.slots[1]!.options[1]!).kcal;
    expect(Math.abs(riceDay - planned)).toBeLessThan(0.1 * planned);
    // Against a target 20% above, every option warns 'under'; 20% below, 'over'.
    expect(dayWarnings(DAY, Math.round(planned * 1.2)).map((w) => w.direction)).toEqual([
      'under',
      'under',
      'under',
      'under',
      'under',
    ]);
    expect(dayWarnings(DAY, Math.round(planned * 0.8))).toHaveLength(5);
    expect(dayWarnings(DAY, Math.round(planned * 0.8))[0]).toMatchObject({
      slot: 0,
      option: 0,
      direction: 'over',
      dayKcal: planned,
    });
  });

  it('names options A, B, C', () => {
    expect([0, 1, 2].map(optionLabel)).toEqual(['Option A', 'Option B', 'Option C']);
  });
});

describe("'Scale to target'", () => {
  it.each([800, 1000, 1200, 1500, 1800, 2200])('scales the day to %i kcal within 5%, in halves of a serving', (target) => {
    const scaled = scaleDay(DAY, target);
    expect(Math.abs(dayNutrients(scaled).kcal - target)).toBeLessThanOrEqual(0.05 * target);
    const quantities = scaled.slots.flatMap((slot) => slot.options.flatMap((option) => option.foods.map((f) => f.quantity)));
    for (const quantity of quantities) {
      expect(quantity).toBeGreaterThanOrEqual(0.5);
      expect(Number.isInteger(quantity * 2)).toBe(true);
    }
    // The slots, names and foods stay; only the quantities change.
    expect(scaled.slots.map((slot) => slot.name)).toEqual(DAY.slots.map((slot) => slot.name));
    expect(scaled.slots.flatMap((s) => s.options.flatMap((o) => o.foods.map((f) => f.foodId)))).toEqual(
      DAY.slots.flatMap((s) => s.options.flatMap((o) => o.foods.map((f) => f.foodId))),
    );
  });

  it('keeps an alternative option near its slot, so it does not start warning', () => {
    const target = 1200;
    const scaled = scaleDay(DAY, target);
    expect(dayWarnings(scaled, target)).toEqual([]);
  });

  it('scales one option to its share, never below half a serving', () => {
    const option = { foods: [item('roti', '1 roti', 2), item('dal-tadka', '1 katori', 1)] };
    expect(scaleOption(option, 1).foods.map((f) => f.quantity)).toEqual([0.5, 0.5]);
    const doubled = scaleOption(option, 2 * optionNutrients(option).kcal);
    expect(doubled.foods.map((f) => f.quantity)).toEqual([4, 2]);
  });

  it('leaves an empty day as it is, and scales every day of a week', () => {
    expect(scaleDay({ slots: [] }, 1500)).toEqual({ slots: [] });
    const week = scaleChart({ name: 'A week', days: [DAY, DAY] }, 1300);
    expect(week.name).toBe('A week');
    for (const day of week.days) expect(Math.abs(dayNutrients(day).kcal - 1300)).toBeLessThanOrEqual(65);
  });
});

describe("a week's grocery list", () => {
  const byName = (lines: ReturnType<typeof groceryList>, part: string) => lines.find((line) => line.name.includes(part));

  it("sums the recipes' raw ingredients: 14 roti a week are about half a kilo of atta", () => {
    const week = Array.from({ length: 7 }, () => item('roti', '1 roti', 2));
    const atta = byName(groceryList(week), 'atta');
    expect(atta).toMatchObject({ group: 'Grains', amount: expect.stringMatching(/^\d+ g$|^\d+(\.\d)? kg$/) });
    const perRoti = food('roti').method.ingredients.find((i) => i.ingredient.includes('atta'))!.grams;
    const gramsPerRoti = (perRoti * 40) / food('roti').method.yieldG;
    const expected = Math.ceil((14 * gramsPerRoti) / 50) * 50;
    expect(atta!.amount).toBe(expected < 1000 ? `${expected} g` : `${Math.ceil((14 * gramsPerRoti) / 100) / 10} kg`);
  });

  it('says a kilo or more in kg, milk in litres, eggs in pieces, and leaves water and salt out', () => {
    const lines = groceryList([
      ...Array.from({ length: 7 }, () => item('roti', '1 roti', 6)),
      item('boiled-egg', '1 egg', 7),
      item('milk-toned', '1 glass', 7),
    ]);
    expect(byName(lines, 'atta')!.amount).toMatch(/^\d+(\.\d)? kg$/);
    expect(byName(lines, 'Eggs')).toMatchObject({ group: 'Eggs, meat and fish', amount: '7 pieces' });
    expect(byName(lines, 'Milk')!.amount).toMatch(/^(\d+ ml|\d+(\.\d)? litres?)$/);
    expect(lines.some((line) => /^(Water|Salt)/.test(line.name))).toBe(false);
  });

  it('groups the lines by aisle in order, A to Z within, and skips foods it has no recipe for', () => {
    const lines = groceryList([
      item('dal-tadka', '1 katori', 7),
      item('apple', '1 medium apple', 7),
      item('no-such-food', '1 katori', 3),
    ]);
    const groups = lines.map((line) => line.group);
    expect(groups.indexOf('Pulses')).toBeLessThan(groups.indexOf('Vegetables'));
    expect(groups.indexOf('Vegetables')).toBeLessThan(groups.indexOf('Fruit'));
    expect(byName(lines, 'Apples')).toMatchObject({ amount: '7 pieces' });
    expect(byName(lines, 'Toor dal')!.name).toBe('Toor dal (split pigeon pea)');
  });
});

describe("the customer's day of the chart", () => {
  const stored = (day: number, id: string): StoredChartSlot => ({
    id,
    day,
    name: `Slot ${id}`,
    meal: 'lunch',
    note: '',
    options: [{ id: `${id}-a`, foods: [{ id: `${id}-f`, foodId: 'roti', serving: '1 roti', quantity: 2 }] }],
  });

  it('groups the slots by day, in order', () => {
    const days = chartDaysOf([stored(1, 'a'), stored(1, 'b'), stored(2, 'c')]);
    expect(days.map((day) => [day.day, day.slots.map((slot) => slot.id)])).toEqual([
      [1, ['a', 'b']],
      [2, ['c']],
    ]);
    expect(chartDaysOf([])).toEqual([]);
  });

  it.each([
    ['2026-11-30', 'Monday', 'a'],
    ['2026-12-01', 'Tuesday', 'b'],
    ['2026-12-06', 'Sunday', 'g'],
  ])("a week's chart on %s is its %s", (date, weekday, id) => {
    const week = { days: chartDaysOf('abcdefg'.split('').map((letter, index) => stored(index + 1, letter))) };
    expect(chartDayOn(week, date)!.slots[0]!.id).toBe(id);
    expect(chartDayName(chartDayOn(week, date)!.day)).toBe(weekday);
  });

  it('a daily chart is the same every day', () => {
    const daily = { days: chartDaysOf([stored(0, 'x')]) };
    expect(chartDayOn(daily, '2026-11-30')!.slots[0]!.id).toBe('x');
    expect(chartDayOn(daily, '2026-12-05')!.slots[0]!.id).toBe('x');
    expect(chartDayName(0)).toBe('Every day');
  });

  it('marks the slots followed today and counts them', () => {
    const daily = { days: chartDaysOf([stored(0, 'x'), stored(0, 'y')]) };
    const meals = todaysMealsOf(daily, 'Veg 1,500', '2026-11-30', new Set(['y']))!;
    expect(meals).toMatchObject({ chartName: 'Veg 1,500', dayName: 'Every day', followed: 1, planned: 2 });
    expect(meals.slots.map((slot) => slot.followed)).toEqual([false, true]);
    expect(meals.slots[0]!.options[0]).toMatchObject({ label: 'Option A', foods: [{ name: 'Roti', portion: '2 roti' }] });
    expect(meals.kcal).toBe(2 * kcalOf('roti', '1 roti', 2));
    expect(todaysMealsOf({ days: [] }, 'Empty', '2026-11-30', new Set())).toBeNull();
  });

  it.each([
    ['2 roti', 'Roti', '2 roti'],
    ['1 medium guava', 'Guava', '1 medium guava'],
    ['1.5 katori', 'Dal tadka', '1.5 katori Dal tadka'],
    ['1 cup', 'Milk, toned', '1 cup Milk, toned'],
  ])('a portion of %s of %s reads %s', (portion, name, shown) => {
    expect(portionWithName(portion, name)).toBe(shown);
  });

  it("offers the first slot not yet followed next (the Nutrition tab's), none once all are", () => {
    const daily = { days: chartDaysOf([stored(0, 'x'), stored(0, 'y'), stored(0, 'z')]) };
    const next = (followed: string[]) =>
      nextSlotOf(todaysMealsOf(daily, 'Veg 1,500', '2026-11-30', new Set(followed))!)?.id ?? null;
    expect(next([])).toBe('x');
    expect(next(['x', 'z'])).toBe('y');
    expect(next(['x', 'y', 'z'])).toBeNull();
  });

  it('leaves out what a coach has not filled: an option with no food, and a slot left with none', () => {
    const empty = { ...stored(0, 'e'), options: [{ id: 'e-a', foods: [] }] };
    const half = { ...stored(0, 'h'), options: [...stored(0, 'h').options, { id: 'h-b', foods: [] }] };
    const day = chartDayOn({ days: chartDaysOf([stored(0, 'x'), empty, half]) }, '2026-11-30')!;
    expect(day.slots.map((slot) => [slot.id, slot.options.length])).toEqual([
      ['x', 1],
      ['h', 1],
    ]);
  });
});
