/**
 * The diet chart a customer gets the moment they pay (issue 42), chosen from the profile until
 * their coach reviews it: the built-in of their diet nearest their calorie target; PCOD-friendly
 * when the medical issues say PCOD or thyroid (vegetarian and non-vegetarian ones exist); South
 * Indian for a vegetarian whose invoice goes to a southern state. Before the profile: vegetarian,
 * which anyone may eat. Pure: no React, no I/O.
 */
import type { StateCode } from './indian-states';
import type { DietPreference } from './profile-schema';
import { PCOD_OR_THYROID } from './programme-choice';

export const CHART_KCALS = [1200, 1500, 1800] as const;
export type ChartKcal = (typeof CHART_KCALS)[number];

export const BASE_CHART_KEYS = [
  'veg-north',
  'veg-south',
  'non-veg',
  'eggetarian',
  'vegan',
  'jain',
  'pcod-veg',
  'pcod-non-veg',
] as const;
export type BaseChartKey = (typeof BASE_CHART_KEYS)[number];

export type DietChartKey = `${BaseChartKey}-${ChartKcal}`;
export const DIET_CHART_KEYS: readonly DietChartKey[] = BASE_CHART_KEYS.flatMap((base) =>
  CHART_KCALS.map((kcal) => `${base}-${kcal}` as const),
);

/** Karnataka, Kerala, Tamil Nadu, Puducherry, Telangana and Andhra Pradesh. */
const SOUTHERN_STATES: ReadonlySet<StateCode> = new Set(['29', '32', '33', '34', '36', '37']);

export interface DietChartChoiceInput {
  /** Null before the profile is filled in. */
  diet: DietPreference | null;
  /** The day's calorie target the food log uses; null without one. */
  kcal: number | null;
  medicalIssues: string | null;
  /** The latest invoice's place of supply. */
  state: StateCode | null;
}

/** The nearest of 1,200, 1,500 and 1,800 (1,500 without a target). */
export const nearestChartKcal = (kcal: number | null): ChartKcal =>
  kcal === null ? 1500 : CHART_KCALS.reduce((best, each) => (Math.abs(each - kcal) < Math.abs(best - kcal) ? each : best));

function baseFor({ diet, medicalIssues, state }: DietChartChoiceInput): BaseChartKey {
  const pcod = PCOD_OR_THYROID.test(medicalIssues ?? '');
  switch (diet ?? 'vegetarian') {
    case 'non-vegetarian':
      return pcod ? 'pcod-non-veg' : 'non-veg';
    case 'eggetarian':
      return 'eggetarian';
    case 'vegan':
      return 'vegan';
    case 'jain':
      return 'jain';
    case 'vegetarian':
      if (pcod) return 'pcod-veg';
      return state && SOUTHERN_STATES.has(state) ? 'veg-south' : 'veg-north';
  }
}

export const defaultDietChartFor = (input: DietChartChoiceInput): DietChartKey =>
  `${baseFor(input)}-${nearestChartKcal(input.kcal)}`;
