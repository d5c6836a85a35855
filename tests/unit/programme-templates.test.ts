import { describe, expect, it } from 'vitest';
import { latestSeedMigration } from '../support/seed-migrations';
import { exerciseOf, isExerciseId, type Equipment } from '@/lib/domain/exercises';
import { TEMPLATE_KEYS, type TemplateKey } from '@/lib/domain/programme-choice';
import { PROGRAMME_TEMPLATES } from '@/lib/domain/programme-templates';
import { WARM_UP, COOL_DOWN } from '@/lib/domain/programme-templates/build';
import { programmeSeedSql } from '@/lib/domain/programme-templates/seed-sql';
import { programmeLength, workoutsAWeek } from '@/lib/domain/programmes';
import { workoutEstimate } from '@/lib/domain/progression';

const templates = TEMPLATE_KEYS.map((key) => [key, PROGRAMME_TEMPLATES[key]] as const);
const exercisesOf = (key: TemplateKey) =>
  PROGRAMME_TEMPLATES[key].phases.flatMap((phase) => phase.workouts.flatMap((workout) => workout.exercises));
/** What the workouts add to the warm-up and cool-down every template shares. */
const mainExercisesOf = (key: TemplateKey) => exercisesOf(key).filter((item) => ![...WARM_UP, ...COOL_DOWN].includes(item));

describe('the six built-in programmes', () => {
  it.each(templates)('%s: Foundation, Build and Transform across 45 days, 3 to 5 workouts a week', (_, template) => {
    expect(template.phases.map((phase) => phase.name)).toEqual(['Foundation', 'Build', 'Transform']);
    expect(programmeLength(template)).toBe(45);
    for (const phase of template.phases) {
      expect(workoutsAWeek(phase), phase.name).toBeGreaterThanOrEqual(3);
      expect(workoutsAWeek(phase), phase.name).toBeLessThanOrEqual(5);
      const days = phase.workouts.flatMap((workout) => workout.days);
      expect(new Set(days).size, `${phase.name}: one workout a day at most`).toBe(days.length);
      expect(days.every((day) => Number.isInteger(day) && day >= 1 && day <= 7)).toBe(true);
      // A rest day in every week.
      expect(days.length).toBeLessThan(7);
    }
  });

  it.each(templates)('%s: every exercise from the library, prescribed sensibly', (_, template) => {
    for (const workout of template.phases.flatMap((phase) => phase.workouts)) {
      expect(workout.title.length).toBeGreaterThan(2);
      for (const { exerciseId, prescription, rpe } of workout.exercises) {
        expect(isExerciseId(exerciseId), exerciseId).toBe(true);
        const exercise = exerciseOf(exerciseId);
        expect(prescription.sets).toBeGreaterThanOrEqual(1);
        expect(prescription.sets).toBeLessThanOrEqual(6);
        if (exercise.measure === 'seconds') {
          expect(prescription.seconds, exerciseId).not.toBeNull();
          expect(prescription.repsMin).toBeNull();
        } else {
          expect(prescription.seconds, exerciseId).toBeNull();
          expect(prescription.repsMin!).toBeLessThanOrEqual(prescription.repsMax!);
        }
        if (rpe !== null) expect(rpe).toBeGreaterThanOrEqual(1);
      }
      const minutes = workoutEstimate(
        workout.exercises.map(({ exerciseId, prescription }) => ({
          prescription,
          met: exerciseOf(exerciseId).met,
          eachSide: exerciseOf(exerciseId).eachSide,
        })),
        70,
      ).minutes;
      expect(minutes, workout.title).toBeGreaterThanOrEqual(20);
      expect(minutes, workout.title).toBeLessThanOrEqual(75);
    }
  });

  it.each<[TemplateKey, Equipment[]]>([
    ['home-beginner', ['none', 'mat', 'chair']],
    ['home-intermediate', ['none', 'mat', 'chair', 'dumbbells', 'band']],
    ['low-impact', ['none', 'mat', 'chair', 'band']],
    ['after-pregnancy', ['none', 'mat', 'chair']],
    ['pcod-thyroid-strength', ['none', 'mat', 'chair', 'dumbbells', 'band']],
  ])('%s needs nothing but %j', (key, equipment) => {
    expect(exercisesOf(key).filter(({ exerciseId }) => !equipment.includes(exerciseOf(exerciseId).equipment))).toEqual([]);
  });

  it('the gym plan uses the gym', () => {
    expect(
      mainExercisesOf('gym-intermediate').filter(({ exerciseId }) => exerciseOf(exerciseId).equipment === 'machine').length,
    ).toBeGreaterThanOrEqual(8);
  });

  it('low impact: nothing hard on knees or the lower back, nothing that jumps', () => {
    const flagged = exercisesOf('low-impact')
      .map(({ exerciseId }) => exerciseOf(exerciseId))
      .filter(
        (exercise) => exercise.impact === 'high' || exercise.flags.some((flag) => flag === 'knees' || flag === 'lower-back'),
      );
    expect(flagged.map((exercise) => exercise.id)).toEqual([]);
  });

  it("after pregnancy: nothing flagged for it, nothing that jumps, and a doctor's clearance first", () => {
    const flagged = exercisesOf('after-pregnancy')
      .map(({ exerciseId }) => exerciseOf(exerciseId))
      .filter((exercise) => exercise.impact === 'high' || exercise.flags.includes('pregnancy'));
    expect(flagged.map((exercise) => exercise.id)).toEqual([]);
    expect(TEMPLATE_KEYS.filter((key) => PROGRAMME_TEMPLATES[key].needsClearance)).toEqual(['after-pregnancy']);
  });

  it('PCOD and thyroid: strength three times a week in every phase, and low-impact cardio besides', () => {
    for (const phase of PROGRAMME_TEMPLATES['pcod-thyroid-strength'].phases) {
      const kinds = (workout: (typeof phase.workouts)[number]) =>
        new Set(
          workout.exercises
            .filter((item) => ![...WARM_UP, ...COOL_DOWN].includes(item))
            .map(({ exerciseId }) => exerciseOf(exerciseId).kind),
        );
      const strength = phase.workouts.filter((workout) => kinds(workout).has('strength'));
      const cardio = phase.workouts.filter((workout) => !kinds(workout).has('strength') && kinds(workout).has('cardio'));
      expect(
        strength.reduce((sum, workout) => sum + workout.days.length, 0),
        phase.name,
      ).toBe(3);
      expect(cardio.length, phase.name).toBeGreaterThanOrEqual(1);
      for (const { exerciseId } of cardio.flatMap((workout) => workout.exercises))
        expect(exerciseOf(exerciseId).impact, exerciseId).toBe('low');
    }
  });

  it('a beginner plan holds no advanced exercise', () => {
    for (const key of ['home-beginner', 'low-impact', 'after-pregnancy'] as const)
      expect(
        exercisesOf(key)
          .filter(({ exerciseId }) => exerciseOf(exerciseId).level === 'advanced')
          .map((item) => item.exerciseId),
        key,
      ).toEqual([]);
  });
});

describe('the built-ins in the database', () => {
  it('are what the latest seed migration writes', () => {
    expect(latestSeedMigration('_programme_templates_seed.sql')).toBe(programmeSeedSql(PROGRAMME_TEMPLATES));
  });
});
