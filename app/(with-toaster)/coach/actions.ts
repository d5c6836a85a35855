'use server';

import { revalidatePath } from 'next/cache';
import { failure, ok } from '@/lib/actions/result';
import { validatedActionWithUser } from '@/lib/actions/validated';
import { closeSupportChat, isCoach, postSupportMessage } from '@/lib/db/support';
import { SUPPORT_MESSAGES } from '@/lib/domain/support';
import { chatIdSchema, supportMessageSchema } from '@/lib/domain/support-schema';

const messages = { signedOut: SUPPORT_MESSAGES.signedOut, failed: SUPPORT_MESSAGES.sendFailed };

/** A coach's answer, posted as the team under the coach's name (RLS and a trigger see to both). */
export const sendCoachReply = validatedActionWithUser(
  'sendCoachReply',
  supportMessageSchema,
  messages,
  async ({ chatId, message }, user) => {
    if (!(await isCoach(user))) return failure(SUPPORT_MESSAGES.notCoach);
    const posted = await postSupportMessage(user, chatId, message, { asCoach: true });
    return posted ? ok(posted) : failure(SUPPORT_MESSAGES.sendFailed);
  },
);

/** Closes a chat; the customer's next visit to support starts a new one. */
export const closeChat = validatedActionWithUser(
  'closeChat',
  chatIdSchema,
  { ...messages, failed: 'Could not close the chat. Please try again.' },
  async ({ chatId }, user) => {
    if (!(await isCoach(user))) return failure(SUPPORT_MESSAGES.notCoach);
    await closeSupportChat(user, chatId);
    revalidatePath('/coach');
    return ok();
  },
);
