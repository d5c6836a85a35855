import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGES } from './support';
import { trimmedText } from './text';
import * as z from './validation';

/** What the chat's actions read; apart from support.ts, whose texts the chat screens show. */

/** Characters as the database counts them (code points), so an emoji counts once, as it looks. */
export const supportMessageSchema = z.object({
  chatId: z.uuid(),
  message: trimmedText({ min: 1, max: SUPPORT_MESSAGE_MAX, tooShort: SUPPORT_MESSAGES.empty, tooLong: SUPPORT_MESSAGES.tooLong }),
});
export type SupportMessageInput = z.infer<typeof supportMessageSchema>;

export const chatIdSchema = z.object({ chatId: z.uuid() });
