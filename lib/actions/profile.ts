'use server';

import { ok } from '@/lib/actions/result';
import { validatedActionWithUser } from '@/lib/actions/validated';
import { saveCustomerProfile } from '@/lib/db/profiles';
import { PROFILE_MESSAGES, profileSchema } from '@/lib/domain/profile-schema';

/** The wizard's submit: validated again, owned by the session's user, saved under RLS. */
export const submitProfileAction = validatedActionWithUser(
  'submitProfile',
  profileSchema,
  PROFILE_MESSAGES,
  async (profile, user) => {
    await saveCustomerProfile(user, profile);
    return ok();
  },
);
