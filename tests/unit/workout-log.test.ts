import { describe, expect, it } from 'vitest';
import { finishWorkoutSchema, logSetSchema, WORKOUT_MESSAGES as M } from '@/lib/domain/workout-log';

const slotId = '0b8a2f6e-3f1c-4c5e-9a77-0d3f6c2b1a11';
const set = (fields: Record<string, unknown>) => ({ slotId, exerciseId: 'glute-bridge', setNumber: '1', ...fields });
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe("'Log set'", () => {
  it.each([
    ['reps from a form', { reps: ' 12 ', kg: '' }, { reps: 12, kg: null, seconds: null }],
    ['reps and kg in quarters', { reps: 10, kg: '7.25' }, { reps: 10, kg: 7.25 }],
    ['seconds', { seconds: '30' }, { seconds: 30, reps: null }],
    ['just done: nothing counted', {}, { reps: null, seconds: null, kg: null }],
    ['skipped', { skipped: 'yes' }, { skipped: 'yes' }],
  ])('takes %s', (_, fields, expected) => {
    expect(logSetSchema.parse(set(fields))).toMatchObject(expected);
  });

  it.each([
    ['a fraction of a rep', { reps: '10.5' }, M.reps],
    ['more than 200 reps', { reps: 201 }, M.reps],
    ['negative seconds', { seconds: '-1' }, M.seconds],
    ['kg not in quarters', { reps: 10, kg: '5.1' }, M.kg],
    ['kg above 300', { reps: 10, kg: 301 }, M.kg],
    ['a word for reps', { reps: 'ten' }, M.reps],
  ])('refuses %s', (_, fields, message) => {
    expect(firstMessage(logSetSchema.safeParse(set(fields)))).toBe(message);
  });

  it.each([
    ['set 0', { setNumber: 0 }],
    ['set 11', { setNumber: '11' }],
    ['an exercise id with capitals', { exerciseId: 'Glute-Bridge' }],
    ['skipped as anything but yes', { skipped: 'true' }],
    ['a slot that is not a uuid', { slotId: "1' or 1=1 --" }],
  ])('refuses %s', (_, fields) => {
    expect(logSetSchema.safeParse(set(fields)).success).toBe(false);
  });
});

describe("'Finish workout'", () => {
  it.each([
    [{ feeling: 'right' }, { feeling: 'right', note: null }],
    [
      { feeling: 'hard', note: '  Knees ached on the lunges  ' },
      { feeling: 'hard', note: 'Knees ached on the lunges' },
    ],
    [
      { feeling: 'easy', note: '   ' },
      { feeling: 'easy', note: null },
    ],
  ])('takes %j', (input, expected) => {
    expect(finishWorkoutSchema.parse(input)).toMatchObject(expected);
  });

  it.each([
    [{}, M.feeling],
    [{ feeling: 'great' }, M.feeling],
    [{ feeling: 'right', note: 'x'.repeat(501) }, M.note],
  ])('refuses %j', (input, message) => {
    expect(firstMessage(finishWorkoutSchema.safeParse(input))).toBe(message);
  });
});
