'use server';

import { redirect } from 'next/navigation';
import { validatedActionWithUser } from '@/lib/actions/validated';
import { requestAuth, setSignedInHint } from '@/lib/auth/session';
import { deleteMyAccount } from '@/lib/db/my-data';
import { CHECKIN_MESSAGES, deleteAccountSchema } from '@/lib/domain/checkins';
import { removeFromWhatsAppLog } from '@/lib/messages/whatsapp';
import { removeFromSmsLog } from '@/lib/sms/log';

export const deleteAccountAction = validatedActionWithUser(
  'deleteAccount',
  deleteAccountSchema,
  { ...CHECKIN_MESSAGES, failed: 'Could not delete your account. Please try again or write to support.' },
  async (_, user) => {
    await deleteMyAccount(user);
    if (user.phone) await Promise.all([removeFromSmsLog(user.phone), removeFromWhatsAppLog(user.phone)]);
    await (await requestAuth()).signOut();
    await setSignedInHint(false);
    redirect('/');
  },
);
