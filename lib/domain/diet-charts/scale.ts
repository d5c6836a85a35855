/**
 * 'Scale to target': a chart's quantities rescaled to a day's calorie target, in halves of a
 * serving (half a roti, never 0.37 katori). Each slot keeps its share of the day; each option is
 * scaled to its slot's new share, then nudged half a serving at a time while that brings it
 * closer; last, the day's first options are nudged together toward the target. Pure.
 */
import { dayNutrients, optionNutrients } from './totals';
import type { ChartDay, ChartOption, DietChartShape } from './types';

const toHalf = (quantity: number) => Math.max(0.5, Math.round(quantity * 2) / 2);

/** At most this many half-serving nudges, so a chart of foods that cannot reach the target stops. */
const MAX_NUDGES = 40;

/** Half a serving more or less of one food, whichever brings `kcalOf` nearest `target`, while one does. */
function nudged<T>(value: T, target: number, kcalOf: (value: T) => number, moves: (value: T) => T[]): T {
  let best = value;
  let distance = Math.abs(kcalOf(value) - target);
  for (let i = 0; i < MAX_NUDGES; i++) {
    const next = moves(best)
      .map((candidate) => ({ candidate, distance: Math.abs(kcalOf(candidate) - target) }))
      .sort((a, b) => a.distance - b.distance)[0];
    if (!next || next.distance >= distance) break;
    best = next.candidate;
    distance = next.distance;
  }
  return best;
}

/**
 * Each food of the option half a serving up or down: never below half, nor further from its
 * share of the scale (`ideal`, the same index) than half a serving or half of it, so the kcal
 * are found across the option rather than in 2.5 katoris of raita.
 */
const optionMoves =
  (ideal: readonly number[]) =>
  (option: ChartOption): ChartOption[] =>
    option.foods.flatMap((food, index) =>
      [food.quantity + 0.5, food.quantity - 0.5]
        .filter((quantity) => quantity >= 0.5 && Math.abs(quantity - ideal[index]!) <= Math.max(0.5, ideal[index]! / 2))
        .map((quantity) => ({ foods: option.foods.map((f, i) => (i === index ? { ...f, quantity } : f)) })),
    );

export function scaleOption(option: ChartOption, targetKcal: number): ChartOption {
  const kcal = optionNutrients(option).kcal;
  if (kcal === 0) return option;
  const factor = targetKcal / kcal;
  const ideal = option.foods.map((food) => food.quantity * factor);
  const scaled = { foods: option.foods.map((food, index) => ({ ...food, quantity: toHalf(ideal[index]!) })) };
  return nudged(scaled, targetKcal, (o) => optionNutrients(o).kcal, optionMoves(ideal));
}

/** Each slot's first option changed by one food's half serving (within its share, as above): the day's moves. */
const dayMoves =
  (ideal: readonly (readonly number[])[]) =>
  (day: ChartDay): ChartDay[] =>
    day.slots.flatMap((slot, s) =>
      slot.options[0]
        ? optionMoves(ideal[s]!)(slot.options[0]).map((first) => ({
            slots: day.slots.map((other, i) => (i === s ? { ...other, options: [first, ...other.options.slice(1)] } : other)),
          }))
        : [],
    );

export function scaleDay(day: ChartDay, targetKcal: number): ChartDay {
  const planned = dayNutrients(day).kcal;
  if (planned === 0) return day;
  const factor = targetKcal / planned;
  const scaled: ChartDay = {
    slots: day.slots.map((slot) => {
      const share = (slot.options[0] ? optionNutrients(slot.options[0]).kcal : 0) * factor;
      return { ...slot, options: slot.options.map((option) => scaleOption(option, share)) };
    }),
  };
  const ideal = day.slots.map((slot) => slot.options[0]?.foods.map((food) => food.quantity * factor) ?? []);
  return nudged(scaled, targetKcal, (d) => dayNutrients(d).kcal, dayMoves(ideal));
}

export const scaleChart = <T extends DietChartShape>(chart: T, targetKcal: number): T => ({
  ...chart,
  days: chart.days.map((day) => scaleDay(day, targetKcal)),
});
