import { describe, expect, it } from 'vitest';
import {
  nextTarget,
  REST_MET,
  SECONDS_A_REP,
  workoutEstimate,
  type LoggedSet,
  type Prescription,
  type Target,
} from '@/lib/domain/progression';

const reps = (sets: number, repsMin: number, repsMax: number, kg: number | null = null): Prescription => ({
  sets,
  repsMin,
  repsMax,
  seconds: null,
  kg,
  restSeconds: 60,
  progression: true,
});
const timed = (sets: number, seconds: number): Prescription => ({ ...reps(sets, 0, 0), repsMin: null, repsMax: null, seconds });
const target = (
  repsMin: number | null,
  repsMax: number | null,
  kg: number | null = null,
  seconds: number | null = null,
): Target => ({
  repsMin,
  repsMax,
  seconds,
  kg,
});
/** Sets logged as [reps, kg] (or seconds for a hold) against one target. */
const logged = (against: Target, ...sets: [number, number | null][]): LoggedSet[] =>
  sets.map(([done, kg]) =>
    against.seconds !== null
      ? { reps: null, seconds: done, kg, target: against }
      : { reps: done, seconds: null, kg, target: against },
  );

describe('double progression: the target moves only when every set reached the top', () => {
  const dumbbellRow = reps(3, 8, 12, 5);
  it.each<[string, Prescription, Parameters<typeof nextTarget>[1], LoggedSet[], Target]>([
    ['the first time: the prescription', dumbbellRow, 'dumbbells', [], target(8, 12, 5)],
    [
      'two of three sets at the top: the same again',
      dumbbellRow,
      'dumbbells',
      logged(target(8, 12, 5), [12, 5], [12, 5], [10, 5]),
      target(8, 12, 5),
    ],
    [
      'fewer sets than prescribed, all at the top: the same again',
      dumbbellRow,
      'dumbbells',
      logged(target(8, 12, 5), [12, 5], [12, 5]),
      target(8, 12, 5),
    ],
    [
      'every set at the top: 1 kg more, back to the foot of the range',
      dumbbellRow,
      'dumbbells',
      logged(target(8, 12, 5), [12, 5], [12, 5], [13, 5]),
      target(8, 12, 6),
    ],
    [
      'the top reached at a lighter weight than the target: the same again',
      dumbbellRow,
      'dumbbells',
      logged(target(8, 12, 5), [12, 5], [12, 4], [12, 5]),
      target(8, 12, 5),
    ],
    [
      'a machine steps by 2.5 kg',
      reps(3, 10, 15, 20),
      'machine',
      logged(target(10, 15, 20), [15, 20], [15, 20], [15, 20]),
      target(10, 15, 22.5),
    ],
    [
      'no weight written: the customer’s own lightest set carries on',
      reps(3, 8, 12),
      'dumbbells',
      logged(target(8, 12), [10, 4], [9, 3], [8, 3]),
      target(8, 12, 3),
    ],
    [
      'no weight written, every set at the top: the customer’s weight plus a step',
      reps(3, 8, 12),
      'dumbbells',
      logged(target(8, 12), [12, 4], [12, 4], [12, 4]),
      target(8, 12, 5),
    ],
    [
      'a dumbbell exercise logged without a weight cannot progress',
      reps(3, 8, 12),
      'dumbbells',
      logged(target(8, 12), [12, null], [12, null], [12, null]),
      target(8, 12),
    ],
    [
      'no load (a squat): two reps more at both ends',
      reps(3, 10, 15),
      'none',
      logged(target(10, 15), [15, null], [15, null], [16, null]),
      target(12, 17),
    ],
    [
      'a band has no weight: reps, as the body',
      reps(3, 10, 15),
      'band',
      logged(target(10, 15), [15, null], [15, null], [15, null]),
      target(12, 17),
    ],
    [
      'no load, short of the top: the last target again',
      reps(3, 10, 15),
      'none',
      logged(target(12, 17), [17, null], [14, null], [12, null]),
      target(12, 17),
    ],
    [
      'reps stop at 30: the coach changes the exercise',
      reps(3, 20, 25),
      'none',
      logged(target(24, 29), [29, null], [29, null], [29, null]),
      target(24, 29),
    ],
    [
      'a hold held to the end of every set: 5 s more',
      timed(3, 30),
      'mat',
      logged(target(null, null, null, 30), [30, null], [31, null], [30, null]),
      target(null, null, null, 35),
    ],
    [
      'a hold cut short: the same again',
      timed(3, 30),
      'mat',
      logged(target(null, null, null, 35), [35, null], [20, null], [35, null]),
      target(null, null, null, 35),
    ],
    [
      'holds stop at 120 s',
      timed(2, 120),
      'mat',
      logged(target(null, null, null, 120), [120, null], [120, null]),
      target(null, null, null, 120),
    ],
    [
      'progression off: always the prescription',
      { ...dumbbellRow, progression: false },
      'dumbbells',
      logged(target(8, 12, 5), [12, 5], [12, 5], [12, 5]),
      target(8, 12, 5),
    ],
  ])('%s', (_, prescription, equipment, last, expected) => {
    expect(nextTarget(prescription, equipment, last)).toEqual(expected);
  });
});

describe("a workout's minutes and kcal: weight × MET × hours, rests at the resting MET", () => {
  it('adds the work at each MET and the rests between sets', () => {
    // 3 × 10 squats (40 s a set at 4 s a rep), 60 s between sets; 2 × 30 s plank, 30 s between.
    const squat = { prescription: reps(3, 8, 12), met: 5, eachSide: false };
    const plank = { prescription: { ...timed(2, 30), restSeconds: 30 }, met: 3.8, eachSide: false };
    const work = [3 * 10 * SECONDS_A_REP, 2 * 30];
    const rest = [2 * 60, 30];
    const expectedKcal = (70 * (5 * work[0]! + 3.8 * work[1]! + REST_MET * (rest[0]! + rest[1]!))) / 3600;
    expect(workoutEstimate([squat, plank], 70)).toEqual({
      minutes: Math.round((work[0]! + work[1]! + rest[0]! + rest[1]!) / 60),
      kcal: Math.round(expectedKcal),
    });
  });

  it.each([
    ['a heavier body burns more', 90, 70],
    ['a lighter body burns less', 50, 70],
  ])('%s', (_, heavier, lighter) => {
    const items = [{ prescription: reps(3, 10, 10), met: 6, eachSide: false }];
    const [a, b] = [workoutEstimate(items, heavier).kcal, workoutEstimate(items, lighter).kcal];
    expect(Math.sign(a - b)).toBe(Math.sign(heavier - lighter));
  });

  it('counts both sides of a one-sided exercise', () => {
    const lunge = (eachSide: boolean) => [{ prescription: { ...reps(3, 10, 10), restSeconds: 0 }, met: 4, eachSide }];
    expect(workoutEstimate(lunge(true), 70).minutes).toBe(2 * workoutEstimate(lunge(false), 70).minutes);
  });

  it('is nothing for no exercises', () => {
    expect(workoutEstimate([], 70)).toEqual({ minutes: 0, kcal: 0 });
  });
});
