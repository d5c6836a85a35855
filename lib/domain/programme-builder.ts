import { someClientsTicked, tickedClients } from './assign-form';
import { COACHING_MESSAGES } from './coaching';
import { calendarDay } from './day-schema';
import {
  EQUIPMENT,
  type Equipment,
  type Exercise,
  isExerciseId,
  LIMITATIONS,
  type Limitation,
  PLACES,
  type Place,
} from './exercises';
import { optionalMeasured } from './measured';
import { WORKOUT_EXPERIENCE, type Experience } from './profile-schema';
import type { Prescription } from './progression';
import { PROGRAMME_WEEK } from './programmes';
import { trimmedText } from './text';
import * as z from './validation';

/**
 * The coach's programme builder (issue 41): the forms of /coach/programmes and what they check,
 * the first prescription of an exercise added, and the search over the library. Pure: no React,
 * no I/O. The database's checks hold the same limits.
 */

export const PROGRAMME_NAME = { min: 2, max: 80 } as const;
export const PROGRAMME_SUMMARY_MAX = 300;
export const PHASE_NAME_MAX = 40;
export const WORKOUT_TITLE_MAX = 60;
export const PRESCRIPTION_NOTE_MAX = 200;
/** The most a programme holds: phases, workouts a phase (one a day of the week), exercises a workout. */
export const MAX_PHASES = 12;
export const MAX_WORKOUTS = PROGRAMME_WEEK;
export const MAX_EXERCISES = 40;

export const PROGRAMME_BUILDER_MESSAGES = {
  signedOut: COACHING_MESSAGES.signedOut,
  notStaff: COACHING_MESSAGES.notStaff,
  name: `Name it in ${PROGRAMME_NAME.min} to ${PROGRAMME_NAME.max} characters.`,
  summary: `Keep the summary to ${PROGRAMME_SUMMARY_MAX} characters.`,
  created: 'Programme created: add its workouts.',
  createFailed: 'Could not create the programme. Please try again.',
  copied: 'Copied: this copy is yours to change.',
  copyFailed: 'Could not copy the programme. Please try again.',
  saved: 'Saved.',
  saveFailed: 'Could not save it. Please try again.',
  gone: 'It is gone, or it is not yours to change: reload the page.',
  builtIn: 'A built-in programme is not changed: copy it and change the copy.',
  phaseName: `Name the phase in 1 to ${PHASE_NAME_MAX} characters.`,
  phaseDays: 'A phase lasts 1 to 365 days.',
  tooManyPhases: `A programme holds at most ${MAX_PHASES} phases.`,
  lastPhase: 'A programme keeps at least one phase.',
  workoutTitle: `Name the workout in 1 to ${WORKOUT_TITLE_MAX} characters.`,
  workoutDays: 'Choose at least one day of the week.',
  dayTaken: (day: number, title: string) => `Day ${day} already has ${title}: a day holds one workout.`,
  tooManyWorkouts: `A phase holds at most ${MAX_WORKOUTS} workouts.`,
  exercise: 'Choose an exercise of the library.',
  tooManyExercises: `A workout holds at most ${MAX_EXERCISES} exercises.`,
  added: (name: string) => `${name} added.`,
  sets: 'Sets: a whole number from 1 to 10.',
  reps: 'Reps: whole numbers from 1 to 100.',
  seconds: 'Seconds: a whole number from 5 to 3600.',
  kg: 'Load: up to 300 kg, or empty for the client’s own.',
  rest: 'Rest: a whole number of seconds from 0 to 600.',
  rpe: 'Effort (RPE): a whole number from 1 to 10, or empty.',
  note: `Keep the note to ${PRESCRIPTION_NOTE_MAX} characters.`,
  removed: 'Removed.',
  moved: 'Moved.',
  confirmDelete: 'Tick the box to confirm: the programme cannot be brought back.',
  deleted: 'Programme deleted. The clients it was assigned to keep their copies.',
  deleteFailed: 'Could not delete the programme. Please try again.',
  notDeletable: 'Only a programme you made can be deleted: reload the page.',
  customers: 'Choose at least one client.',
  startsOn: 'Choose a day, or leave it empty for each client’s day 1.',
  assigned: (count: number) =>
    count === 1 ? 'Assigned: the client has their own copy.' : `Assigned: ${count} clients have their own copies.`,
  assignFailed: 'Could not assign the programme. Please try again.',
  notAssignable: 'Could not assign it: the programme is gone or one of them is not your client. Reload the page.',
} as const;
const M = PROGRAMME_BUILDER_MESSAGES;

