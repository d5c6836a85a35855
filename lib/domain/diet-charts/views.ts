/**
 * What the customer's screens of the diet chart show and send ('Today's meals', 'Ate this', the
 * grocery list), kept apart from the food table (follow.ts, grocery.ts) so the browser's bundle
 * of /plan and the dashboard carries none of it. Pure: no React, no I/O.
 */
import { sentOnce } from '../checkins';
import { formatKcal } from '../food-log';
import * as z from '../validation';

export const DIET_CHART_MESSAGES = {
  signedOut: 'Please sign in again to log your meals.',
  failed: 'Could not log that. Please try again.',
  mealGone: 'That meal is no longer on your chart. Reload to see your chart as it is now.',
  ateThis: (slot: string, kcal: number) => `${slot} logged: ${formatKcal(kcal)}.`,
  alreadyFollowed: (slot: string) => `${slot} is already logged today.`,
  confirmed: 'Chart confirmed: the client follows it as it is.',
  confirmFailed: 'Could not confirm the chart. Please try again.',
  nothingToConfirm: 'There is no unconfirmed chart to confirm: reload the page.',
  swapped: (slot: string, kcal: number) => `${slot} logged as a swap: ${formatKcal(kcal)}.`,
  swapGone: 'That swap no longer fits your chart. Choose another, or log what you ate in your food log.',
};

export const ateThisSchema = z.object({ slotId: z.uuid(), optionId: z.uuid(), ...sentOnce });
export type AteThisInput = z.infer<typeof ateThisSchema>;

/** How far a swap's kcal may be from the option's, as the swap page says it (lib/domain/diet-charts/swaps.ts keeps to it). */
export const SWAP_TOLERANCE_PERCENT = 15;

/** A swap's foods by id, sorted and joined by '+' ('curd+poha'), as lib/domain/diet-charts/swaps.ts names it. */
const SWAP_KEY = /^[a-z0-9]+(-[a-z0-9]+)*(\+[a-z0-9]+(-[a-z0-9]+)*)*$/;

/** 'Ate this instead': one of the swaps the server offered for today's slot and option. */
export const swapSchema = z.object({
  ...ateThisSchema.shape,
  swap: z.string().check(z.maxLength(400), z.regex(SWAP_KEY)),
});
export type SwapInput = z.infer<typeof swapSchema>;

export interface MealOptionView {
  id: string;
  /** 'Option A' */
  label: string;
  /** Each food's portion ('2 roti', '1 katori'), and the two as said ('2 roti', '1 katori Dal tadka'). */
  foods: { name: string; portion: string; label: string; kcal: number }[];
  kcal: number;
  protein: number;
}

export interface MealSlotView {
  id: string;
  name: string;
  /** The food log's meal it is logged as: 'Breakfast'. */
  meal: string;
  note: string;
  options: MealOptionView[];
  /** Logged today from the chart. */
  followed: boolean;
}

export interface TodaysMeals {
  chartName: string;
  /** 'Every day', or the weekday of a week's chart. */
  dayName: string;
  slots: MealSlotView[];
  followed: number;
  planned: number;
  /** The day with every first option. */
  kcal: number;
}

/** A swap as /plan/swap lists it: its foods as said ('2.5 idli · 1 katori Sambar'), kcal and protein. */
export interface SwapView {
  key: string;
  label: string;
  kcal: number;
  protein: number;
}

/** /plan/swap: the slot and option of today's chart, and what may be eaten instead; `followed` once the slot is logged. */
export interface SwapsOfOption {
  slot: Pick<MealSlotView, 'id' | 'name' | 'meal' | 'followed'>;
  option: MealOptionView;
  swaps: SwapView[];
}

/** The first of today's slots not yet logged from the chart: what the Nutrition tab offers next; null when all are. */
export const nextSlotOf = (meals: TodaysMeals): MealSlotView | null => meals.slots.find((slot) => !slot.followed) ?? null;

export const GROCERY_GROUPS = [
  'Grains',
  'Pulses',
  'Vegetables',
  'Fruit',
  'Dairy',
  'Eggs, meat and fish',
  'Oils and ghee',
  'Other',
] as const;
export type GroceryGroup = (typeof GROCERY_GROUPS)[number];

export interface GroceryLine {
  ingredientId: string;
  name: string;
  group: GroceryGroup;
  /** '1.2 kg', '350 g', '1.5 litres', '6 pieces' */
  amount: string;
}
