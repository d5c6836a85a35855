'use server';

import { savedForCustomer } from '@/lib/actions/customer-saved';
import { failure, ok } from '@/lib/actions/result';
import { validatedActionWithUser } from '@/lib/actions/validated';
import { markMyChatsRead, postSupportMessage } from '@/lib/db/support';
import { SUPPORT_MESSAGES } from '@/lib/domain/support';
import { supportMessageSchema } from '@/lib/domain/support-schema';
import * as z from '@/lib/domain/validation';

/**
 * A customer's message into their own open chat; any other chat is refused (and RLS would refuse
 * it too), and so is a 31st message within a minute.
 */
export const sendSupportMessageAction = validatedActionWithUser(
  'sendSupportMessage',
  supportMessageSchema,
  { signedOut: SUPPORT_MESSAGES.signedOut, failed: SUPPORT_MESSAGES.sendFailed },
  async ({ chatId, message }, user) => {
    const outcome = await postSupportMessage(user, chatId, message);
    return outcome.status === 'ok' ? ok(outcome.posted) : failure(SUPPORT_MESSAGES[outcome.reason]);
  },
);

/** The customer has the chat on screen: the unread badge on 'Coach' goes. */
export const markSupportReadAction = validatedActionWithUser(
  'markSupportRead',
  z.object({}),
  { signedOut: SUPPORT_MESSAGES.signedOut, failed: 'Could not mark the chat read.' },
  async (_, user) => {
    await markMyChatsRead(user);
    return savedForCustomer(undefined);
  },
);