const programmeId = z.uuid();
const programmeName = trimmedText({ min: PROGRAMME_NAME.min, max: PROGRAMME_NAME.max, tooShort: M.name, tooLong: M.name });

/** An id a form may leave empty: a new row rather than a change to one. */
const optionalId = z.pipe(
  z.transform((value: unknown) => (value === '' ? undefined : value)),
  z.optional(z.uuid()),
);

export const newProgrammeSchema = z.object({ name: programmeName });
export const programmeIdSchema = z.object({ programmeId });

export const programmeDetailsSchema = z.object({
  programmeId,
  name: programmeName,
  summary: trimmedText({ max: PROGRAMME_SUMMARY_MAX, tooLong: M.summary }),
});
export type ProgrammeDetailsInput = z.output<typeof programmeDetailsSchema>;

export const deleteProgrammeSchema = z.object({
  programmeId,
  confirm: z.literal('yes', { error: M.confirmDelete }),
});

export const phaseSchema = z.object({
  programmeId,
  phaseId: optionalId,
  name: trimmedText({ min: 1, max: PHASE_NAME_MAX, tooShort: M.phaseName, tooLong: M.phaseName }),
  days: z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value)),
    z.int({ error: M.phaseDays }).check(z.gte(1, M.phaseDays), z.lte(365, M.phaseDays)),
  ),
});
export type PhaseInput = z.output<typeof phaseSchema>;

/** The days of the programme's week, one checkbox each ('day1' … 'day7'), so the form posts without JavaScript. */
export const WEEK_DAYS = Array.from({ length: PROGRAMME_WEEK }, (_, i) => i + 1);
const dayBoxes = Object.fromEntries(WEEK_DAYS.map((day) => [`day${day}`, z.optional(z.literal('on'))])) as Record<
  `day${number}`,
  z.ZodMiniOptional<z.ZodMiniLiteral<'on'>>
>;

const ticked = (boxes: Record<string, unknown>) => WEEK_DAYS.filter((day) => boxes[`day${day}`] === 'on');

export const workoutSchema = z.pipe(
  z
    .object({
      programmeId,
      phaseId: z.uuid(),
      workoutId: optionalId,
      title: trimmedText({ min: 1, max: WORKOUT_TITLE_MAX, tooShort: M.workoutTitle, tooLong: M.workoutTitle }),
      ...dayBoxes,
    })
    // Told on the first box, where the form shows it.
    .check(z.refine((form) => ticked(form).length > 0, { message: M.workoutDays, path: ['day1'] })),
  z.transform(({ programmeId, phaseId, workoutId, title, ...boxes }) => ({
    programmeId,
    phaseId,
    workoutId,
    title,
    days: ticked(boxes),
  })),
);
export type WorkoutInput = z.output<typeof workoutSchema>;

export const addExerciseSchema = z.object({
  programmeId,
  workoutId: z.uuid(),
  exerciseId: z.string({ error: M.exercise }).check(z.refine(isExerciseId, M.exercise)),
});
export type AddExerciseInput = z.output<typeof addExerciseSchema>;

/**
 * One exercise's prescription as the coach writes it: sets × a rep range (3 × 8-12) or a time
 * (3 × 30 s), an optional load, rest, an optional effort (RPE) and note; done as a superset with
 * the one before; double progression on or off.
 */
export const prescriptionSchema = z.pipe(
  z
    .object({
      programmeId,
      slotId: z.uuid(),
      measure: z.enum(['reps', 'seconds']),
      sets: optionalMeasured(1, 10, M.sets),
      repsMin: optionalMeasured(1, 100, M.reps),
      repsMax: optionalMeasured(1, 100, M.reps),
      seconds: optionalMeasured(5, 3600, M.seconds),
      kg: optionalMeasured(0.25, 300, M.kg, { whole: false }),
      restSeconds: optionalMeasured(0, 600, M.rest),
      rpe: optionalMeasured(1, 10, M.rpe),
      note: trimmedText({ max: PRESCRIPTION_NOTE_MAX, tooLong: M.note }),
      superset: z.optional(z.literal('on')),
      progression: z.optional(z.literal('on')),
    })
    .check(
      z.refine((p) => p.sets !== null, { message: M.sets, path: ['sets'] }),
      z.refine((p) => p.restSeconds !== null, { message: M.rest, path: ['restSeconds'] }),
      z.refine((p) => p.measure === 'seconds' || (p.repsMin !== null && p.repsMax !== null), {
        message: M.reps,
        path: ['repsMax'],
      }),
      z.refine((p) => p.measure === 'reps' || p.seconds !== null, { message: M.seconds, path: ['seconds'] }),
      z.refine((p) => p.kg === null || Number.isInteger(p.kg * 4), { message: M.kg, path: ['kg'] }),
    ),
  z.transform((p) => ({
    programmeId: p.programmeId,
    slotId: p.slotId,
    superset: p.superset === 'on',
    rpe: p.rpe,
    note: p.note,
    prescription: {
      sets: p.sets!,
      // A range typed the wrong way round (12 to 8) is the range it means.
      repsMin: p.measure === 'reps' ? Math.min(p.repsMin!, p.repsMax!) : null,
      repsMax: p.measure === 'reps' ? Math.max(p.repsMin!, p.repsMax!) : null,
      seconds: p.measure === 'seconds' ? p.seconds : null,
      kg: p.kg,
      restSeconds: p.restSeconds!,
      progression: p.progression === 'on',
    } satisfies Prescription,
  })),
);
export type PrescriptionInput = z.output<typeof prescriptionSchema>;

