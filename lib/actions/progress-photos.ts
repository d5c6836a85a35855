'use server';

import { failure, ok } from '@/lib/actions/result';
import { validatedActionWithUser } from '@/lib/actions/validated';
import { deletePhoto, givePhotoConsent, withdrawPhotoConsent } from '@/lib/db/progress-photos';
import { photoConsentSchema, photoIdSchema, PHOTO_MESSAGES as M, withdrawPhotosSchema } from '@/lib/domain/progress-photos';

const messages = { signedOut: M.signedOut, failed: M.failed };

// Each form asks for the page again itself once its toast is up (refreshOnSuccess): refreshed from
// here, the page would take the form, and its toast, away first.

/** 'I agree' under the consent's words, before the first photo. */
export const givePhotoConsentAction = validatedActionWithUser(
  'givePhotoConsent',
  photoConsentSchema,
  messages,
  async (_, user) => {
    await givePhotoConsent(user);
    return ok(M.consented);
  },
);

/** 'Delete' on one of the customer's photos (after their confirmation). */
export const deletePhotoAction = validatedActionWithUser('deletePhoto', photoIdSchema, messages, async ({ photoId }, user) =>
  (await deletePhoto(user, photoId)) ? ok(M.deleted) : failure(M.gone),
);

/** 'Withdraw consent': every photo goes with it (after their confirmation). */
export const withdrawPhotoConsentAction = validatedActionWithUser(
  'withdrawPhotoConsent',
  withdrawPhotosSchema,
  messages,
  async (_, user) => {
    await withdrawPhotoConsent(user);
    return ok(M.withdrawn);
  },
);
