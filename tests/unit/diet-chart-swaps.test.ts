import { describe, expect, it } from 'vitest';
import { DIET_CHART_TEMPLATES } from '@/lib/domain/diet-chart-templates';
import { dietAllows } from '@/lib/domain/diet-charts/diet-rules';
import { swapViewOf } from '@/lib/domain/diet-charts/follow';
import {
  nearestPortion,
  SWAP_MAX_SERVINGS,
  SWAP_TOLERANCE,
  swapOf,
  type SwapSlot,
  swapsFor,
  SWAPS_SHOWN,
} from '@/lib/domain/diet-charts/swaps';
import { chartFoodOf, optionNutrients } from '@/lib/domain/diet-charts/totals';
import type { ChartFood, ChartOption, ChartSlot } from '@/lib/domain/diet-charts/types';
import { FOOD_TABLE } from '@/lib/domain/foods';

const item = (foodId: string, serving: string, quantity: number): ChartFood => ({ foodId, serving, quantity });
const slotNamed = (name: string, meal: ChartSlot['meal'], options: ChartOption[] = []) => ({ name, meal, options });
const food = (id: string) => FOOD_TABLE.find((entry) => entry.id === id)!;
const ids = (option: ChartOption) => option.foods.map((each) => each.foodId);

const POHA: ChartOption = { foods: [item('poha', '1 katori', 1), item('chaas', '1 glass', 0.5)] };
const ROTI_DAL_SABZI: ChartOption = {
  foods: [item('roti', '1 roti', 2), item('dal-tadka', '1 katori', 1), item('mixed-veg-sabzi', '1 katori', 1)],
};
const GUAVA: ChartOption = { foods: [item('guava', '1 medium guava', 1)] };
const ALMONDS: ChartOption = { foods: [item('almonds', '10 pieces', 0.5)] };

describe('swapsFor: every option of every built-in chart', () => {
  const cases = Object.entries(DIET_CHART_TEMPLATES).flatMap(([key, template]) =>
    template.days[0]!.slots.flatMap((slot) =>
      slot.options.map((option, index) => ({ name: `${key} ${slot.name} ${index}`, template, slot, option })),
    ),
  );

  it.each(cases)('$name: within 15%, of the diet, each once, not itself', ({ template, slot, option }) => {
    const target = optionNutrients(option).kcal;
    const swaps = swapsFor(slot, option, template.diet);
    expect(swaps.length).toBeLessThanOrEqual(SWAPS_SHOWN);
    expect(new Set(swaps.map((swap) => swap.key)).size).toBe(swaps.length);
    for (const swap of swaps) {
      expect(Math.abs(swap.kcal - target)).toBeLessThanOrEqual(SWAP_TOLERANCE * target);
      expect(swap.kcal).toBe(optionNutrients(swap).kcal);
      for (const own of slot.options) expect(swap.key).not.toBe([...new Set(ids(own))].sort().join('+'));
      for (const each of swap.foods) {
        expect(dietAllows(template.diet, chartFoodOf(each.foodId)!)).toBe(true);
        expect(Number.isInteger(each.quantity * 2) && each.quantity >= 0.5).toBe(true);
        expect(chartFoodOf(each.foodId)!.servings.some((serving) => serving.label === each.serving)).toBe(true);
      }
    }
  });

  // Those without: a Jain breakfast (few of the built-ins' breakfasts are Jain), a vegan's soy milk at bedtime.
  it('offers nearly every option something: at most 12 of the 309 have no swap', () => {
    expect(
      cases.filter(({ template, slot, option }) => swapsFor(slot, option, template.diet).length === 0).length,
    ).toBeLessThanOrEqual(12);
  });
});

