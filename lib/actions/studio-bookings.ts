'use server';

import { failure, ok } from '@/lib/actions/result';
import { validatedActionWithUser } from '@/lib/actions/validated';
import { bookBatch, cancelMyBooking } from '@/lib/db/batches';
import { rateLimits, withinLimits } from '@/lib/db/rate-limits';
import { bookingSchema } from '@/lib/domain/batch-schema';
import { BATCH_MESSAGES, batchRefusalText } from '@/lib/domain/batches';
import * as z from '@/lib/domain/validation';

const limited = async (userId: string) => !(await withinLimits([rateLimits().bookingsPerCustomer, userId]));

// Neither revalidates: the form refreshes its page once it has toasted (ActionForm's
// refreshOnSuccess), as the new page no longer shows the form. Every page here renders per request.

/** 'Book this batch', 'Join the waitlist' and 'Change to this batch'. */
export const bookBatchAction = validatedActionWithUser(
  'bookBatch',
  bookingSchema,
  { signedOut: BATCH_MESSAGES.signedOut, failed: BATCH_MESSAGES.bookFailed },
  async (input, user) => {
    if (await limited(user.id)) return failure(BATCH_MESSAGES.tooMany);
    const outcome = await bookBatch(user, input);
    if (outcome.status === 'refused') return failure(batchRefusalText(outcome));
    if (input.intent === 'change') return ok(BATCH_MESSAGES.changed);
    return ok(outcome.booking === 'booked' ? BATCH_MESSAGES.booked : BATCH_MESSAGES.waitlisted);
  },
);

/** 'Cancel booking' and 'Leave the waitlist': always allowed. */
export const cancelBookingAction = validatedActionWithUser(
  'cancelBooking',
  z.object({}),
  { signedOut: BATCH_MESSAGES.signedOut, failed: BATCH_MESSAGES.cancelFailed },
  async (_, user) => {
    if (await limited(user.id)) return failure(BATCH_MESSAGES.tooMany);
    await cancelMyBooking(user);
    return ok(BATCH_MESSAGES.cancelled);
  },
);