export const moveExerciseSchema = z.object({ programmeId, slotId: z.uuid(), direction: z.enum(['up', 'down']) });
export type MoveExerciseInput = z.output<typeof moveExerciseSchema>;

/** 'Remove' on a phase, a workout or an exercise: what is in it goes with it. */
export const removePartSchema = z.object({ programmeId, part: z.enum(['phase', 'workout', 'exercise']), id: z.uuid() });
export type RemovePartInput = z.output<typeof removePartSchema>;

export const assignManySchema = z.pipe(
  z
    .looseObject({
      programmeId,
      startsOn: z.pipe(
        z.transform((value: unknown) => (value === '' || value === undefined ? null : value)),
        z.nullable(calendarDay(M.startsOn)),
      ),
    })
    .check(z.refine(someClientsTicked, { message: M.customers, path: ['customerIds'] })),
  z.transform(({ programmeId, startsOn, ...form }) => ({
    programmeId,
    startsOn,
    customerIds: tickedClients(form) as string[],
  })),
);
export type AssignManyInput = z.output<typeof assignManySchema>;

/** What an exercise added starts as: 3 × 8-12 with a minute's rest, or 3 × 30 s with 30 s; progression on. */
export function firstPrescription(exercise: Pick<Exercise, 'measure'>): Prescription {
  return exercise.measure === 'reps'
    ? { sets: 3, repsMin: 8, repsMax: 12, seconds: null, kg: null, restSeconds: 60, progression: true }
    : { sets: 3, repsMin: null, repsMax: null, seconds: 30, kg: null, restSeconds: 30, progression: true };
}

// ---------------------------------------------------------------- 'Search exercises'

export interface ExerciseFilters {
  /** Words of the English or the Hindi name. */
  q: string;
  equipment: Equipment | null;
  place: Place | null;
  /** Suits this level: the exercise's own is this or lower. */
  level: Experience | null;
  /** Not flagged against this limitation. */
  safeFor: Limitation | null;
}

const pick = <T extends string>(options: readonly T[], value: unknown): T | null =>
  typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : null;

/** The filters as the URL gives them; anything else is no filter. */
export function exerciseFiltersOf(params: Record<string, string | string[] | undefined>): ExerciseFilters {
  const one = (key: string) => (Array.isArray(params[key]) ? params[key][0] : params[key]);
  return {
    q: (one('q') ?? '').slice(0, 60),
    equipment: pick(EQUIPMENT, one('equipment')),
    place: pick(PLACES, one('place')),
    level: pick(WORKOUT_EXPERIENCE, one('level')),
    safeFor: pick(LIMITATIONS, one('safeFor')),
  };
}

const folded = (text: string) => text.normalize('NFC').toLocaleLowerCase('en-IN');

/** Every word typed is in the English or the Hindi name ('squat', 'स्क्वाट', 'glute br'). */
export function matchesExercise(
  exercise: Pick<Exercise, 'name' | 'hindi' | 'equipment' | 'places' | 'level' | 'flags'>,
  filters: ExerciseFilters,
) {
  const names = folded(`${exercise.name} ${exercise.hindi}`);
  const words = folded(filters.q).split(/\s+/).filter(Boolean);
  return (
    words.every((word) => names.includes(word)) &&
    (!filters.equipment || exercise.equipment === filters.equipment) &&
    (!filters.place || exercise.places.includes(filters.place)) &&
    (!filters.level || WORKOUT_EXPERIENCE.indexOf(exercise.level) <= WORKOUT_EXPERIENCE.indexOf(filters.level)) &&
    (!filters.safeFor || !exercise.flags.includes(filters.safeFor))
  );
}
