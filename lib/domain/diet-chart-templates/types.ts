/**
 * A built-in diet chart's base day, as a dietitian writes it for 1,500 kcal: the templates at each
 * calorie level are this day scaled. Pure types.
 */
import type { ChartDay, ChartDiet } from '../diet-charts/types';

export interface BaseChart {
  /** e.g. 'Vegetarian North Indian' (the kcal is appended later: 'Vegetarian North Indian 1,500 kcal') */
  name: string;
  /** One or two plain sentences: whom it is for, what it is like. */
  summary: string;
  diet: ChartDiet;
  pcod: boolean;
  /** One day, repeated every day, made for 1,500 kcal. */
  day: ChartDay;
}
