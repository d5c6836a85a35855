import { PHONE_MESSAGES } from './phone';
import { mobileNumberSchema } from './sign-in-schema';
import { ADMIN_MESSAGES, STAFF_BIO_MAX, STAFF_NAME_MAX, STAFF_PROFILE_MESSAGES } from './staff';
import { trimmedText } from './text';
import * as z from './validation';

/** The admin's forms as the server reads them; apart from staff.ts, whose texts the screens show. */

const coachName = trimmedText({
  min: 1,
  max: STAFF_NAME_MAX,
  tooShort: ADMIN_MESSAGES.nameRequired,
  tooLong: ADMIN_MESSAGES.nameTooLong,
});

/** 'Add coach', and 'Name this coach' (the coach by the phone the list shows). */
export const addCoachSchema = z.object({
  phone: mobileNumberSchema(PHONE_MESSAGES.otherLength),
  name: coachName,
});
export type AddCoachInput = z.infer<typeof addCoachSchema>;

/** The coach's own profile: the name customers see and a one-line bio. */
export const staffProfileSchema = z.object({
  name: trimmedText({
    min: 1,
    max: STAFF_NAME_MAX,
    tooShort: STAFF_PROFILE_MESSAGES.nameRequired,
    tooLong: STAFF_PROFILE_MESSAGES.nameTooLong,
  }),
  bio: trimmedText({ max: STAFF_BIO_MAX, tooLong: STAFF_PROFILE_MESSAGES.bioTooLong }),
});
export type StaffProfileInput = z.infer<typeof staffProfileSchema>;

export const coachActiveSchema = z.object({
  coachId: z.uuid(),
  active: z.enum(['true', 'false']),
});

export const reassignSchema = z.object({
  customerId: z.uuid(),
  coachId: z.uuid(),
});
