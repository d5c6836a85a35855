/**
 * What a customer aims for in each exercise of today's workout, and what a workout burns
 * (issue 41). Pure: no React, no I/O.
 *
 * Double progression, as wger's users ask for it: the target stays until every prescribed set
 * reached the top of its range, then the next session adds load (and starts again at the foot
 * of the range), or reps where there is no load, or time.
 */
import type { Equipment } from './exercises/types';

/** One exercise of a workout as the coach prescribed it: 3 × 8-12 at 5 kg, or 3 × 30 s. */
export interface Prescription {
  sets: number;
  /** Reps: the range's foot and top; null for a timed exercise. */
  repsMin: number | null;
  repsMax: number | null;
  /** Seconds a set, for a timed exercise; null for reps. */
  seconds: number | null;
  /** The load the coach wrote, if any; the customer's own otherwise. */
  kg: number | null;
  restSeconds: number;
  /** Off: the target is always the prescription. */
  progression: boolean;
}

/** What one set aims for. */
export interface Target {
  repsMin: number | null;
  repsMax: number | null;
  seconds: number | null;
  kg: number | null;
}

/** A set as logged, with the target it was logged against (as wger keeps actual beside target). */
export interface LoggedSet {
  reps: number | null;
  seconds: number | null;
  kg: number | null;
  target: Target;
}

/** How much load one step adds: the smallest usual jump of a pair of dumbbells, or a machine's stack. */
export const LOAD_STEP_KG: Partial<Record<Equipment, number>> = { dumbbells: 1, machine: 2.5 };
/** Where there is no load: reps added to both ends of the range, or seconds to a hold. */
export const REPS_STEP = 2;
export const SECONDS_STEP = 5;
/** Bodyweight reps and holds stop growing here: past them the coach changes the exercise. */
export const REPS_CEILING = 30;
export const SECONDS_CEILING = 120;

const targetOf = (prescription: Prescription): Target => ({
  repsMin: prescription.repsMin,
  repsMax: prescription.repsMax,
  seconds: prescription.seconds,
  kg: prescription.kg,
});

const reachedTop = (set: LoggedSet) =>
  set.target.seconds !== null
    ? (set.seconds ?? 0) >= set.target.seconds
    : (set.reps ?? 0) >= (set.target.repsMax ?? Infinity) && (set.target.kg === null || (set.kg ?? 0) >= set.target.kg);

/**
 * Today's target for an exercise from the sets logged the last time it was done. The first time
 * (or with progression off) it is the prescription; a loaded exercise first logged with the
 * customer's own weight carries that weight on.
 */
export function nextTarget(prescription: Prescription, equipment: Equipment, last: readonly LoggedSet[]): Target {
  const written = targetOf(prescription);
  if (!prescription.progression || last.length === 0) return written;
  const base = last[0]!.target;
  const step = LOAD_STEP_KG[equipment];
  // The lightest set of the last session is what every set managed.
  const usedKg = step && last.every((set) => set.kg !== null) ? Math.min(...last.map((set) => set.kg!)) : null;
  const kg = base.kg ?? usedKg;
  const allMet = last.length >= prescription.sets && last.every(reachedTop) && (base.kg !== null || usedKg !== null || !step);
  if (!allMet) return { ...base, kg };
  if (base.seconds !== null) return { ...base, seconds: Math.min(base.seconds + SECONDS_STEP, SECONDS_CEILING) };
  if (step && kg !== null) return { ...base, repsMin: prescription.repsMin, repsMax: prescription.repsMax, kg: kg + step };
  if (base.repsMax !== null && base.repsMin !== null && base.repsMax + REPS_STEP <= REPS_CEILING)
    return { ...base, repsMin: base.repsMin + REPS_STEP, repsMax: base.repsMax + REPS_STEP };
  return base;
}

/** How long a rep takes, for a workout's time: two seconds up, two down, a breath between. */
export const SECONDS_A_REP = 4;
/** Standing or sitting between sets (the Compendium's light standing). */
export const REST_MET = 1.5;

/** A prescribed exercise's working and resting seconds. */
export function secondsOf(prescription: Prescription, eachSide: boolean) {
  const reps =
    prescription.repsMin !== null && prescription.repsMax !== null ? (prescription.repsMin + prescription.repsMax) / 2 : 0;
  const aSet = (prescription.seconds ?? reps * SECONDS_A_REP) * (eachSide ? 2 : 1);
  return { work: prescription.sets * aSet, rest: Math.max(prescription.sets - 1, 0) * prescription.restSeconds };
}

/**
 * A workout's minutes and kcal for a body: kcal = weight (kg) × MET × hours, for each exercise's
 * work at its MET and the rests between sets at REST_MET.
 */
export function workoutEstimate(
  items: readonly { prescription: Prescription; met: number; eachSide: boolean }[],
  weightKg: number,
): { minutes: number; kcal: number } {
  let seconds = 0;
  let metSeconds = 0;
  for (const { prescription, met, eachSide } of items) {
    const { work, rest } = secondsOf(prescription, eachSide);
    seconds += work + rest;
    metSeconds += met * work + REST_MET * rest;
  }
  return { minutes: Math.round(seconds / 60), kcal: Math.round((weightKg * metSeconds) / 3600) };
}
