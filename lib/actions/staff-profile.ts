'use server';

import { revalidatePath } from 'next/cache';
import { ok } from '@/lib/actions/result';
import { validatedStaffAction } from '@/lib/actions/validated';
import { saveStaffProfile } from '@/lib/db/staff';
import { COACHING_MESSAGES } from '@/lib/domain/coaching';
import { STAFF_PROFILE_MESSAGES } from '@/lib/domain/staff';
import { staffProfileSchema } from '@/lib/domain/staff-schema';

/** 'Save' on /coach/profile: the staff member's own name and one-line bio. */
export const saveStaffProfileAction = validatedStaffAction(
  'saveStaffProfile',
  staffProfileSchema,
  'staff',
  { signedOut: COACHING_MESSAGES.signedOut, forbidden: COACHING_MESSAGES.notStaff, failed: STAFF_PROFILE_MESSAGES.failed },
  async (input, user) => {
    await saveStaffProfile(user, input);
    revalidatePath('/coach/profile');
    return ok(STAFF_PROFILE_MESSAGES.saved);
  },
);
