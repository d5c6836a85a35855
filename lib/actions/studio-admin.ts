'use server';

import { revalidatePath } from 'next/cache';
import { failure, ok } from '@/lib/actions/result';
import { submittedValues, validatedStaffAction } from '@/lib/actions/validated';
import { addCentre, BatchFormError, cancelSession, saveBatch } from '@/lib/db/batches';
import { sqlState } from '@/lib/db/sql-state';
import { batchSchema, cancelSessionSchema, centreSchema } from '@/lib/domain/batch-schema';
import { BATCH_MESSAGES, sessionDayLabel } from '@/lib/domain/batches';
import { SUPPORT_MESSAGES } from '@/lib/domain/support';

const messages = {
  signedOut: SUPPORT_MESSAGES.signedOut,
  forbidden: BATCH_MESSAGES.forbidden,
  failed: BATCH_MESSAGES.saveFailed,
};

/**
 * A refusal the form shows at its field, keeping what was typed: the form's own (BatchFormError),
 * or a centre or coach chosen from the page that is gone since (a foreign key, 23503).
 */
function refusedAt(error: unknown, form: FormData | null) {
  const [field, message] =
    error instanceof BatchFormError
      ? [error.field, error.message]
      : sqlState(error) === '23503'
        ? ['centreId', BATCH_MESSAGES.centreGone]
        : [];
  if (!field || !message) throw error;
  return failure(message, {
    fieldErrors: { [field]: [message] },
    values: form ? submittedValues(form) : undefined,
  });
}

/** 'Add centre'. */
export const addCentreAction = validatedStaffAction('addCentre', centreSchema, 'admin', messages, async (input, user, form) => {
  try {
    await addCentre(user, input);
  } catch (error) {
    return refusedAt(error, form);
  }
  revalidatePath('/admin/batches');
  return ok(`${input.name} is added.`);
});

/** 'Add batch' and 'Save batch'. */
export const saveBatchAction = validatedStaffAction('saveBatch', batchSchema, 'admin', messages, async (input, user, form) => {
  try {
    await saveBatch(user, input);
  } catch (error) {
    return refusedAt(error, form);
  }
  revalidatePath('/admin/batches');
  return ok(input.id ? 'Batch saved.' : 'Batch added.');
});

/** 'Cancel session' (a holiday): the booked are told in their chat. */
export const cancelSessionAction = validatedStaffAction(
  'cancelSession',
  cancelSessionSchema,
  'admin',
  messages,
  async ({ batchId, day, reason }, user) => {
    const told = await cancelSession(user, batchId, day, reason);
    revalidatePath('/admin/batches');
    return ok(`${sessionDayLabel(day)} is cancelled; ${told} booked ${told === 1 ? 'customer was' : 'customers were'} told.`);
  },
);
