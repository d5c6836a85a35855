import { COACHING_MESSAGES as M, NOTE_MAX, WEEKLY_TEXT_MAX } from './coaching';
import { trimmedText } from './text';
import { calendarDay } from './day-schema';
import { optionalMeasured } from './measured';
import * as z from './validation';

/** The coaching forms as the server reads them; apart from coaching.ts, whose texts the screens show. */

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
  targetWeight: optionalMeasured(30, 250, M.targetWeight, { whole: false }),
  waterGlasses: optionalMeasured(1, 30, M.water),
  calories: optionalMeasured(800, 5000, M.calories),
  steps: optionalMeasured(1000, 50000, M.steps),
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
  waistCm: optionalMeasured(40, 200, M.waist, { whole: false }),
});
export type WeeklyCheckinInput = z.infer<typeof weeklyCheckinSchema>;

export const weeklyCommentSchema = z.object({
  customerId: z.uuid(),
  dueDay: calendarDay(),
  comment: trimmedText({ min: 1, max: WEEKLY_TEXT_MAX, tooShort: M.commentEmpty, tooLong: M.textLong }),
});

export const clientIdSchema = z.object({ customerId: z.uuid() });
