import { COACHING_MESSAGES } from './coaching';
import { type Equipment, type Exercise, isExerciseId, LIMITATIONS, type Limitation } from './exercises';
import type { Prescription } from './progression';
import { calendarDay } from './day-schema';
import * as z from './validation';

/**
 * The coach's review of a client's workout plan (issue 41): the limitations the profile's words
 * propose, confirmed or cleared, and the plan confirmed as it is. Pure: the forms' schemas and texts.
 */
export const PROGRAMME_REVIEW_MESSAGES = {
  signedOut: COACHING_MESSAGES.signedOut,
  notStaff: COACHING_MESSAGES.notStaff,
  notYourClient: COACHING_MESSAGES.notYourClient,
  confirmed: 'Plan confirmed: the client follows it as it is.',
  confirmFailed: 'Could not confirm the plan. Please try again.',
  nothingToConfirm: 'There is no unconfirmed plan to confirm: reload the page.',
  limitationsSaved: 'Limitations saved.',
  limitationsFailed: 'Could not save the limitations. Please try again.',
  swapped: 'Swapped in every workout of the plan.',
  swapFailed: 'Could not swap the exercise. Please try again.',
  assigned: 'Plan assigned: the client follows it from its first day.',
  assignFailed: 'Could not assign the plan. Please try again.',
  notAssignable: 'Could not assign it: the plan is gone or this is not one of your clients. Reload the page.',
  startsOn: 'Choose a day, or leave it empty for the client’s day 1.',
  programmeRequired: 'Choose a plan to assign.',
  notSwappable: 'Could not swap it: the plan or its limitations changed. Reload the page.',
} as const;

const boxes = Object.fromEntries(LIMITATIONS.map((flag) => [flag, z.optional(z.literal('on'))])) as Record<
  Limitation,
  z.ZodMiniOptional<z.ZodMiniLiteral<'on'>>
>;

/**
 * 'Save limitations': one checkbox a limitation, so the form posts without JavaScript. Every
 * limitation is ruled on, ticked or not: what the profile proposed and the coach left unticked is
 * cleared.
 */
export const limitationsSchema = z.pipe(
  z.object({ customerId: z.uuid(), ...boxes }),
  z.transform(({ customerId, ...ticked }) => ({
    customerId,
    applies: LIMITATIONS.filter((flag) => ticked[flag] === 'on'),
  })),
);
export type LimitationsInput = z.output<typeof limitationsSchema>;

/** A swap as its button sends it: 'jumping-jacks:step-jack', the exercise and its substitute. */
const SWAP = /^([a-z0-9-]+):([a-z0-9-]+)$/;

/**
 * 'Swap for …' on an exercise flagged against the client's limitations, in every workout of their
 * plan. One form holds every swap of the card (each button its own value), so it stays on the page
 * when the swapped exercise leaves it.
 */
export const swapExerciseSchema = z.pipe(
  z.object({
    customerId: z.uuid(),
    swap: z.string().check(
      z.refine((swap) => {
        const [, exerciseId, substituteId] = SWAP.exec(swap) ?? [];
        return Boolean(exerciseId && substituteId && isExerciseId(exerciseId) && isExerciseId(substituteId));
      }),
    ),
  }),
  z.transform(({ customerId, swap }) => {
    const [, exerciseId, substituteId] = SWAP.exec(swap)!;
    return { customerId, exerciseId: exerciseId!, substituteId: substituteId! };
  }),
);
export type SwapExerciseInput = z.output<typeof swapExerciseSchema>;

/** Equipment whose load a coach writes in kg. */
const LOADED: ReadonlySet<Equipment> = new Set(['dumbbells', 'machine']);

/** A held exercise's time when it replaces a counted one, and the range of a counted one replacing a hold. */
export const SWAP_SECONDS = 30;
export const SWAP_REPS = { min: 8, max: 12 } as const;

/**
 * The prescription a substitute takes over: the same sets, rest and progression; reps become a
 * time when the substitute is held and a time becomes reps when it is counted; no load without
 * weights.
 */
export function carriedPrescription(
  prescription: Prescription,
  substitute: Pick<Exercise, 'measure' | 'equipment'>,
): Prescription {
  const counted = substitute.measure === 'reps';
  const wasCounted = prescription.seconds === null;
  return {
    ...prescription,
    repsMin: counted ? (wasCounted ? prescription.repsMin : SWAP_REPS.min) : null,
    repsMax: counted ? (wasCounted ? prescription.repsMax : SWAP_REPS.max) : null,
    seconds: counted ? null : wasCounted ? SWAP_SECONDS : prescription.seconds,
    kg: LOADED.has(substitute.equipment) ? prescription.kg : null,
  };
}

/** 'Assign' a template to the client: from a chosen day, or (empty) the client's own day 1. */
export const assignProgrammeSchema = z.object({
  customerId: z.uuid(),
  programmeId: z.uuid({ error: PROGRAMME_REVIEW_MESSAGES.programmeRequired }),
  startsOn: z.pipe(
    z.transform((value: unknown) => (value === '' ? null : value)),
    z.nullable(calendarDay(PROGRAMME_REVIEW_MESSAGES.startsOn)),
  ),
});
export type AssignProgrammeInput = z.output<typeof assignProgrammeSchema>;
