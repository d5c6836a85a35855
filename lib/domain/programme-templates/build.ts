/**
 * A few words to write a programme template in: an exercise as sets × a rep range or a hold,
 * and the warm-up and cool-down every workout opens and closes with. Pure: no React, no I/O.
 */
import type { ProgrammeExercise, ProgrammeWorkout } from '../programmes';

interface Extra {
  /** Rest after each set, seconds; 60 unless said. */
  rest?: number;
  rpe?: number;
  note?: string;
  /** Back to back with the exercise before. */
  superset?: boolean;
  kg?: number;
  /** Warm-ups, stretches and steady cardio do not progress. */
  progression?: boolean;
}

const item = (
  exerciseId: string,
  sets: number,
  target: Pick<ProgrammeExercise['prescription'], 'repsMin' | 'repsMax' | 'seconds'>,
  extra: Extra,
): ProgrammeExercise => ({
  exerciseId,
  superset: extra.superset ?? false,
  prescription: { sets, ...target, kg: extra.kg ?? null, restSeconds: extra.rest ?? 60, progression: extra.progression ?? true },
  rpe: extra.rpe ?? null,
  note: extra.note ?? '',
});

/** sets × min-max reps: reps('glute-bridge', 3, 10, 15). */
export const reps = (exerciseId: string, sets: number, min: number, max: number, extra: Extra = {}) =>
  item(exerciseId, sets, { repsMin: min, repsMax: max, seconds: null }, extra);

/** sets × seconds: hold('knee-plank', 3, 20). */
export const hold = (exerciseId: string, sets: number, seconds: number, extra: Extra = {}) =>
  item(exerciseId, sets, { repsMin: null, repsMax: null, seconds }, { rest: 30, ...extra });

/** Steady cardio: one block of minutes, not progressed. */
export const minutes = (exerciseId: string, count: number, extra: Extra = {}) =>
  item(exerciseId, 1, { repsMin: null, repsMax: null, seconds: count * 60 }, { rest: 0, progression: false, ...extra });

/** A warm-up or cool-down move: once, not progressed. */
const once = (exerciseId: string, target: { reps: number } | { seconds: number }): ProgrammeExercise =>
  'reps' in target
    ? item(exerciseId, 1, { repsMin: target.reps, repsMax: target.reps, seconds: null }, { rest: 0, progression: false })
    : item(exerciseId, 1, { repsMin: null, repsMax: null, seconds: target.seconds }, { rest: 0, progression: false });

/** Five minutes standing: the same for every template, gentle enough for all of them. */
export const WARM_UP: ProgrammeExercise[] = [
  once('warm-up-march', { seconds: 120 }),
  once('shoulder-rolls', { reps: 10 }),
  once('arm-circles', { reps: 10 }),
  once('hip-circles', { reps: 10 }),
  once('ankle-circles', { reps: 8 }),
];

/** Four minutes of stretching and a minute of breathing, standing or seated. */
export const COOL_DOWN: ProgrammeExercise[] = [
  once('standing-quad-stretch', { seconds: 30 }),
  once('standing-hamstring-stretch', { seconds: 30 }),
  once('doorway-chest-stretch', { seconds: 30 }),
  once('cross-body-shoulder-stretch', { seconds: 30 }),
  once('deep-belly-breathing', { seconds: 60 }),
];

/** A workout: the warm-up, its own exercises, the cool-down. */
export const workout = (title: string, days: number[], exercises: ProgrammeExercise[]): ProgrammeWorkout => ({
  title,
  days,
  exercises: [...WARM_UP, ...exercises, ...COOL_DOWN],
});
