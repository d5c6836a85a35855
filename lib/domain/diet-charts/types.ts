import type { DietPreference } from '../profile-schema';
import type { Meal } from '../progress';

/**
 * What a chart may hold: a diet as the profile's diet preference says it. Jain: vegetarian with no
 * onion, garlic or root vegetables (nor mushrooms or honey, which Jain practice also leaves out).
 */
export type ChartDiet = DietPreference;

/** A food of the table in an option: so many of one of its servings, in halves ('1.5 katori'). */
export interface ChartFood {
  foodId: string;
  /** One of the food's serving labels: '1 katori'. */
  serving: string;
  quantity: number;
}

/** One way to eat a slot ('Option A: 2 idli with 1 katori sambar'): one or more foods. */
export interface ChartOption {
  foods: ChartFood[];
}

/** A time of the day's eating ('Breakfast'), logged as one of the food log's four meals. */
export interface ChartSlot {
  name: string;
  meal: Meal;
  /** 'Warm water with lemon on waking'; '' for none. */
  note: string;
  /** The first is the plan's own; the others are as good. */
  options: ChartOption[];
}

export interface ChartDay {
  slots: ChartSlot[];
}

/** A day repeated (one day), or a week of seven, Monday first. */
export interface DietChartShape {
  days: ChartDay[];
}

export interface DietChartTemplate extends DietChartShape {
  name: string;
  /** One or two sentences: whom it is for. */
  summary: string;
  diet: ChartDiet;
  /** The day's energy it is made for, kcal. */
  kcal: number;
  /** Made for PCOD: whole grains, protein in every meal, fewer refined carbohydrates. */
  pcod: boolean;
}

/** The default slots of a new day, from waking to bed, with the meal each logs as. */
export const DEFAULT_SLOTS = [
  { name: 'Early morning', meal: 'breakfast' },
  { name: 'Breakfast', meal: 'breakfast' },
  { name: 'Mid-morning', meal: 'snack' },
  { name: 'Lunch', meal: 'lunch' },
  { name: 'Evening', meal: 'snack' },
  { name: 'Dinner', meal: 'dinner' },
  { name: 'Bedtime', meal: 'snack' },
] as const satisfies readonly { name: string; meal: Meal }[];
