import { COACHING_MESSAGES as M, NOTE_MAX, WEEKLY_TEXT_MAX } from './coaching';
import { trimmedText } from './text';
import { calendarDay } from './day-schema';
import * as z from './validation';

/** The coaching forms as the server reads them; apart from coaching.ts, whose texts the screens show. */

/** An empty field is null (the programme's own); anything else must read as a number. */
const blankAsNull = (value: unknown) => {
  if (typeof value === 'string') return value.trim() === '' ? null : Number(value.trim());
  return value ?? null;
};

const optionalNumber = (min: number, max: number, message: string, { whole = true } = {}) =>
  z.pipe(
    z.transform(blankAsNull),
    z.nullable(
      (whole ? z.int({ error: message }) : z.number({ error: message })).check(z.gte(min, message), z.lte(max, message)),
    ),
  );

const optionalText = (max: number) =>
  z.pipe(
    trimmedText({ max, tooLong: M.textLong }),
    z.transform((text: string) => (text === '' ? null : text)),
  );

export const noteSchema = z.object({
  customerId: z.uuid(),
  body: trimmedText({ min: 1, max: NOTE_MAX, tooShort: M.noteEmpty, tooLong: M.noteLong }),
});

export const targetsSchema = z.object({
  customerId: z.uuid(),
  targetWeight: optionalNumber(30, 250, M.targetWeight, { whole: false }),
  waterGlasses: optionalNumber(1, 30, M.water),
  calories: optionalNumber(800, 5000, M.calories),
  steps: optionalNumber(1000, 50000, M.steps),
  workoutPlan: z.pipe(
    z.transform((value: unknown) => (value === '' ? null : value)),
    z.nullable(z.enum(['beginner', 'intermediate', 'advanced'])),
  ),
});
export type TargetsInput = z.infer<typeof targetsSchema>;

const score = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' ? Number(value) : value)),
  z.int({ error: M.score }).check(z.gte(1, M.score), z.lte(5, M.score)),
);

export const weeklyCheckinSchema = z.object({
  energy: score,
  sleep: score,
  hunger: score,
  mood: score,
  wins: z._default(optionalText(WEEKLY_TEXT_MAX), null),
  struggles: z._default(optionalText(WEEKLY_TEXT_MAX), null),
  waistCm: optionalNumber(40, 200, M.waist, { whole: false }),
});
export type WeeklyCheckinInput = z.infer<typeof weeklyCheckinSchema>;

export const weeklyCommentSchema = z.object({
  customerId: z.uuid(),
  dueDay: calendarDay(),
  comment: trimmedText({ min: 1, max: WEEKLY_TEXT_MAX, tooShort: M.commentEmpty, tooLong: M.textLong }),
});

export const clientIdSchema = z.object({ customerId: z.uuid() });
