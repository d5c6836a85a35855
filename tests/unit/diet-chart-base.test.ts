import { describe, expect, it } from 'vitest';
import { BASE_CHART_KEYS } from '@/lib/domain/diet-chart-choice';
import { BASE_CHARTS } from '@/lib/domain/diet-chart-templates/charts';
import type { BaseChart } from '@/lib/domain/diet-chart-templates/types';
import { dietAllows } from '@/lib/domain/diet-charts/diet-rules';
import { chartFoodOf, dayNutrients, optionNutrients } from '@/lib/domain/diet-charts/totals';
import { type ChartOption, DEFAULT_SLOTS } from '@/lib/domain/diet-charts/types';
import { FOOD_TABLE, recipeOf } from '@/lib/domain/foods';

/** What a PCOD-friendly chart leaves out: refined flour, white bread, sugar, jaggery and honey. */
const REFINED_INGREDIENTS = new Set(['maida', 'white-bread', 'sugar', 'condensed-milk', 'jaggery', 'honey']);

/** The table's refined foods: sweets, packaged foods, and any dish made with a refined ingredient. */
const REFINED: ReadonlySet<string> = new Set(
  FOOD_TABLE.filter(
    (food) =>
      food.course === 'sweet' ||
      food.course === 'packaged' ||
      recipeOf(food.id)!.ingredients.some(([ingredient]) => REFINED_INGREDIENTS.has(ingredient)),
  ).map((food) => food.id),
);

/** White rice as a dish of its own (plain, jeera, lemon, curd rice, pulao, biryani). */
const WHITE_RICE: ReadonlySet<string> = new Set(
  FOOD_TABLE.filter(
    (food) =>
      food.course === 'rice' &&
      recipeOf(food.id)!.ingredients.some(([ingredient]) => ingredient === 'rice-raw' || ingredient === 'basmati-rice-raw'),
  ).map((food) => food.id),
);

const optionKcal = (option: ChartOption) => optionNutrients(option).kcal;

const charts = Object.entries(BASE_CHARTS) as [string, BaseChart][];
const foodsOf = (chart: BaseChart) => chart.day.slots.flatMap((slot) => slot.options.flatMap((option) => option.foods));

/** The slots a dietitian gives a choice in: two options, lunch and dinner up to three. */
const OPTIONS: Record<string, [min: number, max: number]> = {
  'Early morning': [1, 1],
  Breakfast: [2, 2],
  'Mid-morning': [1, 1],
  Lunch: [2, 3],
  Evening: [2, 2],
  Dinner: [2, 3],
  Bedtime: [1, 1],
};

describe('the built-in diet charts’ base days', () => {
  it('are one for each base chart key, named uniquely', () => {
    expect(Object.keys(BASE_CHARTS).sort()).toEqual([...BASE_CHART_KEYS].sort());
    expect(new Set(charts.map(([, chart]) => chart.name)).size).toBe(charts.length);
    for (const [key, chart] of charts) {
      expect(chart.summary.trim(), key).not.toBe('');
      expect(chart.pcod, key).toBe(key.startsWith('pcod-'));
    }
  });

  it('refine the right foods out of the PCOD charts', () => {
    for (const id of ['white-bread', 'naan', 'bhatura', 'gulab-jamun', 'jalebi', 'kheer', 'sugar', 'chai', 'cola'])
      expect(REFINED, id).toContain(id);
    for (const id of ['roti', 'jowar-bhakri', 'bajra-roti', 'brown-rice', 'moong-dal-chilla', 'dal-tadka'])
      expect(REFINED, id).not.toContain(id);
    expect(WHITE_RICE).toContain('plain-rice');
    expect(WHITE_RICE).not.toContain('brown-rice');
  });

  it.each(charts)('%s: the seven slots in order, with their meals, notes and options', (_, chart) => {
    expect(chart.day.slots.map((slot) => [slot.name, slot.meal])).toEqual(DEFAULT_SLOTS.map((slot) => [slot.name, slot.meal]));
    for (const slot of chart.day.slots) {
      expect(typeof slot.note).toBe('string');
      const [min, max] = OPTIONS[slot.name]!;
      expect(slot.options.length, slot.name).toBeGreaterThanOrEqual(min);
      expect(slot.options.length, slot.name).toBeLessThanOrEqual(max);
      for (const option of slot.options) {
        expect(option.foods.length, slot.name).toBeGreaterThanOrEqual(1);
        expect(option.foods.length, slot.name).toBeLessThanOrEqual(4);
      }
    }
  });

  it.each(charts)('%s: real foods and servings, in halves, every one its diet allows', (_, chart) => {
    for (const item of foodsOf(chart)) {
      const food = chartFoodOf(item.foodId);
      expect(food, `${item.foodId} is not in the food table`).toBeDefined();
      expect(
        food!.servings.map((serving) => serving.label),
        `${item.foodId}: ${item.serving}`,
      ).toContain(item.serving);
      expect(item.quantity, item.foodId).toBeGreaterThanOrEqual(0.5);
      expect(Number.isInteger(item.quantity * 2), `${item.foodId}: ${item.quantity}`).toBe(true);
      expect(dietAllows(chart.diet, food!), `${food!.name} (${food!.id}) in a ${chart.diet} chart`).toBe(true);
    }
  });

  it.each(charts)('%s: 1,500 kcal (±2%) with the first options, each other option within 8% of its first', (_, chart) => {
    const dayKcal = dayNutrients(chart.day).kcal;
    expect(dayKcal).toBeGreaterThanOrEqual(1470);
    expect(dayKcal).toBeLessThanOrEqual(1530);
    for (const slot of chart.day.slots) {
      const first = optionKcal(slot.options[0]!);
      slot.options.slice(1).forEach((option, index) => {
        expect(
          Math.abs(optionKcal(option) - first),
          `${slot.name} option ${index + 2}: ${optionKcal(option)} kcal against ${first}`,
        ).toBeLessThanOrEqual(0.08 * first);
      });
    }
  });

  it.each(charts)('%s: high in protein (60 g a day, vegan 50 g)', (_, chart) => {
    expect(dayNutrients(chart.day).protein).toBeGreaterThanOrEqual(chart.diet === 'vegan' ? 50 : 60);
  });

  it.each(charts.filter(([, chart]) => chart.pcod))(
    '%s: no maida, white bread, sugar or sweets; white rice at most once',
    (_, chart) => {
      for (const item of foodsOf(chart)) expect(REFINED.has(item.foodId), `${item.foodId} in a PCOD chart`).toBe(false);
      const riceOptions = chart.day.slots.flatMap((slot) =>
        slot.options.filter((option) => option.foods.some((item) => WHITE_RICE.has(item.foodId))),
      );
      expect(riceOptions.length).toBeLessThanOrEqual(1);
    },
  );
});
