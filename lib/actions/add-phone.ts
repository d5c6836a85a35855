'use server';

import { redirect } from 'next/navigation';
import { failure, ok } from '@/lib/actions/result';
import { validatedActionWithUser } from '@/lib/actions/validated';
import { safeNextPath } from '@/lib/auth/next-path';
import { clientKey, requestAuth, setSignedInHint } from '@/lib/auth/session';
import { sendWithinOtpCeiling } from '@/lib/db/otp-ceiling';
import { rateLimits, withinLimits } from '@/lib/db/rate-limits';
import { approveInvitedStaff } from '@/lib/db/staff';
import { AUTH_MESSAGES } from '@/lib/domain/phone';
import { linkPhoneSchema, verifyLinkSchema } from '@/lib/domain/sign-in-schema';

const messages = { signedOut: AUTH_MESSAGES.signInFirst };

/** 'Send OTP' for 'Add my phone': within the same limits as a sign-in code. */
export const sendPhoneLinkCodeAction = validatedActionWithUser(
  'sendPhoneLinkCode',
  linkPhoneSchema,
  { ...messages, failed: AUTH_MESSAGES.sendFailed.login },
  async ({ phone }, user) => {
    if (!user.isAnonymous) return failure(AUTH_MESSAGES.notDemo);
    if (!(await withinLimits([rateLimits().otpSendsPerClient, await clientKey()]))) return failure(AUTH_MESSAGES.tooManyCodes);
    const auth = await requestAuth();
    // Caught here, as at sign-in: a code the SMS gateway did not take gives its place under the ceiling back.
    const sent = await sendWithinOtpCeiling(() =>
      auth.sendPhoneLinkOtp(phone).catch((error: unknown) => {
        console.error('sendPhoneLinkOtp failed', error);
        return null;
      }),
    );
    if (sent === 'ceiling') return failure(AUTH_MESSAGES.tooManyCodes);
    if (!sent?.ok) return failure(sent?.message || AUTH_MESSAGES.sendFailed.login);
    return ok({ phone: phone.slice(3) });
  },
);

/** 'Add my phone': the code links the number to this same account, then back where the customer was. */
export const verifyPhoneLinkCodeAction = validatedActionWithUser(
  'verifyPhoneLinkCode',
  verifyLinkSchema,
  { ...messages, failed: AUTH_MESSAGES.invalidOtp },
  async ({ phone, token, next }, user) => {
    const keep = { values: { phone: phone.slice(3) } };
    if (!(await withinLimits([rateLimits().otpChecksPerClient, await clientKey()]))) {
      return failure(AUTH_MESSAGES.tooManyChecks, keep);
    }
    const linked = await (await requestAuth()).verifyPhoneLink(phone, token);
    if (!linked.ok) return failure(linked.message || AUTH_MESSAGES.invalidOtp, keep);
    await approveInvitedStaff(user.id);
    await setSignedInHint(true);
    // Redirected by the action, with or without JavaScript: the new session cookie refreshes this page at once.
    redirect(safeNextPath(next, '/dashboard'));
  },
);
