import { describe, expect, it } from 'vitest';
import {
  addFoodSchema,
  assignChartSchema,
  chartFoodSchema,
  DIET_CHART_BUILDER_MESSAGES as M,
  newChartSchema,
} from '@/lib/domain/diet-chart-builder';
import { foodRefusal, foodsFound, tableFoodOf } from '@/lib/domain/diet-chart-foods';
import type { ChartDiet } from '@/lib/domain/diet-charts/types';

const id = '0b8a2f6e-3f1c-4c5e-9a77-0d3f6c2b1a11';
const other = '5d1c7a2e-8b4f-4d6a-b1e3-2f9c0a7d4e55';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the diet as a rule: which foods a chart refuses, naming them', () => {
  it.each<[string, ChartDiet, string | null]>([
    ['chicken-curry', 'vegetarian', 'Not for a vegetarian chart: Chicken curry (non-vegetarian).'],
    ['chicken-curry', 'non-vegetarian', null],
    ['egg-bhurji', 'vegetarian', 'Not for a vegetarian chart: Egg bhurji (egg).'],
    ['egg-bhurji', 'eggetarian', null],
    ['paneer-bhurji', 'vegan', 'Not for a vegan chart: Paneer bhurji (dairy or honey).'],
    ['paneer-bhurji', 'vegetarian', null],
    ['aloo-paratha', 'jain', 'Not for a Jain chart: Aloo paratha (onion, garlic or a root vegetable).'],
    ['idli', 'jain', null],
    ['idli', 'vegan', null],
  ])('%s in a %s chart', (foodId, diet, refusal) => {
    expect(foodRefusal(tableFoodOf(foodId)!, diet)).toBe(refusal);
  });
});

describe("'Add food'", () => {
  it('finds by English or Hindi name or a synonym, every word typed', () => {
    expect(foodsFound('poha', 'vegetarian').map((f) => f.food.id)).toContain('poha');
    expect(foodsFound(tableFoodOf('poha')!.hindi, 'vegetarian').map((f) => f.food.id)).toContain('poha');
    expect(foodsFound('  ', 'vegetarian')).toEqual([]);
    const both = foodsFound('paneer paratha', 'vegetarian').map((f) => f.food.id);
    expect(both).toContain('paneer-paratha');
    expect(both).not.toContain('aloo-paratha');
  });

  it('lists what the diet allows first, then what it leaves out with the reason, at most 20', () => {
    const found = foodsFound('egg', 'vegetarian');
    const firstRefused = found.findIndex((f) => f.refusal !== null);
    expect(firstRefused).toBeGreaterThanOrEqual(0);
    expect(found.slice(firstRefused).every((f) => f.refusal !== null)).toBe(true);
    expect(foodsFound('a', 'vegan').length).toBeLessThanOrEqual(20);
  });
});

describe('the forms', () => {
  it.each([
    ['a quarter serving', '0.25', M.quantity],
    ['none', '0', M.quantity],
    ['too many', '21', M.quantity],
    ['not a number', 'lots', M.quantity],
  ])('refuses %s', (_, quantity, message) => {
    expect(errorsOf(chartFoodSchema.safeParse({ chartId: id, rowId: other, serving: '1 katori', quantity }))).toEqual({
      quantity: message,
    });
  });

  it('takes half servings', () => {
    expect(chartFoodSchema.parse({ chartId: id, rowId: other, serving: '1 katori', quantity: '1.5' }).quantity).toBe(1.5);
  });

  it('a new chart needs a name, a diet and a whole kcal from 800 to 5,000', () => {
    expect(errorsOf(newChartSchema.safeParse({ name: 'X', diet: 'keto', kcal: '700' }))).toEqual({
      name: M.name,
      diet: M.diet,
      kcal: M.kcal,
    });
    expect(newChartSchema.parse({ name: ' Office lunches ', diet: 'jain', kcal: '1500' })).toEqual({
      name: 'Office lunches',
      diet: 'jain',
      kcal: 1500,
    });
  });

  it("takes a food's id by its shape (the server looks it up in the table)", () => {
    for (const foodId of ['Pizza Hut', 'dal--tadka', '', 'x'.repeat(61)]) {
      expect(errorsOf(addFoodSchema.safeParse({ chartId: id, optionId: other, foodId }))).toEqual({ foodId: M.food });
    }
    expect(addFoodSchema.safeParse({ chartId: id, optionId: other, foodId: 'dal-tadka' }).success).toBe(true);
  });

  it("'Assign' takes the clients ticked, once each, and asks for one", () => {
    expect(assignChartSchema.parse({ chartId: id, 'client.0': other, 'client.3': other })).toEqual({
      chartId: id,
      customerIds: [other],
    });
    expect(errorsOf(assignChartSchema.safeParse({ chartId: id }))).toEqual({ customerIds: M.customers });
  });
});
