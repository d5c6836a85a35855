'use server';

import { revalidatePath } from 'next/cache';
import { failure, ok } from '@/lib/actions/result';
import { validatedActionWithUser } from '@/lib/actions/validated';
import { isStaff } from '@/lib/db/staff';
import { closeSupportChat, markChatRead, postSupportMessage } from '@/lib/db/support';
import { SUPPORT_MESSAGES } from '@/lib/domain/support';
import { chatIdSchema, supportMessageSchema } from '@/lib/domain/support-schema';

const messages = { signedOut: SUPPORT_MESSAGES.signedOut, failed: SUPPORT_MESSAGES.sendFailed };

/**
 * A coach's answer, posted as the team under the coach's name (RLS and a trigger see to both).
 * Answering a chat is reading it.
 */
export const sendCoachReplyAction = validatedActionWithUser(
  'sendCoachReply',
  supportMessageSchema,
  messages,
  async ({ chatId, message }, user) => {
    if (!(await isStaff(user))) return failure(SUPPORT_MESSAGES.notCoach);
    const outcome = await postSupportMessage(user, chatId, message, { asCoach: true });
    if (outcome.status === 'refused') return failure(SUPPORT_MESSAGES[outcome.reason]);
    await markChatRead(user, chatId);
    return ok(outcome.posted);
  },
);

/** The coach has read the chat on screen: sent by the console once the chat is shown. */
export const markChatReadAction = validatedActionWithUser(
  'markChatRead',
  chatIdSchema,
  { ...messages, failed: 'Could not mark the chat read.' },
  async ({ chatId }, user) => {
    if (!(await isStaff(user))) return failure(SUPPORT_MESSAGES.notCoach);
    await markChatRead(user, chatId);
    return ok();
  },
);

/** Closes a chat; the customer's next visit to support starts a new one. */
export const closeChatAction = validatedActionWithUser(
  'closeChat',
  chatIdSchema,
  { ...messages, failed: 'Could not close the chat. Please try again.' },
  async ({ chatId }, user) => {
    if (!(await isStaff(user))) return failure(SUPPORT_MESSAGES.notCoach);
    await closeSupportChat(user, chatId);
    revalidatePath('/coach/inbox');
    return ok();
  },
);
