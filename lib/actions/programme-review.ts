'use server';

import { revalidatePath } from 'next/cache';
import { refusalFor } from '@/lib/actions/refusals';
import { failure, ok } from '@/lib/actions/result';
import { validatedStaffAction } from '@/lib/actions/validated';
import { assignClientProgramme, confirmClientProgramme, setClientLimitations, swapClientExercise } from '@/lib/db/programmes';
import { clientIdSchema } from '@/lib/domain/coaching-schema';
import {
  assignProgrammeSchema,
  limitationsSchema,
  PROGRAMME_REVIEW_MESSAGES as M,
  swapExerciseSchema,
} from '@/lib/domain/programme-review';

const base = { signedOut: M.signedOut, forbidden: M.notStaff };
const clientPage = (customerId: string) => revalidatePath(`/coach/clients/${customerId}`);

/** 'Confirm this plan': the default the payment gave stays as it is, and stops following the profile. */
export const confirmProgrammeAction = validatedStaffAction(
  'confirmProgramme',
  clientIdSchema,
  'staff',
  { ...base, failed: M.confirmFailed },
  async ({ customerId }, user) => {
    if (!(await confirmClientProgramme(user, customerId))) return failure(M.nothingToConfirm);
    clientPage(customerId);
    return ok(M.confirmed);
  },
);

/** 'Save limitations': each ticked one applies, the rest are cleared; an unreviewed plan follows them. */
export const saveLimitationsAction = validatedStaffAction(
  'saveLimitations',
  limitationsSchema,
  'staff',
  { ...base, failed: M.limitationsFailed },
  async (input, user) => {
    try {
      await setClientLimitations(user, input);
    } catch (error) {
      return refusalFor(error, { 42501: M.notYourClient });
    }
    clientPage(input.customerId);
    return ok(M.limitationsSaved);
  },
);

/** 'Swap for …': a flagged exercise becomes a substitute that suits the client, in every workout. */
export const swapExerciseAction = validatedStaffAction(
  'swapExercise',
  swapExerciseSchema,
  'staff',
  { ...base, failed: M.swapFailed },
  async (input, user) => {
    if (!(await swapClientExercise(user, input))) return failure(M.notSwappable);
    clientPage(input.customerId);
    return ok(M.swapped);
  },
);

/** 'Assign': the client gets their own copy of the template, reviewed, replacing their plan (its sessions stay). */
export const assignProgrammeAction = validatedStaffAction(
  'assignProgramme',
  assignProgrammeSchema,
  'staff',
  { ...base, failed: M.assignFailed },
  async (input, user) => {
    if (!(await assignClientProgramme(user, input))) return failure(M.notAssignable);
    clientPage(input.customerId);
    return ok(M.assigned);
  },
);
