import { describe, expect, it } from 'vitest';
import { latestSeedMigration } from '../support/seed-migrations';
import {
  BASE_CHART_KEYS,
  type BaseChartKey,
  DIET_CHART_KEYS,
  defaultDietChartFor,
  type DietChartChoiceInput,
  nearestChartKcal,
} from '@/lib/domain/diet-chart-choice';
import { BASE_CHARTS, DIET_CHART_TEMPLATES } from '@/lib/domain/diet-chart-templates';
import { dietChartSeedSql } from '@/lib/domain/diet-chart-templates/seed-sql';
import { dayNutrients, dayWarnings } from '@/lib/domain/diet-charts/totals';
import type { ChartDay } from '@/lib/domain/diet-charts/types';

const templates = Object.entries(DIET_CHART_TEMPLATES);

describe('the built-in diet charts', () => {
  it('are every diet at 1,200, 1,500 and 1,800 kcal, PCOD-friendly in vegetarian and non-vegetarian', () => {
    expect(Object.keys(DIET_CHART_TEMPLATES).sort()).toEqual([...DIET_CHART_KEYS].sort());
    expect(new Set(templates.map(([, t]) => t.diet))).toEqual(
      new Set(['vegetarian', 'non-vegetarian', 'vegan', 'eggetarian', 'jain']),
    );
    expect(templates.filter(([, t]) => t.pcod).map(([, t]) => t.diet)).toEqual(
      expect.arrayContaining(['vegetarian', 'non-vegetarian']),
    );
    expect(new Set(templates.map(([, t]) => t.name)).size).toBe(templates.length);
  });

  it.each(templates)('%s: each day within 5%% of its kcal, and no option puts it more than 10%% off', (_, template) => {
    for (const day of template.days) {
      expect(Math.abs(dayNutrients(day).kcal - template.kcal)).toBeLessThanOrEqual(0.05 * template.kcal);
      expect(dayWarnings(day, template.kcal)).toEqual([]);
    }
  });

  it.each(templates)('%s: its base day scaled, the same slots and foods in halves of a serving', (key, template) => {
    const base = BASE_CHARTS[key.replace(/-\d+$/, '') as BaseChartKey].day;
    const foodsOf = (day: ChartDay) =>
      day.slots.map((slot) => slot.options.map((option) => option.foods.map((food) => [food.foodId, food.serving])));
    for (const day of template.days) {
      expect(foodsOf(day)).toEqual(foodsOf(base));
      for (const item of day.slots.flatMap((slot) => slot.options.flatMap((option) => option.foods))) {
        expect(item.quantity).toBeGreaterThanOrEqual(0.5);
        expect(Number.isInteger(item.quantity * 2)).toBe(true);
      }
    }
  });

  it.each(templates)('%s: protein in every main meal, about 50 g a day or more', (_, template) => {
    for (const day of template.days) {
      expect(dayNutrients(day).protein).toBeGreaterThanOrEqual(template.kcal >= 1500 ? 50 : 40);
    }
  });

  it('are what the latest seed migration writes', () => {
    expect(latestSeedMigration('_diet_chart_templates_seed.sql')).toBe(dietChartSeedSql(DIET_CHART_TEMPLATES));
  });
});

describe('the default chart of a customer', () => {
  const none: DietChartChoiceInput = { diet: null, kcal: null, medicalIssues: null, state: null };
  it.each<[Partial<DietChartChoiceInput>, string]>([
    [{}, 'veg-north-1500'],
    [{ diet: 'vegetarian', kcal: 1320 }, 'veg-north-1200'],
    [{ diet: 'vegetarian', kcal: 1360 }, 'veg-north-1500'],
    [{ diet: 'vegetarian', kcal: 2400 }, 'veg-north-1800'],
    [{ diet: 'vegetarian', state: '33' }, 'veg-south-1500'],
    [{ diet: 'vegetarian', state: '27' }, 'veg-north-1500'],
    [{ diet: 'vegetarian', medicalIssues: 'PCOS, on metformin', state: '29' }, 'pcod-veg-1500'],
    [{ diet: 'vegetarian', medicalIssues: 'Hypothyroid' }, 'pcod-veg-1500'],
    [{ diet: 'non-vegetarian', kcal: 1200 }, 'non-veg-1200'],
    [{ diet: 'non-vegetarian', medicalIssues: 'pcod' }, 'pcod-non-veg-1500'],
    [{ diet: 'eggetarian', medicalIssues: 'PCOD' }, 'eggetarian-1500'],
    [{ diet: 'vegan', kcal: 1700 }, 'vegan-1800'],
    [{ diet: 'jain', kcal: 1100, medicalIssues: 'PCOD' }, 'jain-1200'],
  ])('%j gets %s', (input, key) => {
    expect(defaultDietChartFor({ ...none, ...input })).toBe(key);
  });

  it('is always a built-in', () => {
    expect(BASE_CHART_KEYS.length * 3).toBe(DIET_CHART_KEYS.length);
    expect([null, 900, 1350, 1650, 3000].map(nearestChartKcal)).toEqual([1500, 1200, 1200, 1500, 1800]);
  });
});
