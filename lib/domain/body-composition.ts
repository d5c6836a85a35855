/**
 * The body composition check the in-person plans promise every month (issue 43): what the coach
 * records from the studio's analyser, when the next one is due, and how each figure moved since
 * the first. Pure: no React, no I/O.
 */
import { calendarDay } from './day-schema';
import { addDays, daysBetween } from './india-time';
import { asNumber, measured, optionalMeasured } from './measured';
import { tenth } from './measurements';
import * as z from './validation';

export const COMPOSITION_FIELDS = [
  { key: 'weightKg', label: 'Weight', unit: 'kg', min: 30, max: 300, step: 0.1 },
  { key: 'bodyFatPct', label: 'Body fat', unit: '%', min: 3, max: 70, step: 0.1 },
  { key: 'muscleMassKg', label: 'Muscle mass', unit: 'kg', min: 10, max: 150, step: 0.1 },
  { key: 'visceralFat', label: 'Visceral fat level', unit: '', min: 1, max: 59, step: 1 },
  { key: 'bmrKcal', label: 'BMR', unit: 'kcal', min: 500, max: 5000, step: 1 },
] as const;
export type CompositionKey = (typeof COMPOSITION_FIELDS)[number]['key'];

/** A check is due this many days after the last one: the packages promise one every month. */
export const COMPOSITION_CHECK_DAYS = 30;
/** A check may be recorded for today or this many days before (the coach may enter it later). */
export const COMPOSITION_BACKDATE_DAYS = 14;

export const COMPOSITION_MESSAGES = {
  signedOut: 'Please sign in again to record the check.',
  failed: 'Could not save the check. Please try again.',
  saved: 'Body composition check saved.',
  notYours: 'This client is not yours to record a check for.',
  notStudio: 'Body composition checks come with the in-person plans; this client has none running today.',
  day: `Choose today or one of the ${COMPOSITION_BACKDATE_DAYS} days before.`,
  range: (label: string, min: number, max: number, unit: string) =>
    `${label} must be from ${min} to ${max}${unit ? ` ${unit}` : ''}.`,
} as const;

const rangeOf = (key: CompositionKey) => {
  const { label, min, max, unit } = COMPOSITION_FIELDS.find((field) => field.key === key)!;
  return { min, max, message: COMPOSITION_MESSAGES.range(label, min, max, unit) };
};
const required = (key: CompositionKey) => {
  const { min, max, message } = rangeOf(key);
  return measured(asNumber, min, max, message, message);
};
const optional = (key: CompositionKey, whole: boolean) => {
  const { min, max, message } = rangeOf(key);
  return optionalMeasured(min, max, message, { whole });
};

/** 'Record a check' on the client's page; the day's window is checked again with the server's clock. */
export const compositionCheckSchema = z.object({
  customerId: z.uuid(),
  day: calendarDay(COMPOSITION_MESSAGES.day),
  weightKg: required('weightKg'),
  bodyFatPct: optional('bodyFatPct', false),
  muscleMassKg: optional('muscleMassKg', false),
  visceralFat: optional('visceralFat', true),
  bmrKcal: optional('bmrKcal', true),
});
export type CompositionCheckInput = z.output<typeof compositionCheckSchema>;

/** Whether the day is today or within the days before that a check may be recorded for. */
export const isCheckDay = (day: string, today: string) => day <= today && day >= addDays(today, -COMPOSITION_BACKDATE_DAYS);

/** A check as stored: null for a figure the analyser did not give. */
export type CompositionCheck = { day: string; weightKg: number } & Record<Exclude<CompositionKey, 'weightKg'>, number | null>;

/** Each figure of the latest check, with its change since the first check that had it. */
export interface CompositionFigure {
  key: CompositionKey;
  label: string;
  unit: string;
  latest: number;
  /** Latest minus the first, to a tenth; null with one check of it. */
  change: number | null;
  since: string;
}

/** The latest check's figures, each with its change since the first (checks in any order). */
export function compositionFigures(checks: readonly CompositionCheck[]): CompositionFigure[] {
  const oldestFirst = [...checks].sort((a, b) => a.day.localeCompare(b.day));
  const latest = oldestFirst.at(-1);
  if (!latest) return [];
  return COMPOSITION_FIELDS.flatMap(({ key, label, unit }) => {
    const value = latest[key];
    if (value === null) return [];
    const first = oldestFirst.find((check) => check[key] !== null)!;
    return [{ key, label, unit, latest: value, change: first === latest ? null : tenth(value - first[key]!), since: first.day }];
  });
}

/** '24.5 %', '8', '1,420 kcal'. */
export function compositionValue(value: number, unit: string): string {
  const number = value.toLocaleString('en-IN');
  return unit ? `${number} ${unit}` : number;
}

/**
 * 'Body composition check due': a client at the studio today (an in-person plan covers today) with
 * no check yet, or none in the last 30 days.
 */
export function compositionCheckDue(atStudio: boolean, lastCheck: string | null, today: string): boolean {
  return atStudio && (lastCheck === null || daysBetween(lastCheck, today) >= COMPOSITION_CHECK_DAYS);
}
