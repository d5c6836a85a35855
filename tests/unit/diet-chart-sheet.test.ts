import { describe, expect, it } from 'vitest';
import { DIET_CHART_TEMPLATES } from '@/lib/domain/diet-chart-templates';
import { chartSheetOf } from '@/lib/domain/diet-charts/sheet';
import type { StoredDietChart } from '@/lib/domain/diet-charts/stored';
import { dayNutrients, optionNutrients } from '@/lib/domain/diet-charts/totals';

// The whole chart on one sheet (/plan/chart): every slot and option of each day, in portions, and
// nothing a coach has left empty.

let next = 0;
const id = () => `00000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`;

/** A built-in as the database keeps it (each row with an id), with an empty option and an empty slot added. */
function storedOf(key: keyof typeof DIET_CHART_TEMPLATES): StoredDietChart {
  const [day] = DIET_CHART_TEMPLATES[key].days;
  const slots = day!.slots.map((slot) => ({
    ...slot,
    id: id(),
    day: 0,
    options: slot.options.map((option) => ({ id: id(), foods: option.foods.map((food) => ({ ...food, id: id() })) })),
  }));
  slots[1]!.options.push({ id: id(), foods: [] });
  slots.push({ id: id(), day: 0, name: 'Not filled in yet', meal: 'snack', note: '', options: [{ id: id(), foods: [] }] });
  return { days: [{ day: 0, slots }] };
}

describe('chartSheetOf', () => {
  const template = DIET_CHART_TEMPLATES['veg-north-1500'];
  const [sheet] = chartSheetOf(storedOf('veg-north-1500'));

  it('holds every slot and option of the day, named and in portions, without what a coach left empty', () => {
    const day = template.days[0]!;
    expect(sheet!.name).toBe('Every day');
    expect(sheet!.slots.map((slot) => slot.name)).toEqual(day.slots.map((slot) => slot.name));
    expect(sheet!.slots.map((slot) => slot.options.length)).toEqual(day.slots.map((slot) => slot.options.length));
    expect(sheet!.slots[1]!.options[0]!.label).toBe('Option A');
    expect(sheet!.slots.flatMap((slot) => slot.options).every((option) => /^\d+(\.5)? \S/.test(option.foods))).toBe(true);
    // A serving that names the food says it once: '2 roti', not '2 roti Roti'.
    expect(sheet!.slots.flatMap((slot) => slot.options.map((option) => option.foods)).join(', ')).not.toMatch(/\broti Roti\b/);
  });

  it("says each option's kcal and the day's, the first options as planned", () => {
    const day = template.days[0]!;
    expect(sheet!.kcal).toBe(Math.round(dayNutrients(day).kcal));
    expect(sheet!.slots.map((slot) => slot.options[0]!.kcal)).toEqual(
      day.slots.map((slot) => Math.round(optionNutrients(slot.options[0]!).kcal)),
    );
  });
});
