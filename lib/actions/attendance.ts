'use server';

import { revalidatePath } from 'next/cache';
import { failure, ok } from '@/lib/actions/result';
import { validatedStaffAction } from '@/lib/actions/validated';
import { checkIn } from '@/lib/db/attendance';
import { rateLimits, withinLimits } from '@/lib/db/rate-limits';
import { checkInSchema } from '@/lib/domain/batch-schema';
import { BATCH_MESSAGES, batchRefusalText } from '@/lib/domain/batches';
import { SUPPORT_MESSAGES } from '@/lib/domain/support';

/** 'Mark present', or a check-in by QR or typed code, at one of today's sessions. */
export const checkInAction = validatedStaffAction(
  'checkIn',
  checkInSchema,
  'staff',
  { signedOut: SUPPORT_MESSAGES.signedOut, forbidden: BATCH_MESSAGES.notCoach, failed: BATCH_MESSAGES.checkInFailed },
  async (input, user) => {
    if (!(await withinLimits([rateLimits().checkInsPerStaff, user.id]))) return failure(BATCH_MESSAGES.tooMany);
    const outcome = await checkIn(user, input);
    if (outcome.status === 'refused') {
      const message = batchRefusalText(outcome);
      return failure(message, { fieldErrors: { code: [message] } });
    }
    revalidatePath('/coach/sessions');
    return ok(outcome.already ? `${outcome.name} was already marked present.` : `${outcome.name} is marked present.`);
  },
);