describe('swapsFor: what is offered', () => {
  it.each<[string, SwapSlot, ChartOption, string[]]>([
    // A breakfast for a breakfast: idli and sambar, chilla, for poha and chaas.
    ['a breakfast', slotNamed('Breakfast', 'breakfast'), POHA, ['idli', 'moong-dal-chilla']],
    // A meal for a meal: rajma-chawal for roti, dal and sabzi.
    ['a lunch', slotNamed('Lunch', 'lunch'), ROTI_DAL_SABZI, ['rajma']],
    ['a fruit', slotNamed('Mid-morning', 'snack'), GUAVA, ['kiwi', 'sweet-lime']],
    ['nuts', slotNamed('Early morning', 'breakfast'), ALMONDS, ['raisins']],
    // A slot the coach named: its meal's options.
    ['a renamed slot', slotNamed('After the gym', 'breakfast'), POHA, ['idli']],
  ])('%s', (_, slot, option, expected) => {
    const offered = swapsFor(slot, option, 'vegetarian', Number.POSITIVE_INFINITY).flatMap((swap) =>
      swap.foods.map((each) => each.foodId),
    );
    for (const id of expected) expect(offered).toContain(id);
  });

  it.each<[ChartOption, Parameters<typeof swapsFor>[2], (id: string) => boolean]>([
    [ROTI_DAL_SABZI, 'vegetarian', (id) => ['egg', 'non-veg'].includes(food(id).diet)],
    [ROTI_DAL_SABZI, 'vegan', (id) => food(id).diet !== 'vegan'],
    [ROTI_DAL_SABZI, 'jain', (id) => !food(id).jain],
    [GUAVA, 'jain', (id) => !food(id).jain],
  ])('never a food the diet leaves out: %#', (option, diet, refused) => {
    const offered = swapsFor(slotNamed('Lunch', 'lunch'), option, diet, Number.POSITIVE_INFINITY).flatMap((swap) => swap.foods);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.filter((each) => refused(each.foodId))).toEqual([]);
  });

  it("never one of the slot's own options: those have their own 'Ate this'", () => {
    const idli: ChartOption = {
      foods: [item('idli', '1 idli', 2.5), item('sambar', '1 katori', 1), item('coconut-chutney', '1 tbsp', 2)],
    };
    const alone = swapsFor(slotNamed('Breakfast', 'breakfast'), POHA, 'vegetarian', Number.POSITIVE_INFINITY);
    expect(alone.map((swap) => swap.key)).toContain('coconut-chutney+idli+sambar');
    const withIdli = swapsFor(slotNamed('Breakfast', 'breakfast', [POHA, idli]), POHA, 'vegetarian', Number.POSITIVE_INFINITY);
    expect(withIdli.map((swap) => swap.key)).not.toContain('coconut-chutney+idli+sambar');
  });

  it('none for an option without energy', () => {
    expect(swapsFor(slotNamed('Lunch', 'lunch'), { foods: [] }, 'vegetarian')).toEqual([]);
  });

  it('nearest first', () => {
    const target = optionNutrients(POHA).kcal;
    const distances = swapsFor(slotNamed('Breakfast', 'breakfast'), POHA, 'vegetarian').map((swap) =>
      Math.abs(swap.kcal - target),
    );
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });
});

describe('swapOf: only a swap the server offers', () => {
  const breakfast = slotNamed('Breakfast', 'breakfast');
  const [first] = swapsFor(breakfast, POHA, 'vegetarian');

  it.each<[string, string, boolean]>([
    ['one offered', first!.key, true],
    ['the option itself', 'chaas+poha', false],
    ['a food the diet leaves out', 'egg-bhurji', false],
    ['a food far from the kcal', 'gulab-jamun', false],
    ['no food', 'no-such-food', false],
  ])('%s', (_, key, found) => {
    expect(swapOf(breakfast, POHA, 'vegetarian', key) !== undefined).toBe(found);
  });
});

describe('nearestPortion', () => {
  it.each<[string, number, string, number]>([
    // One medium guava is about 60 kcal; 120 is two.
    ['guava', 120, '1 medium guava', 2],
    ['guava', 10, '1 medium guava', 0.5],
    // Never more than three servings.
    ['guava', 2000, '1 medium guava', SWAP_MAX_SERVINGS],
  ])('%s at %d kcal', (id, kcal, serving, quantity) => {
    expect(nearestPortion(food(id), kcal)).toEqual(item(id, serving, quantity));
  });
});

describe('swapViewOf', () => {
  it('says each food as the chart does', () => {
    const view = swapViewOf({
      key: 'idli+sambar',
      foods: [item('idli', '1 idli', 2.5), item('sambar', '1 katori', 1)],
      kcal: 250,
      protein: 9,
    });
    expect(view).toEqual({ key: 'idli+sambar', label: '2.5 idli · 1 katori Sambar', kcal: 250, protein: 9 });
  });
});
