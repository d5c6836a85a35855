/**
 * The project's own exercise library (issue 41): what each exercise is, how to do it, whom it
 * does not suit and what to do instead. Written by the project, like the food table; no text or
 * image is copied from elsewhere. Pure: no React, no I/O.
 */
import type { Experience } from '../profile-schema';

export const MUSCLES = [
  'quads',
  'hamstrings',
  'glutes',
  'calves',
  'hip-flexors',
  'adductors',
  'abductors',
  'core',
  'obliques',
  'lower-back',
  'chest',
  'upper-back',
  'lats',
  'shoulders',
  'biceps',
  'triceps',
  'forearms',
  'heart-and-lungs',
] as const;
export type Muscle = (typeof MUSCLES)[number];

export const EQUIPMENT = ['none', 'mat', 'chair', 'dumbbells', 'band', 'machine'] as const;
export type Equipment = (typeof EQUIPMENT)[number];
export const EQUIPMENT_LABEL: Record<Equipment, string> = {
  none: 'No equipment',
  mat: 'Mat',
  chair: 'Chair',
  dumbbells: 'Dumbbells',
  band: 'Resistance band',
  machine: 'Machine',
};

export const PLACES = ['home', 'gym', 'studio'] as const;
export type Place = (typeof PLACES)[number];
export const PLACE_LABEL: Record<Place, string> = { home: 'Home', gym: 'Gym', studio: 'Studio' };

/** Where in a session it belongs: Cult.fit's warm-up, workout, cool-down, the workout split in two. */
export const EXERCISE_KINDS = ['warm-up', 'strength', 'cardio', 'mobility', 'cool-down'] as const;
export type ExerciseKind = (typeof EXERCISE_KINDS)[number];

/**
 * Whom an exercise may not suit: sore or injured knees, lower back, shoulders or wrists;
 * pregnancy and the first months after it; high blood pressure.
 */
export const SAFETY_FLAGS = ['knees', 'lower-back', 'shoulders', 'wrists', 'pregnancy', 'high-blood-pressure'] as const;
export type SafetyFlag = (typeof SAFETY_FLAGS)[number];

export interface Exercise {
  /** kebab-case, unique: 'glute-bridge' */
  id: string;
  /** English name, unique, sentence case: 'Glute bridge' */
  name: string;
  /** Hindi name in Devanagari, as a trainer in India would say it: 'ग्लूट ब्रिज' */
  hindi: string;
  kind: ExerciseKind;
  /** The muscles it works, the main one first. */
  muscles: Muscle[];
  /** What it needs beyond the body; 'none' for nothing at all. */
  equipment: Equipment;
  /** Where it can be done. */
  places: Place[];
  /** The lowest experience it suits. */
  level: Experience;
  /** High: jumping, running or any moment both feet leave the floor. */
  impact: 'low' | 'high';
  /** Counted in reps or held for seconds. */
  measure: 'reps' | 'seconds';
  /** Done on one side, then the other (a set counts both sides). */
  eachSide: boolean;
  /**
   * Metabolic equivalent while doing it (the Compendium of Physical Activities' figure for the
   * activity): a session's kcal = body weight (kg) × MET × hours.
   */
  met: number;
  /** 3 to 6 short steps in the imperative, each one sentence. */
  steps: string[];
  /** The one mistake people most often make, and its fix, in one or two sentences. */
  mistake: string;
  /** Whom it may not suit. */
  flags: SafetyFlag[];
  /** For each of its flags, one or more exercises of the library that do the same job without that flag. */
  substitutes: Partial<Record<SafetyFlag, string[]>>;
}
