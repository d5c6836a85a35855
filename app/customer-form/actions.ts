'use server';

import { getSessionUser } from '@/lib/auth/session';
import { type SaveProfileResult, saveCustomerProfile } from '@/lib/db/profiles';

/** The wizard's submit: validated again, owned by the session's user, saved under RLS. */
export async function submitProfile(input: unknown): Promise<SaveProfileResult> {
  return saveCustomerProfile(await getSessionUser(), input);
}
