import { describe, expect, it } from 'vitest';
import { exerciseOf } from '@/lib/domain/exercises';
import {
  carriedPrescription,
  limitationsSchema,
  SWAP_REPS,
  SWAP_SECONDS,
  swapExerciseSchema,
} from '@/lib/domain/programme-review';
import type { Prescription } from '@/lib/domain/progression';

const customerId = '0b8a2f6e-3f1c-4c5e-9a77-0d3f6c2b1a11';
const reps: Prescription = { sets: 3, repsMin: 8, repsMax: 12, seconds: null, kg: 5, restSeconds: 60, progression: true };
const held: Prescription = { sets: 2, repsMin: null, repsMax: null, seconds: 45, kg: null, restSeconds: 30, progression: false };

describe("a coach's swap carries the prescription to the substitute", () => {
  it.each([
    [
      'counted to counted, with weights',
      reps,
      { measure: 'reps', equipment: 'dumbbells' },
      { repsMin: 8, repsMax: 12, seconds: null, kg: 5 },
    ],
    [
      'counted to counted, no weights: no load',
      reps,
      { measure: 'reps', equipment: 'none' },
      { repsMin: 8, repsMax: 12, kg: null },
    ],
    ['counted to held', reps, { measure: 'seconds', equipment: 'mat' }, { repsMin: null, repsMax: null, seconds: SWAP_SECONDS }],
    ['held to held: the same time', held, { measure: 'seconds', equipment: 'none' }, { seconds: 45, repsMin: null }],
    [
      'held to counted',
      held,
      { measure: 'reps', equipment: 'machine' },
      { repsMin: SWAP_REPS.min, repsMax: SWAP_REPS.max, seconds: null },
    ],
  ] as const)('%s', (_, prescription, substitute, expected) => {
    const carried = carriedPrescription(prescription, substitute);
    expect(carried).toMatchObject(expected);
    // Sets, rest and progression are the coach's, whatever the substitute.
    expect(carried).toMatchObject({
      sets: prescription.sets,
      restSeconds: prescription.restSeconds,
      progression: prescription.progression,
    });
  });

  it("the library's chair squat (counted, no weights) keeps the reps and drops the load", () => {
    const squat = exerciseOf('chair-squat');
    expect(carriedPrescription(reps, squat)).toMatchObject({ repsMin: 8, repsMax: 12, kg: null });
  });
});

describe("'Save limitations'", () => {
  it.each([
    ['nothing ticked: every one cleared', {}, []],
    ['knees and lower back', { knees: 'on', 'lower-back': 'on' }, ['knees', 'lower-back']],
    [
      'all six, in the library’s order',
      { 'high-blood-pressure': 'on', wrists: 'on', pregnancy: 'on', shoulders: 'on', knees: 'on', 'lower-back': 'on' },
      ['knees', 'lower-back', 'shoulders', 'wrists', 'pregnancy', 'high-blood-pressure'],
    ],
  ])('%s', (_, boxes, applies) => {
    expect(limitationsSchema.parse({ customerId, ...boxes })).toEqual({ customerId, applies });
  });

  it.each([
    ['a box with another value', { knees: 'yes' }],
    ['no client', { customerId: undefined }],
    ['a client that is not an id', { customerId: "1' or 1=1" }],
  ])('refuses %s', (_, fields) => {
    expect(limitationsSchema.safeParse({ customerId, ...fields }).success).toBe(false);
  });
});

describe("'Swap for …'", () => {
  it('takes the exercise and its substitute from the button', () => {
    expect(swapExerciseSchema.parse({ customerId, swap: 'jumping-jacks:step-jack' })).toEqual({
      customerId,
      exerciseId: 'jumping-jacks',
      substituteId: 'step-jack',
    });
  });
  it.each([
    ['an exercise not in the library', 'burpee-of-doom:step-jack'],
    ['a substitute not in the library', 'jumping-jacks:<script>'],
    ['one exercise alone', 'jumping-jacks'],
    ['three', 'jumping-jacks:step-jack:spot-marching'],
    ['nothing', ''],
  ])('refuses %s', (_, swap) => {
    expect(swapExerciseSchema.safeParse({ customerId, swap }).success).toBe(false);
  });
});
