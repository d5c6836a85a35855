import { describe, expect, it } from 'vitest';
import { latestSeedMigration } from '../support/seed-migrations';
import {
  conflictsOf,
  EQUIPMENT,
  EXERCISE_KINDS,
  EXERCISE_LIBRARY,
  exerciseOf,
  kitOf,
  LIMITATIONS,
  MUSCLES,
  PLACES,
  proposedLimitations,
  SAFETY_FLAGS,
  substitutesFor,
  type Limitation,
} from '@/lib/domain/exercises';
import { exerciseSeedSql } from '@/lib/domain/exercises/seed-sql';
import { WORKOUT_EXPERIENCE } from '@/lib/domain/profile-schema';
import { PROGRAMME_TEMPLATES } from '@/lib/domain/programme-templates';
import { exerciseIdsIn } from '@/lib/domain/programmes';

const DEVANAGARI = /^[\u0900-\u097F\s\-()/,.]+$/;

describe('the exercise library: every exercise complete', () => {
  it('has at least 150 exercises, with unique ids, English names and Hindi names', () => {
    expect(EXERCISE_LIBRARY.length).toBeGreaterThanOrEqual(150);
    for (const key of ['id', 'name', 'hindi'] as const) {
      const seen = EXERCISE_LIBRARY.map((exercise) => exercise[key].toLowerCase());
      expect(
        seen.filter((value, i) => seen.indexOf(value) !== i),
        key,
      ).toEqual([]);
    }
  });

  it.each(EXERCISE_LIBRARY.map((exercise) => [exercise.id, exercise] as const))('%s is complete', (_, exercise) => {
    expect(exercise.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(exercise.name.length).toBeGreaterThanOrEqual(2);
    expect(exercise.name.length).toBeLessThanOrEqual(60);
    expect(exercise.hindi).toMatch(DEVANAGARI);
    expect(EXERCISE_KINDS).toContain(exercise.kind);
    expect(exercise.muscles.length).toBeGreaterThanOrEqual(1);
    expect(exercise.muscles.every((muscle) => MUSCLES.includes(muscle))).toBe(true);
    expect(EQUIPMENT).toContain(exercise.equipment);
    expect(exercise.places.length).toBeGreaterThanOrEqual(1);
    expect(exercise.places.every((place) => PLACES.includes(place))).toBe(true);
    if (exercise.equipment === 'machine') expect(exercise.places).toEqual(['gym']);
    expect(WORKOUT_EXPERIENCE).toContain(exercise.level);
    expect(['low', 'high']).toContain(exercise.impact);
    expect(['reps', 'seconds']).toContain(exercise.measure);
    expect(exercise.met).toBeGreaterThanOrEqual(1);
    expect(exercise.met).toBeLessThanOrEqual(15);
    expect(exercise.steps.length).toBeGreaterThanOrEqual(3);
    expect(exercise.steps.length).toBeLessThanOrEqual(6);
    for (const step of exercise.steps) expect(step).toMatch(/^[A-Z].{8,}[.!]$/);
    expect(exercise.mistake).toMatch(/^[A-Z].{8,}[.!]$/);
    expect(exercise.flags.every((flag) => SAFETY_FLAGS.includes(flag))).toBe(true);
    // High impact is hard on knees and not for pregnancy: flagged so, always.
    if (exercise.impact === 'high') expect(exercise.flags).toEqual(expect.arrayContaining(['knees', 'pregnancy']));
  });

  it.each(EXERCISE_LIBRARY.filter((exercise) => exercise.flags.length > 0).map((exercise) => [exercise.id, exercise] as const))(
    '%s has, for each of its flags, a substitute without that flag',
    (_, exercise) => {
      expect(Object.keys(exercise.substitutes).sort()).toEqual([...exercise.flags].sort());
      for (const flag of exercise.flags) {
        const substitutes = exercise.substitutes[flag]!.map(exerciseOf);
        expect(substitutes.length, flag).toBeGreaterThanOrEqual(1);
        for (const substitute of substitutes) {
          expect(substitute.id).not.toBe(exercise.id);
          expect(substitute.flags, `${substitute.id} for ${flag}`).not.toContain(flag);
        }
      }
    },
  );

  it('lists no substitutes on an exercise without flags', () => {
    expect(
      EXERCISE_LIBRARY.filter((exercise) => exercise.flags.length === 0 && Object.keys(exercise.substitutes).length > 0),
    ).toEqual([]);
  });

  it('has enough of each kind, equipment and place for the six templates', () => {
    const count = (test: (exercise: (typeof EXERCISE_LIBRARY)[number]) => boolean) => EXERCISE_LIBRARY.filter(test).length;
    for (const kind of EXERCISE_KINDS)
      expect(
        count((exercise) => exercise.kind === kind),
        kind,
      ).toBeGreaterThanOrEqual(8);
    for (const equipment of EQUIPMENT)
      expect(
        count((exercise) => exercise.equipment === equipment),
        equipment,
      ).toBeGreaterThanOrEqual(5);
    expect(count((exercise) => exercise.impact === 'low' && exercise.kind === 'cardio')).toBeGreaterThanOrEqual(5);
    expect(count((exercise) => !exercise.flags.includes('pregnancy') && exercise.kind === 'strength')).toBeGreaterThanOrEqual(8);
  });

  it('is what the latest seed migration writes', () => {
    expect(latestSeedMigration('_exercise_library_seed.sql')).toBe(exerciseSeedSql(EXERCISE_LIBRARY));
  });
});

describe('an exercise against a client’s limitations', () => {
  const flagged = EXERCISE_LIBRARY.filter((exercise) => exercise.flags.length > 0);

  it('warns on each limitation the exercise is flagged against, and on nothing else', () => {
    for (const exercise of flagged) {
      expect(conflictsOf(exercise, [])).toEqual([]);
      expect(conflictsOf(exercise, LIMITATIONS)).toEqual(exercise.flags);
      const [first] = exercise.flags;
      const others = LIMITATIONS.filter((limitation) => !exercise.flags.includes(limitation));
      expect(conflictsOf(exercise, [first!, ...others])).toEqual([first]);
    }
  });

  it('offers substitutes that suit every one of the limitations, and none for an exercise that suits them', () => {
    for (const exercise of flagged) {
      for (const flag of exercise.flags) {
        const offered = substitutesFor(exercise, [flag]);
        expect(offered.length, `${exercise.id} for ${flag}`).toBeGreaterThanOrEqual(1);
        expect(offered.every((substitute) => !substitute.flags.includes(flag))).toBe(true);
      }
      const both = substitutesFor(exercise, LIMITATIONS);
      expect(both.every((substitute) => substitute.flags.length === 0)).toBe(true);
    }
    expect(substitutesFor(exerciseOf('glute-bridge'), ['knees'])).toEqual([]);
  });

  it('offers in a plan only substitutes that need nothing the plan does not use (a home plan is offered no machine)', () => {
    const home = kitOf(exerciseIdsIn(PROGRAMME_TEMPLATES['home-beginner']));
    expect([...home].sort()).toEqual(['chair', 'mat', 'none']);
    const sumoSquat = exerciseOf('sumo-squat');
    expect(substitutesFor(sumoSquat, ['knees']).map((e) => e.id)).toContain('hip-adduction-machine');
    expect(substitutesFor(sumoSquat, ['knees'], home).map((e) => e.id)).toEqual(['chair-squat', 'glute-bridge']);
    // Every built-in: what each flagged exercise is offered fits the plan's kit, under each limitation.
    for (const template of Object.values(PROGRAMME_TEMPLATES)) {
      const kit = kitOf(exerciseIdsIn(template));
      for (const exercise of exerciseIdsIn(template).map(exerciseOf)) {
        for (const flag of exercise.flags) {
          for (const substitute of substitutesFor(exercise, [flag], kit)) expect(kit.has(substitute.equipment)).toBe(true);
        }
      }
    }
  });

  it.each<[string, string | null, string | null, Limitation[]]>([
    ['nothing written', null, null, []],
    ['"None"', 'None', 'None', []],
    ['knee pain when running', 'Left knee pain when running', null, ['knees']],
    ['Hinglish: ghutne mein dard', 'ghutne mein dard', null, ['knees']],
    ['Hindi: घुटने में दर्द', 'घुटने में दर्द', null, ['knees']],
    ['a torn ACL', 'ACL tear in 2022, operated', null, ['knees']],
    ['a slipped disc', 'Slip disc L4-L5', null, ['lower-back']],
    ['lower back pain and sciatica', 'lower back pain, sciatica sometimes', null, ['lower-back']],
    ['kamar dard', 'kamar dard', null, ['lower-back']],
    ['a frozen shoulder', 'Frozen shoulder (right)', null, ['shoulders']],
    ['carpal tunnel', 'carpal tunnel, typing all day', null, ['wrists']],
    ['PCOD and thyroid alone propose nothing', null, 'PCOD, mild thyroid', []],
    ['high BP', null, 'High BP, on medicine', ['high-blood-pressure']],
    ['hypertension', null, 'Hypertension since 2020', ['high-blood-pressure']],
    ['BP alone', null, 'BP, on medicine', ['high-blood-pressure']],
    ['low BP is not high blood pressure', null, 'Low BP sometimes, dizzy in the morning', []],
    ['उच्च रक्तचाप', null, 'उच्च रक्तचाप', ['high-blood-pressure']],
    ['निम्न रक्तचाप is low', null, 'निम्न रक्तचाप', []],
    ['a C-section six months ago', null, 'C-section in May, 6 months postpartum', ['pregnancy']],
    ['pregnant', null, '5 months pregnant', ['pregnancy']],
    [
      'several, in both fields',
      'Knee surgery 2019; wrist sprain',
      'high blood pressure',
      ['knees', 'wrists', 'high-blood-pressure'],
    ],
  ])('%s', (_, injuries, medical, expected) => {
    expect(proposedLimitations(injuries, medical)).toEqual(expected);
  });
});
