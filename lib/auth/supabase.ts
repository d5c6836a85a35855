import 'server-only';
import type { AuthError, JwtPayload, User } from '@supabase/supabase-js';
import { AUTH_MESSAGES } from '@/lib/domain/phone';
import { createSupabaseServerClient } from '@/lib/supabase/server';
import { forgetSession, isLiveSession } from './live-sessions';
import type { AuthProvider, AuthResult, AuthUser, CookieJar } from './types';

// Supabase keeps phones without the plus sign; the app speaks +91 and 10 digits.
const withPlus = (phone: string | undefined | null) => (phone ? (phone.startsWith('+') ? phone : `+${phone}`) : null);

const fromUser = (user: User): AuthUser => ({
  id: user.id,
  phone: withPlus(user.phone),
  isAnonymous: user.is_anonymous === true,
});

const fromClaims = (claims: JwtPayload): AuthUser => ({
  id: claims.sub,
  phone: withPlus(claims.phone as string | undefined),
  isAnonymous: claims.is_anonymous === true,
});

/**
 * Supabase's own texts (English, and sometimes internals) stay in the server log: the customer
 * reads the app's message for its rate limit or an outage, or the caller's general one.
 */
function refusal(call: string, error: AuthError | null, tooMany: string): AuthResult<never> {
  console.warn(`Supabase Auth refused ${call}:`, error?.status, error?.code, error?.message);
  const status = error?.status;
  if (status === 429) return { ok: false, message: tooMany };
  // supabase-js reports a network failure with status 0.
  return { ok: false, message: error && (!status || status >= 500) ? AUTH_MESSAGES.serviceDown : undefined };
}

/** Supabase Auth through @supabase/ssr, as in the official with-supabase example. */
export function createSupabaseAuth(jar: CookieJar, clientAddress: string): AuthProvider {
  const supabase = createSupabaseServerClient(jar, clientAddress);

  async function currentClaims(): Promise<JwtPayload | null> {
    // getClaims verifies the JWT (and renews an expired session through the jar); never
    // trust getSession's user object on the server.
    const { data, error } = await supabase.auth.getClaims();
    return error || !data?.claims ? null : data.claims;
  }

  async function currentUser(): Promise<AuthUser | null> {
    const claims = await currentClaims();
    return claims && fromClaims(claims);
  }

  return {
    async sendOtp(phone) {
      const { error } = await supabase.auth.signInWithOtp({ phone });
      return error ? refusal('sendOtp', error, AUTH_MESSAGES.tooManyCodes) : { ok: true, value: undefined };
    },

    async verifyOtp(phone, token) {
      const { data, error } = await supabase.auth.verifyOtp({ phone, token, type: 'sms' });
      if (error || !data.user) return refusal('verifyOtp', error, AUTH_MESSAGES.tooManyChecks);
      return { ok: true, value: fromUser(data.user) };
    },

    async signInAnonymously() {
      // Supabase Auth applies its own per-IP limit to anonymous sign-ins.
      const { data, error } = await supabase.auth.signInAnonymously();
      if (error || !data.user) return refusal('signInAnonymously', error, AUTH_MESSAGES.tooManyDemos);
      return { ok: true, value: fromUser(data.user) };
    },

    async sendPhoneLinkOtp(phone) {
      if (!(await currentUser())?.isAnonymous) return { ok: false, message: AUTH_MESSAGES.notDemo };
      // Supabase's anonymous-user upgrade: the code goes to the new number as a phone change.
      const { error } = await supabase.auth.updateUser({ phone });
      if (error?.code === 'phone_exists') return { ok: false, message: AUTH_MESSAGES.phoneTaken };
      return error ? refusal('updateUser', error, AUTH_MESSAGES.tooManyCodes) : { ok: true, value: undefined };
    },

    async verifyPhoneLink(phone, token) {
      const { data, error } = await supabase.auth.verifyOtp({ phone, token, type: 'phone_change' });
      if (error || !data.user) return refusal('verifyOtp phone_change', error, AUTH_MESSAGES.tooManyChecks);
      return { ok: true, value: fromUser(data.user) };
    },

    async getUser() {
      const claims = await currentClaims();
      if (!claims) return null;
      // getUser asks Supabase Auth, which refuses a token whose session was signed out or deleted.
      const live = await isLiveSession(claims.session_id as string | undefined, async () => {
        const { data, error } = await supabase.auth.getUser();
        return !error && data.user?.id === claims.sub;
      });
      return live ? fromClaims(claims) : null;
    },
    refreshSession: currentUser,

    async signOut() {
      forgetSession((await currentClaims())?.session_id as string | undefined);
      await supabase.auth.signOut();
    },
  };
}
