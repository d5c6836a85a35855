'use server';

import { redirect } from 'next/navigation';
import { failure, ok } from '@/lib/actions/result';
import { validatedAction } from '@/lib/actions/validated';
import { safeNextPath } from '@/lib/auth/next-path';
import { proofOfWorkChallenge, proofOfWorkHolds, proofOfWorkNeeded } from '@/lib/auth/proof-of-work';
import { demoLoginEnabled } from '@/lib/auth/provider';
import { clientKey, requestAuth, setSignedInHint } from '@/lib/auth/session';
import type { AuthUser } from '@/lib/auth/types';
import { approveInvitedStaff } from '@/lib/db/staff';
import { homeAfterSignIn } from '@/lib/db/home-after-sign-in';
import { chooseLanguage, languageOf } from '@/lib/db/language';
import { cookieLanguage, setCookieLanguage } from '@/lib/i18n/language-cookie';
import { sendWithinOtpCeiling } from '@/lib/db/otp-ceiling';
import { rateLimits, withinLimits } from '@/lib/db/rate-limits';
import { AUTH_MESSAGES } from '@/lib/domain/phone';
import { sendOtpSchema, verifyOtpSchema } from '@/lib/domain/sign-in-schema';
import * as z from '@/lib/domain/validation';

const signInSchema = z.object({ next: z.optional(z.string()), js: z.optional(z.string()) });

// A `next` page wins; otherwise the user's own landing page. With JavaScript the form sends
// js=1 and the page shows its toast before navigating; without it, the action redirects itself.
async function finishSignIn(form: FormData | null, user: AuthUser) {
  await setSignedInHint(true);
  await settleLanguage(user);
  const redirectTo = safeNextPath(form?.get('next'), '') || (await homeAfterSignIn(user));
  if (form?.get('js') !== '1') redirect(redirectTo);
  return ok({ redirectTo });
}

/**
 * The language follows the person: the one this browser reads in is kept on their account (it is
 * what they read as they signed in); a browser that never chose takes the account's.
 */
async function settleLanguage(user: AuthUser) {
  const browser = await cookieLanguage();
  if (browser) await chooseLanguage(user, browser);
  else {
    const chosen = await languageOf(user);
    if (chosen) await setCookieLanguage(chosen);
  }
}

export const sendOtpAction = validatedAction(
  'sendOtp',
  sendOtpSchema,
  { failed: AUTH_MESSAGES.sendFailed.login },
  async ({ phone, intent, altcha }) => {
    const client = await clientKey();
    if ((await proofOfWorkNeeded(client)) && !(await proofOfWorkHolds(altcha))) {
      return failure(AUTH_MESSAGES.proofOfWork, { proofOfWork: await proofOfWorkChallenge() });
    }
    if (!(await withinLimits([rateLimits().otpSendsPerClient, client]))) return failure(AUTH_MESSAGES.tooManyCodes);
    const auth = await requestAuth();
    // Caught here rather than by the wrapper: sign-up has a failure message of its own.
    const sent = await sendWithinOtpCeiling(() =>
      auth.sendOtp(phone).catch((error: unknown) => {
        console.error('sendOtp failed', error);
        return null;
      }),
    );
    if (sent === 'ceiling') return failure(AUTH_MESSAGES.tooManyCodes);
    if (!sent?.ok) return failure(sent?.message || AUTH_MESSAGES.sendFailed[intent]);
    // The browser counts the resend wait from this, against its own clock.
    // eslint-disable-next-line no-restricted-syntax
    return ok({ phone: phone.slice(3), intent, sentAt: Date.now() });
  },
);

export const verifyOtpAction = validatedAction(
  'verifyOtp',
  z.extend(verifyOtpSchema, signInSchema.shape),
  { failed: AUTH_MESSAGES.invalidOtp },
  async ({ phone, token }, form) => {
    if (!(await withinLimits([rateLimits().otpChecksPerClient, await clientKey()]))) {
      return failure(AUTH_MESSAGES.tooManyChecks, { values: { phone: phone.slice(3) } });
    }
    // The number goes back with a failure so the code step stays open, with or without JavaScript.
    // (A thrown error keeps it open too: the wrapper returns the submitted values.)
    const verified = await (await requestAuth()).verifyOtp(phone, token);
    if (!verified.ok) return failure(verified.message || AUTH_MESSAGES.invalidOtp, { values: { phone: phone.slice(3) } });
    await approveInvitedStaff(verified.value.id);
    return finishSignIn(form, verified.value);
  },
);

export const demoLoginAction = validatedAction(
  'demoLogin',
  signInSchema,
  { failed: AUTH_MESSAGES.demoFailed },
  async (_, form) => {
    if (!demoLoginEnabled()) return failure(AUTH_MESSAGES.demoOff);
    const signedIn = await (await requestAuth()).signInAnonymously(await clientKey());
    if (!signedIn.ok) return failure(signedIn.message ?? AUTH_MESSAGES.demoFailed);
    return finishSignIn(form, signedIn.value);
  },
);

export async function signOutAction(): Promise<void> {
  await (await requestAuth()).signOut();
  await setSignedInHint(false);
  redirect('/');
}
