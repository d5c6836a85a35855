'use server';

import { revalidatePath } from 'next/cache';
import { refusalFor } from '@/lib/actions/refusals';
import { failure, ok } from '@/lib/actions/result';
import { validatedStaffAction } from '@/lib/actions/validated';
import { clockNow } from '@/lib/clock';
import { recordCompositionCheck } from '@/lib/db/body-composition';
import { COMPOSITION_MESSAGES as M, compositionCheckSchema } from '@/lib/domain/body-composition';
import { COACHING_MESSAGES } from '@/lib/domain/coaching';
import { istDay } from '@/lib/domain/india-time';

/** 'Save check' on the client's page: the studio analyser's figures of a day, in the coach's name. */
export const recordCompositionCheckAction = validatedStaffAction(
  'recordCompositionCheck',
  compositionCheckSchema,
  'staff',
  { signedOut: M.signedOut, forbidden: COACHING_MESSAGES.notStaff, failed: M.failed },
  async (input, user) => {
    let outcome;
    try {
      outcome = await recordCompositionCheck(user, input, istDay(clockNow()));
    } catch (error) {
      return refusalFor(error, { 42501: M.notYours });
    }
    if (outcome.status === 'refused') {
      const message = M[outcome.reason];
      return failure(message, outcome.reason === 'day' ? { fieldErrors: { day: [message] } } : {});
    }
    revalidatePath(`/coach/clients/${input.customerId}`);
    return ok(M.saved);
  },
);
