/**
 * Body measurements (issue 43): six tape measurements in cm and an optional body fat %, one entry a
 * day; each measure's change since the first entry, and the waist-to-height ratio beside the
 * common 0.5 line, said as information, not diagnosis. Pure: no React, no I/O.
 */
import { optionalMeasured } from './measured';
import * as z from './validation';

export const MEASURES = [
  {
    key: 'waistCm',
    label: 'Waist',
    unit: 'cm',
    min: 40,
    max: 200,
    howTo: 'Level with your navel, standing relaxed, at the end of a normal breath out.',
  },
  {
    key: 'hipsCm',
    label: 'Hips',
    unit: 'cm',
    min: 50,
    max: 220,
    howTo: 'Round the widest part of your buttocks, feet together.',
  },
  {
    key: 'chestCm',
    label: 'Chest',
    unit: 'cm',
    min: 50,
    max: 200,
    howTo: 'Across the fullest part of your chest, under the armpits, arms down.',
  },
  {
    key: 'armCm',
    label: 'Upper arm',
    unit: 'cm',
    min: 15,
    max: 80,
    howTo: 'Halfway between shoulder and elbow, the arm relaxed at your side; the same arm each time.',
  },
  {
    key: 'thighCm',
    label: 'Thigh',
    unit: 'cm',
    min: 25,
    max: 120,
    howTo: 'Round the widest part of one thigh, standing; the same leg each time.',
  },
  { key: 'neckCm', label: 'Neck', unit: 'cm', min: 20, max: 70, howTo: 'Just below the Adam’s apple, the tape level all round.' },
  {
    key: 'bodyFatPct',
    label: 'Body fat',
    unit: '%',
    min: 3,
    max: 70,
    howTo: 'Optional: from a body composition scale or your studio check, if you have one.',
  },
] as const;
export type MeasureKey = (typeof MEASURES)[number]['key'];

export const MEASUREMENT_MESSAGES = {
  signedOut: 'Please sign in again to save your measurements.',
  failed: 'Could not save your measurements. Please try again.',
  saved: 'Measurements saved.',
  nothing: 'Enter at least one measurement.',
  range: (label: string, min: number, max: number, unit: string) => `${label} must be from ${min} to ${max} ${unit}.`,
} as const;

/** 'Add measurements': today's entry; each field may be left empty, not all of them. */
export const measurementsSchema = z
  .object(
    Object.fromEntries(
      MEASURES.map(({ key, label, min, max, unit }) => [
        key,
        optionalMeasured(min, max, MEASUREMENT_MESSAGES.range(label, min, max, unit), { whole: false }),
      ]),
    ) as Record<MeasureKey, ReturnType<typeof optionalMeasured>>,
  )
  .check(
    z.refine((entry) => MEASURES.some(({ key }) => entry[key] != null), {
      message: MEASUREMENT_MESSAGES.nothing,
      path: ['waistCm'],
    }),
  );
export type MeasurementsInput = z.output<typeof measurementsSchema>;

/** A day's entry as stored: null for a measure not taken. */
export type MeasurementEntry = { day: string } & Record<MeasureKey, number | null>;

export interface MeasureTrend {
  key: MeasureKey;
  label: string;
  unit: string;
  /** The days it was taken, oldest first. */
  points: { day: string; value: number }[];
  /** Latest minus first, to a tenth; null with fewer than two. */
  change: number | null;
}

/** To a tenth, as measurements are kept. */
export const tenth = (value: number) => Math.round(value * 10) / 10;

/** Each measure taken at least once, with its points and its change since the first. */
export function measureTrends(entries: readonly MeasurementEntry[]): MeasureTrend[] {
  const oldestFirst = [...entries].sort((a, b) => a.day.localeCompare(b.day));
  return MEASURES.flatMap(({ key, label, unit }) => {
    const points = oldestFirst.flatMap((entry) => (entry[key] === null ? [] : [{ day: entry.day, value: entry[key] }]));
    if (points.length === 0) return [];
    return [{ key, label, unit, points, change: points.length > 1 ? tenth(points.at(-1)!.value - points[0]!.value) : null }];
  });
}

/** '−3.5 cm since 1 Dec 2026', '+0.4 %', 'no change'. */
export function changeLabel(change: number, unit: string): string {
  if (change === 0) return 'no change';
  return `${change > 0 ? '+' : '−'}${Math.abs(change)} ${unit}`;
}

/** The common guide: a waist under half the height. */
export const WAIST_TO_HEIGHT_LINE = 0.5;

/** Waist over height, to two decimals; null without either. */
export const waistToHeight = (waistCm: number | null | undefined, heightCm: number | null | undefined) =>
  waistCm && heightCm ? Math.round((waistCm / heightCm) * 100) / 100 : null;

/** The ratio in words: information beside the common line, and who to ask, never a diagnosis. */
export function waistToHeightNote(ratio: number): string {
  const side =
    ratio < WAIST_TO_HEIGHT_LINE
      ? 'under the 0.5 that is a common guide'
      : ratio === WAIST_TO_HEIGHT_LINE
        ? 'at the 0.5 that is a common guide'
        : 'above the 0.5 that is a common guide';
  return `Your waist-to-height ratio is ${ratio.toFixed(2)}, ${side} for keeping the waist under half the height. It is one measure among many: talk to your coach about what it means for you.`;
}
