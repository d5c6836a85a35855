'use server';

import { redirect } from 'next/navigation';
import { safeNextPath } from '@/lib/auth/next-path';
import { demoLoginEnabled } from '@/lib/auth/provider';
import { clientAddress, requestAuth } from '@/lib/auth/session';
import { sendOtpSchema, verifyOtpSchema } from '@/lib/domain/phone';

export type Intent = 'login' | 'signup';

export type SendOtpState =
  | { status: 'idle' }
  | { status: 'sent'; phone: string; intent: Intent; sentAt: number }
  | { status: 'error'; message: string; intent: Intent; at: number };

export type SignInState =
  | { status: 'idle' }
  | { status: 'signed-in'; redirectTo: string }
  | { status: 'error'; message: string; at: number; phone?: string };

const SEND_FAILED: Record<Intent, string> = { login: 'Failed to send OTP', signup: 'Failed to create account' };

// With JavaScript the form sends js=1 and the page shows its toast before navigating;
// without it, the action redirects itself.
function finishSignIn(formData: FormData): SignInState {
  const redirectTo = safeNextPath(formData.get('next'));
  if (formData.get('js') !== '1') redirect(redirectTo);
  return { status: 'signed-in', redirectTo };
}

export async function sendOtp(_: SendOtpState, formData: FormData): Promise<SendOtpState> {
  const intent: Intent = formData.get('intent') === 'signup' ? 'signup' : 'login';
  const parsed = sendOtpSchema.safeParse({ phone: formData.get('phone') ?? '', intent });
  if (!parsed.success) return { status: 'error', message: parsed.error.issues[0]!.message, intent, at: Date.now() };
  try {
    const sent = await (await requestAuth()).sendOtp(parsed.data.phone);
    if (!sent.ok) return { status: 'error', message: sent.message || SEND_FAILED[intent], intent, at: Date.now() };
  } catch (error) {
    console.error('sendOtp failed', error);
    return { status: 'error', message: SEND_FAILED[intent], intent, at: Date.now() };
  }
  return { status: 'sent', phone: parsed.data.phone.slice(3), intent, sentAt: Date.now() };
}

export async function verifyOtp(_: SignInState, formData: FormData): Promise<SignInState> {
  const parsed = verifyOtpSchema.safeParse({ phone: formData.get('phone') ?? '', token: formData.get('token') ?? '' });
  if (!parsed.success) return { status: 'error', message: parsed.error.issues[0]!.message, at: Date.now() };
  // The number goes back with a failure so the code step stays open, with or without JavaScript.
  const phone = parsed.data.phone.slice(3);
  try {
    const verified = await (await requestAuth()).verifyOtp(parsed.data.phone, parsed.data.token);
    if (!verified.ok) return { status: 'error', message: verified.message || 'Invalid OTP', at: Date.now(), phone };
  } catch (error) {
    console.error('verifyOtp failed', error);
    return { status: 'error', message: 'Invalid OTP', at: Date.now(), phone };
  }
  return finishSignIn(formData);
}

export async function demoLogin(_: SignInState, formData: FormData): Promise<SignInState> {
  if (!demoLoginEnabled()) return { status: 'error', message: 'The demo login is switched off.', at: Date.now() };
  try {
    const signedIn = await (await requestAuth()).signInAnonymously(await clientAddress());
    if (!signedIn.ok) return { status: 'error', message: signedIn.message, at: Date.now() };
  } catch (error) {
    console.error('demoLogin failed', error);
    return { status: 'error', message: 'Could not start the demo. Please try again.', at: Date.now() };
  }
  return finishSignIn(formData);
}

export async function signOut(): Promise<void> {
  await (await requestAuth()).signOut();
  redirect('/');
}
