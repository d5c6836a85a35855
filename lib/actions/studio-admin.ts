'use server';

import { revalidatePath } from 'next/cache';
import { failure, ok } from '@/lib/actions/result';
import { readerLanguage } from '@/lib/i18n/language-cookie';
import { submittedValues, validatedStaffAction } from '@/lib/actions/validated';
import { addCentre, cancelSession, saveBatch } from '@/lib/db/batches';
import { type BatchInput, batchSchema, cancelSessionSchema, type CentreInput, centreSchema } from '@/lib/domain/batch-schema';
import {
  BATCH_MESSAGES,
  batchRefusalText,
  type BatchSaveRefusal,
  type CapacityRefusal,
  type CentreRefusal,
} from '@/lib/domain/batches';
import type { Refusal } from '@/lib/domain/outcome';
import { SUPPORT_MESSAGES } from '@/lib/domain/support';
import { formatWeekdayDay } from '@/lib/domain/india-time';

const messages = {
  signedOut: SUPPORT_MESSAGES.signedOut,
  forbidden: BATCH_MESSAGES.forbidden,
  failed: BATCH_MESSAGES.saveFailed,
};

type FormRefusal = Refusal<CentreRefusal | BatchSaveRefusal> | CapacityRefusal;

/** The field of the form at which each refusal is shown. */
const REFUSED_AT = {
  centreTaken: 'name',
  gone: 'id',
  centreGone: 'centreId',
  capacityBelowBookings: 'capacity',
} as const satisfies Record<FormRefusal['reason'], keyof CentreInput | keyof BatchInput>;

/** A refusal the form shows at its field, keeping what was typed. */
function refusedAt(refusal: FormRefusal, form: FormData | null) {
  const message = batchRefusalText(refusal);
  return failure(message, {
    fieldErrors: { [REFUSED_AT[refusal.reason]]: [message] },
    values: form ? submittedValues(form) : undefined,
  });
}

/** 'Add centre'. */
export const addCentreAction = validatedStaffAction('addCentre', centreSchema, 'admin', messages, async (input, user, form) => {
  const outcome = await addCentre(user, input);
  if (outcome.status === 'refused') return refusedAt(outcome, form);
  revalidatePath('/admin/batches');
  return ok(`${input.name} is added.`);
});

/** 'Add batch' and 'Save batch'. */
export const saveBatchAction = validatedStaffAction('saveBatch', batchSchema, 'admin', messages, async (input, user, form) => {
  const outcome = await saveBatch(user, input);
  if (outcome.status === 'refused') return refusedAt(outcome, form);
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
    return ok(
      `${formatWeekdayDay(day, await readerLanguage())} is cancelled; ${told} booked ${told === 1 ? 'customer was' : 'customers were'} told.`,
    );
  },
);
