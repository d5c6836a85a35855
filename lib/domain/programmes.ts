/**
 * Workout programmes (issue 41): phases of days, each day of the programme's week a workout or
 * rest; a workout's exercises in order, each prescribed. The 45 days' phases ('Foundation',
 * 'Build', 'Transform'), then the last phase repeats as maintenance. Pure: no React, no I/O.
 */
import type { Prescription } from './progression';

export const PROGRAMME_WEEK = 7;

export interface ProgrammeExercise {
  exerciseId: string;
  /** Done back to back with the exercise before it, without the rest between. */
  superset: boolean;
  prescription: Prescription;
  /** The effort aimed for, 1-10 (RPE); null for none. */
  rpe: number | null;
  note: string;
}

export interface ProgrammeWorkout {
  title: string;
  /** The days of the programme's week it falls on, 1-7 (day 1 is the programme's first day). */
  days: number[];
  exercises: ProgrammeExercise[];
}

export interface ProgrammePhase {
  name: string;
  /** How many days of the programme it covers; the last phase repeats after the programme. */
  days: number;
  workouts: ProgrammeWorkout[];
}

export interface ProgrammeShape {
  phases: ProgrammePhase[];
}

/** A programme as the database keeps it: each phase, workout and exercise beside its row's id. */
export interface StoredExercise extends ProgrammeExercise {
  id: string;
}
export interface StoredWorkout extends Omit<ProgrammeWorkout, 'exercises'> {
  id: string;
  exercises: StoredExercise[];
}
export interface StoredPhase extends Omit<ProgrammePhase, 'workouts'> {
  id: string;
  workouts: StoredWorkout[];
}
export interface StoredProgramme {
  phases: StoredPhase[];
}

/** Where a programme day falls: its phase (the last, repeating, after the phases' days), its week, and what it holds. */
export interface ProgrammeDay<Workout = ProgrammeWorkout> {
  /** Day 1 is the programme's first. */
  day: number;
  /** Week 1 holds days 1-7. */
  week: number;
  /** 1-7 within the week. */
  dayOfWeek: number;
  phaseIndex: number;
  /** Past the phases' days: the last phase again, as maintenance. */
  maintenance: boolean;
  workout: Workout | null;
}

/** The exercises a programme prescribes, each once. */
export const exerciseIdsIn = (shape: {
  phases: readonly { workouts: readonly { exercises: readonly { exerciseId: string }[] }[] }[];
}) => [
  ...new Set(shape.phases.flatMap((phase) => phase.workouts.flatMap((workout) => workout.exercises.map((e) => e.exerciseId)))),
];

export const programmeLength = (shape: { phases: readonly { days: number }[] }) =>
  shape.phases.reduce((sum, phase) => sum + phase.days, 0);

export function programmeDay<Workout extends { days: readonly number[] }>(
  shape: { phases: readonly { days: number; workouts: readonly Workout[] }[] },
  day: number,
): ProgrammeDay<Workout> {
  if (!Number.isInteger(day) || day < 1) throw new Error(`programme day ${day}`);
  const dayOfWeek = ((day - 1) % PROGRAMME_WEEK) + 1;
  let phaseIndex = shape.phases.length - 1;
  let first = 1;
  for (const [index, phase] of shape.phases.entries()) {
    if (day < first + phase.days) {
      phaseIndex = index;
      break;
    }
    first += phase.days;
  }
  const phase = shape.phases[phaseIndex]!;
  return {
    day,
    week: Math.floor((day - 1) / PROGRAMME_WEEK) + 1,
    dayOfWeek,
    phaseIndex,
    maintenance: day > programmeLength(shape),
    workout: phase.workouts.find((workout) => workout.days.includes(dayOfWeek)) ?? null,
  };
}

/** The programme days of the week holding `day`: this week's workouts and rests. */
export function weekOf<Workout extends { days: readonly number[] }>(
  shape: { phases: readonly { days: number; workouts: readonly Workout[] }[] },
  day: number,
): ProgrammeDay<Workout>[] {
  const first = day - ((day - 1) % PROGRAMME_WEEK);
  return Array.from({ length: PROGRAMME_WEEK }, (_, i) => programmeDay(shape, first + i));
}

/** Workouts a week in a phase. */
export const workoutsAWeek = (phase: { workouts: readonly { days: readonly number[] }[] }) =>
  phase.workouts.reduce((sum, workout) => sum + workout.days.length, 0);
