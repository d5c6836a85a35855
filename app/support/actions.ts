'use server';

import { ok } from '@/lib/actions/result';
import { validatedActionWithUser } from '@/lib/actions/validated';
import { postSupportMessage } from '@/lib/db/support';
import { SUPPORT_MESSAGES, supportMessageSchema } from '@/lib/domain/support';

/** A customer's message into their own open chat (RLS refuses any other chat). */
export const sendSupportMessage = validatedActionWithUser(
  'sendSupportMessage',
  supportMessageSchema,
  { signedOut: SUPPORT_MESSAGES.signedOut, failed: SUPPORT_MESSAGES.sendFailed },
  async ({ chatId, message }, user) => ok(await postSupportMessage(user, chatId, message)),
);
