import { PHONE_MESSAGES } from './phone';
import { mobileNumberSchema } from './sign-in-schema';
import { ADMIN_MESSAGES, STAFF_NAME_MAX } from './staff';
import { trimmedText } from './text';
import * as z from './validation';

/** The admin's forms as the server reads them; apart from staff.ts, whose texts the screens show. */

export const addCoachSchema = z.object({
  phone: mobileNumberSchema(PHONE_MESSAGES.otherLength),
  name: trimmedText({ min: 1, max: STAFF_NAME_MAX, tooShort: ADMIN_MESSAGES.nameRequired, tooLong: ADMIN_MESSAGES.nameTooLong }),
});
export type AddCoachInput = z.infer<typeof addCoachSchema>;

export const coachActiveSchema = z.object({
  coachId: z.uuid(),
  active: z.enum(['true', 'false']),
});

export const reassignSchema = z.object({
  customerId: z.uuid(),
  coachId: z.uuid(),
});
