'use server';

import { revalidatePath } from 'next/cache';
import { refusalFor } from '@/lib/actions/refusals';
import { failure, ok } from '@/lib/actions/result';
import { validatedStaffAction } from '@/lib/actions/validated';
import { inviteCoach, nameCoach, reassignClient, setCoachActive } from '@/lib/db/admin';
import { decideRefund } from '@/lib/db/refunds';
import { REFUND_MESSAGES, refundDecisionRefusalText } from '@/lib/domain/refunds';
import { refundDecisionSchema } from '@/lib/domain/refund-schema';
import { configuredGateway } from '@/lib/payments/configured';
import { ADMIN_MESSAGES } from '@/lib/domain/staff';
import { addCoachSchema, coachActiveSchema, reassignSchema } from '@/lib/domain/staff-schema';
import { SUPPORT_MESSAGES } from '@/lib/domain/support';

const base = { signedOut: SUPPORT_MESSAGES.signedOut, forbidden: ADMIN_MESSAGES.notAdmin };

/** 'Add coach': an invitation by phone, taken up at the coach's first sign-in. */
export const addCoachAction = validatedStaffAction(
  'addCoach',
  addCoachSchema,
  'admin',
  { ...base, failed: ADMIN_MESSAGES.addFailed },
  async (input, user) => {
    const outcome = await inviteCoach(user, input);
    if (outcome.status === 'refused') {
      const message = ADMIN_MESSAGES[outcome.reason];
      return failure(message, { fieldErrors: { phone: [message] } });
    }
    revalidatePath('/admin');
    return ok(outcome.active ? ADMIN_MESSAGES.addedActive(input.name) : ADMIN_MESSAGES.added(input.name));
  },
);

/** 'Name this coach' (or 'Rename'): the name customers see, for the coach with that phone. */
export const nameCoachAction = validatedStaffAction(
  'nameCoach',
  addCoachSchema,
  'admin',
  { ...base, failed: ADMIN_MESSAGES.nameFailed },
  async (input, user) => {
    try {
      await nameCoach(user, input);
    } catch (error) {
      return refusalFor(error, { P0002: ADMIN_MESSAGES.gone });
    }
    revalidatePath('/admin');
    return ok(ADMIN_MESSAGES.named(input.name));
  },
);

/** 'Deactivate' and 'Reactivate'. */
export const setCoachActiveAction = validatedStaffAction(
  'setCoachActive',
  coachActiveSchema,
  'admin',
  { ...base, failed: ADMIN_MESSAGES.activeFailed },
  async ({ coachId, active }, user) => {
    try {
      await setCoachActive(user, coachId, active === 'true');
    } catch (error) {
      return refusalFor(error, { P0002: ADMIN_MESSAGES.gone });
    }
    revalidatePath('/admin');
    return ok();
  },
);

/** 'Reassign': a client to another active coach. */
export const reassignClientAction = validatedStaffAction(
  'reassignClient',
  reassignSchema,
  'admin',
  { ...base, failed: ADMIN_MESSAGES.reassignFailed },
  async ({ customerId, coachId }, user) => {
    try {
      await reassignClient(user, customerId, coachId);
    } catch (error) {
      return refusalFor(error, { P0002: ADMIN_MESSAGES.gone });
    }
    revalidatePath('/admin');
    return ok();
  },
);

/** 'Approve and refund' (again, to finish a refund the gateway did not complete) or 'Decline'. */
export const decideRefundAction = validatedStaffAction(
  'decideRefund',
  refundDecisionSchema,
  'admin',
  { ...base, failed: REFUND_MESSAGES.decideFailed },
  async (input, user) => {
    const outcome = await decideRefund(user, input, configuredGateway());
    revalidatePath('/admin');
    if (outcome.status === 'refused') return failure(refundDecisionRefusalText(outcome));
    return ok(outcome.decided === 'refunded' ? `Refunded: credit note ${outcome.creditNote}.` : 'Declined.');
  },
);
