/**
 * What a customer sends while working out (issue 41): a set logged (reps and kg, seconds, or
 * just done), a set skipped, and the workout finished with how it felt. The same from the page
 * and from the phone's outbox. Pure: no React, no I/O.
 */
import * as z from './validation';
import { sentOnce } from './checkins';
import type { Refusal } from './outcome';
import { blankAsNull, optionalMeasured } from './measured';
import { isTableId, trimmedText } from './text';

export const WORKOUT_MESSAGES = {
  signedOut: 'Please sign in again to log your workout.',
  failed: 'Could not save that. Please try again.',
  reps: 'Reps must be a whole number from 0 to 200',
  seconds: 'Seconds must be a whole number from 0 to 3600',
  kg: 'Weight must be from 0 to 300 kg, in steps of 0.25 kg',
  note: 'Keep the note under 500 characters',
  feeling: 'Choose how it felt',
  // Refusals, by reason code.
  slotGone: 'That exercise is no longer in your plan: reload to see the plan as your coach left it.',
  notASwap: 'That exercise is not one your plan allows in its place.',
  nothingLogged: 'Log at least one set before finishing the workout.',
  clearanceUnticked: "Tick the box to confirm your doctor's clearance.",
  clearanceConfirmed: 'Thank you. Your workouts are open.',
  setLogged: 'Set logged',
  workoutFinished: 'Workout finished. Well done!',
} as const;

export type WorkoutRefusal = Refusal<'slotGone' | 'notASwap' | 'nothingLogged'>;

export const FEELINGS = ['easy', 'right', 'hard'] as const;
export type Feeling = (typeof FEELINGS)[number];
export const FEELING_LABEL: Record<Feeling, string> = { easy: 'Easy', right: 'About right', hard: 'Hard' };

const count = (max: number, message: string) => optionalMeasured(0, max, message);

export const logSetSchema = z.object({
  /** The prescribed exercise's row in the customer's programme. */
  slotId: z.uuid(),
  /** The exercise done: the one prescribed, or a swap the plan allows. */
  exerciseId: z.string().check(z.refine(isTableId)),
  setNumber: z.pipe(z.transform(blankAsNull), z.int().check(z.gte(1), z.lte(10))),
  reps: count(200, WORKOUT_MESSAGES.reps),
  seconds: count(3600, WORKOUT_MESSAGES.seconds),
  kg: z.pipe(
    z.transform(blankAsNull),
    z.nullable(
      z.number({ error: WORKOUT_MESSAGES.kg }).check(
        z.gte(0, WORKOUT_MESSAGES.kg),
        z.lte(300, WORKOUT_MESSAGES.kg),
        z.refine((kg) => Number.isInteger(kg * 4), WORKOUT_MESSAGES.kg),
      ),
    ),
  ),
  /** 'yes' when the set was skipped. */
  skipped: z.optional(z.literal('yes')),
  ...sentOnce,
});
export type LogSetInput = z.output<typeof logSetSchema>;

export const finishWorkoutSchema = z.object({
  feeling: z.enum(FEELINGS, { error: WORKOUT_MESSAGES.feeling }),
  note: z._default(
    z.pipe(
      trimmedText({ max: 500, tooLong: WORKOUT_MESSAGES.note }),
      z.transform((text: string) => (text === '' ? null : text)),
    ),
    null,
  ),
  ...sentOnce,
});
export type FinishWorkoutInput = z.output<typeof finishWorkoutSchema>;
