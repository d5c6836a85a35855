/**
 * A chart as the database keeps it (each row's id beside it), grouped into its days, and the day
 * a date falls on. Pure: no React, no I/O.
 */
import type { ChartDay, ChartFood, ChartSlot } from './types';

export interface StoredChartFood extends ChartFood {
  id: string;
}
export interface StoredChartOption {
  id: string;
  foods: StoredChartFood[];
}
export interface StoredChartSlot extends Omit<ChartSlot, 'options'> {
  id: string;
  /** 0: every day; 1-7: Monday to Sunday. */
  day: number;
  options: StoredChartOption[];
}
export interface StoredChartDay extends ChartDay {
  /** 0: every day; 1-7: Monday to Sunday. */
  day: number;
  slots: StoredChartSlot[];
}
export interface StoredDietChart {
  days: StoredChartDay[];
}

/** diet_chart_tree()'s slots, ordered by day and position, as days. */
export function chartDaysOf(slots: readonly StoredChartSlot[]): StoredChartDay[] {
  const days: StoredChartDay[] = [];
  for (const slot of slots) {
    const last = days.at(-1);
    if (last && last.day === slot.day) last.slots.push(slot);
    else days.push({ day: slot.day, slots: [slot] });
  }
  return days;
}

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** 'Every day', or the weekday of a week's chart. */
export const chartDayName = (day: number) => (day === 0 ? 'Every day' : WEEKDAYS[day - 1]!);

/** A day as the customer follows it: without the options a coach has not yet filled, nor a slot left with none. */
export const followableDay = (day: StoredChartDay): StoredChartDay => ({
  day: day.day,
  slots: day.slots
    .map((slot) => ({ ...slot, options: slot.options.filter((option) => option.foods.length > 0) }))
    .filter((slot) => slot.options.length > 0),
});

/** The chart's day for a date ('2026-11-30', a Monday): the one day of a daily chart, else the weekday's, followable. */
export function chartDayOn(chart: StoredDietChart, isoDay: string): StoredChartDay | undefined {
  const weekday = ((new Date(`${isoDay}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  const day = chart.days.find((each) => each.day === 0) ?? chart.days.find((each) => each.day === weekday);
  return day && followableDay(day);
}
