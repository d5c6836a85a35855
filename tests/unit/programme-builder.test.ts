import { describe, expect, it } from 'vitest';
import { EXERCISE_LIBRARY, exerciseOf } from '@/lib/domain/exercises';
import {
  assignManySchema,
  exerciseFiltersOf,
  firstPrescription,
  matchesExercise,
  PROGRAMME_BUILDER_MESSAGES as M,
  prescriptionSchema,
  workoutSchema,
} from '@/lib/domain/programme-builder';

const id = '0b8a2f6e-3f1c-4c5e-9a77-0d3f6c2b1a11';
const other = '5d1c7a2e-8b4f-4d6a-b1e3-2f9c0a7d4e55';
const noFilters = exerciseFiltersOf({});
const names = (filters: Partial<typeof noFilters>) =>
  EXERCISE_LIBRARY.filter((e) => matchesExercise(e, { ...noFilters, ...filters })).map((e) => e.id);

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe("'Search exercises'", () => {
  it.each([
    ['an English word', { q: 'glute' }, ['glute-bridge'], []],
    ['the Hindi name', { q: exerciseOf('glute-bridge').hindi }, ['glute-bridge'], ['chair-squat']],
    ['every word typed, in any case', { q: 'GLUTE br' }, ['glute-bridge'], ['knee-plank']],
    ['equipment', { equipment: 'chair' as const }, ['chair-squat'], ['glute-bridge']],
    [
      'safe for knees: nothing flagged against them',
      { safeFor: 'knees' as const },
      ['glute-bridge'],
      ['jumping-jacks', 'bodyweight-squat'],
    ],
  ])('by %s', (_, filters, found, notFound) => {
    const ids = names(filters);
    for (const exercise of found) expect(ids).toContain(exercise);
    for (const exercise of notFound) expect(ids).not.toContain(exercise);
  });

  it('a level finds what suits it: a beginner’s list holds no advanced exercise', () => {
    const beginner = EXERCISE_LIBRARY.filter((e) => matchesExercise(e, { ...noFilters, level: 'beginner' }));
    expect(beginner.length).toBeGreaterThan(20);
    expect(beginner.every((e) => e.level === 'beginner')).toBe(true);
    expect(names({ level: 'advanced' })).toHaveLength(EXERCISE_LIBRARY.length);
  });

  it('reads only filters it knows from the URL', () => {
    expect(
      exerciseFiltersOf({ q: 'squat', equipment: 'rocket', place: ['home', 'gym'], level: 'beginner', safeFor: 'knees' }),
    ).toEqual({
      q: 'squat',
      equipment: null,
      place: 'home',
      level: 'beginner',
      safeFor: 'knees',
    });
  });
});

describe('an exercise added', () => {
  it.each([
    ['counted', 'glute-bridge', { sets: 3, repsMin: 8, repsMax: 12, seconds: null, restSeconds: 60 }],
    ['held', 'knee-plank', { sets: 3, repsMin: null, repsMax: null, seconds: 30, restSeconds: 30 }],
  ])('%s starts with a prescription to change', (_, exerciseId, expected) => {
    expect(firstPrescription(exerciseOf(exerciseId))).toMatchObject({ ...expected, kg: null, progression: true });
  });
});

describe('the prescription form', () => {
  const form = { programmeId: id, slotId: id, sets: '3', restSeconds: '60', note: '', rpe: '' };
  it.each([
    [
      '3 × 12, progression on',
      { measure: 'reps', repsMin: '12', repsMax: '12', progression: 'on' },
      { repsMin: 12, repsMax: 12, seconds: null, progression: true },
    ],
    [
      '3 × 30 s: reps ignored',
      { measure: 'seconds', seconds: '30', repsMin: '8', repsMax: '12' },
      { repsMin: null, seconds: 30, progression: false },
    ],
    ['a load in quarter kilograms', { measure: 'reps', repsMin: '8', repsMax: '12', kg: '2.5' }, { kg: 2.5 }],
    ['a range typed the wrong way round', { measure: 'reps', repsMin: '12', repsMax: '8' }, { repsMin: 8, repsMax: 12 }],
  ])('%s', (_, fields, expected) => {
    const parsed = prescriptionSchema.safeParse({ ...form, ...fields });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.prescription).toMatchObject(expected);
  });

  it.each([
    ['reps missing', { measure: 'reps', repsMin: '', repsMax: '' }, { repsMax: M.reps }],
    ['a time missing', { measure: 'seconds', seconds: '' }, { seconds: M.seconds }],
    ['no sets', { measure: 'seconds', seconds: '30', sets: '' }, { sets: M.sets }],
    ['eleven sets', { measure: 'seconds', seconds: '30', sets: '11' }, { sets: M.sets }],
    ['a load not in quarters', { measure: 'reps', repsMin: '8', repsMax: '12', kg: '2.3' }, { kg: M.kg }],
    ['an effort of 11', { measure: 'seconds', seconds: '30', rpe: '11' }, { rpe: M.rpe }],
    ['a superset box that is not a box', { measure: 'seconds', seconds: '30', superset: 'yes' }, { superset: 'Invalid input' }],
  ])('refuses %s', (_, fields, expected) => {
    expect(errorsOf(prescriptionSchema.safeParse({ ...form, ...fields }))).toMatchObject(expected);
  });
});

describe('the workout form', () => {
  it('gives the days ticked, in order', () => {
    const parsed = workoutSchema.parse({ programmeId: id, phaseId: id, workoutId: '', title: ' Legs ', day5: 'on', day1: 'on' });
    expect(parsed).toEqual({ programmeId: id, phaseId: id, workoutId: undefined, title: 'Legs', days: [1, 5] });
  });
  it('refuses no day, on the first box', () => {
    expect(errorsOf(workoutSchema.safeParse({ programmeId: id, phaseId: id, title: 'Legs' }))).toEqual({ day1: M.workoutDays });
  });
});

describe("'Assign' to many", () => {
  it('gives each client ticked once, and an empty day as their own day 1', () => {
    expect(
      assignManySchema.parse({ programmeId: id, startsOn: '', 'client.0': id, 'client.3': other, 'client.4': id, other: 'x' }),
    ).toEqual({ programmeId: id, startsOn: null, customerIds: [id, other] });
  });
  it.each([
    ['no client', {}],
    ['a client that is no id', { 'client.0': 'everyone' }],
  ])('refuses %s', (_, clients) => {
    expect(errorsOf(assignManySchema.safeParse({ programmeId: id, startsOn: '', ...clients }))).toEqual({
      customerIds: M.customers,
    });
  });
});
