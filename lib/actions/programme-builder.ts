'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { failure, ok } from '@/lib/actions/result';
import { validatedStaffAction } from '@/lib/actions/validated';
import {
  addExercise,
  assignToClients,
  copyProgramme,
  createProgramme,
  deleteProgramme,
  moveExercise,
  removePart,
  saveProgrammeDetails,
  savePhase,
  savePrescription,
  saveWorkout,
} from '@/lib/db/programme-builder';
import { exerciseOf } from '@/lib/domain/exercises';
import type { Refusal } from '@/lib/domain/outcome';
import {
  addExerciseSchema,
  assignManySchema,
  deleteProgrammeSchema,
  moveExerciseSchema,
  newProgrammeSchema,
  phaseSchema,
  prescriptionSchema,
  programmeDetailsSchema,
  programmeIdSchema,
  PROGRAMME_BUILDER_MESSAGES as M,
  removePartSchema,
  workoutSchema,
} from '@/lib/domain/programme-builder';

const base = { signedOut: M.signedOut, forbidden: M.notStaff };
const LIST = '/coach/programmes';

type EditRefusal =
  | Refusal<'gone' | 'builtIn' | 'tooManyPhases' | 'tooManyWorkouts' | 'tooManyExercises' | 'lastPhase'>
  | (Refusal<'dayTaken'> & { day: number; title: string });

/** A refused change in the coach's words. */
const refusalText = (refusal: EditRefusal) =>
  refusal.reason === 'dayTaken' ? M.dayTaken(refusal.day, refusal.title) : M[refusal.reason];

/** The programme's page, and where its client's plan shows, read again after a change. */
function changed(programmeId: string) {
  revalidatePath(`${LIST}/${programmeId}`);
  revalidatePath('/coach/clients/[id]', 'page');
}

/** Runs a change to a programme and answers with `done` or the refusal's words. */
async function edited(programmeId: string, outcome: { status: 'ok' } | EditRefusal, done: string = M.saved) {
  if (outcome.status === 'refused') return failure(refusalText(outcome));
  changed(programmeId);
  return ok(done);
}

/** 'New programme': an empty template of three phases, opened to add its workouts. */
export const createProgrammeAction = validatedStaffAction(
  'createProgramme',
  newProgrammeSchema,
  'staff',
  { ...base, failed: M.createFailed },
  async ({ name }, user) => {
    const id = await createProgramme(user, name);
    revalidatePath(LIST);
    redirect(`${LIST}/${id}?made=1`);
  },
);

/** 'Copy': the coach's own copy of a template, opened to change it. */
export const copyProgrammeAction = validatedStaffAction(
  'copyProgramme',
  programmeIdSchema,
  'staff',
  { ...base, failed: M.copyFailed },
  async ({ programmeId }, user) => {
    const copy = await copyProgramme(user, programmeId);
    if (!copy) return failure(M.gone);
    revalidatePath(LIST);
    redirect(`${LIST}/${copy}?copied=1`);
  },
);

/** 'Delete programme', confirmed: only a template the coach made. */
export const deleteProgrammeAction = validatedStaffAction(
  'deleteProgramme',
  deleteProgrammeSchema,
  'staff',
  { ...base, failed: M.deleteFailed },
  async ({ programmeId }, user) => {
    if (!(await deleteProgramme(user, programmeId))) return failure(M.notDeletable);
    revalidatePath(LIST);
    redirect(`${LIST}?deleted=1`);
  },
);

export const saveProgrammeDetailsAction = validatedStaffAction(
  'saveProgrammeDetails',
  programmeDetailsSchema,
  'staff',
  { ...base, failed: M.saveFailed },
  async (input, user) => {
    const answer = await edited(input.programmeId, await saveProgrammeDetails(user, input));
    if (answer.status === 'ok') revalidatePath(LIST);
    return answer;
  },
);

export const savePhaseAction = validatedStaffAction(
  'savePhase',
  phaseSchema,
  'staff',
  { ...base, failed: M.saveFailed },
  async (input, user) => edited(input.programmeId, await savePhase(user, input)),
);

export const saveWorkoutAction = validatedStaffAction(
  'saveWorkout',
  workoutSchema,
  'staff',
  { ...base, failed: M.saveFailed },
  async (input, user) => edited(input.programmeId, await saveWorkout(user, input)),
);

export const addExerciseAction = validatedStaffAction(
  'addExercise',
  addExerciseSchema,
  'staff',
  { ...base, failed: M.saveFailed },
  async (input, user) => edited(input.programmeId, await addExercise(user, input), M.added(exerciseOf(input.exerciseId).name)),
);

export const savePrescriptionAction = validatedStaffAction(
  'savePrescription',
  prescriptionSchema,
  'staff',
  { ...base, failed: M.saveFailed },
  async (input, user) => edited(input.programmeId, await savePrescription(user, input)),
);

export const moveExerciseAction = validatedStaffAction(
  'moveExercise',
  moveExerciseSchema,
  'staff',
  { ...base, failed: M.saveFailed },
  async (input, user) => edited(input.programmeId, await moveExercise(user, input), M.moved),
);

/**
 * 'Remove': its form goes with what it removed, so the page is not revalidated here; the form
 * says 'Removed.' and then refreshes it (refreshOnSuccess).
 */
export const removePartAction = validatedStaffAction(
  'removePart',
  removePartSchema,
  'staff',
  { ...base, failed: M.saveFailed },
  async (input, user) => {
    const outcome = await removePart(user, input);
    return outcome.status === 'refused' ? failure(refusalText(outcome)) : ok(M.removed);
  },
);

/** 'Assign' to the clients ticked: each their own copy, reviewed, replacing their plan. */
export const assignToClientsAction = validatedStaffAction(
  'assignToClients',
  assignManySchema,
  'staff',
  { ...base, failed: M.assignFailed },
  async (input, user) => {
    const assigned = await assignToClients(user, input);
    if (assigned === 0) return failure(M.notAssignable);
    changed(input.programmeId);
    revalidatePath(LIST);
    return ok(M.assigned(assigned));
  },
);
