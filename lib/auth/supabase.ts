import 'server-only';
import type { JwtPayload, User } from '@supabase/supabase-js';
import { createSupabaseServerClient } from '@/lib/supabase/server';
import type { AuthProvider, AuthUser, CookieJar } from './types';

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

/** Supabase Auth through @supabase/ssr, as in the official with-supabase example. */
export function createSupabaseAuth(jar: CookieJar): AuthProvider {
  const supabase = createSupabaseServerClient(jar);

  async function currentUser(): Promise<AuthUser | null> {
    // getClaims verifies the JWT (and renews an expired session through the jar); never
    // trust getSession's user object on the server.
    const { data, error } = await supabase.auth.getClaims();
    return error || !data?.claims ? null : fromClaims(data.claims);
  }

  return {
    async sendOtp(phone) {
      const { error } = await supabase.auth.signInWithOtp({ phone });
      return error ? { ok: false, message: error.message } : { ok: true, value: undefined };
    },

    async verifyOtp(phone, token) {
      const { data, error } = await supabase.auth.verifyOtp({ phone, token, type: 'sms' });
      if (error || !data.user) return { ok: false, message: error?.message ?? 'Invalid OTP' };
      return { ok: true, value: fromUser(data.user) };
    },

    async signInAnonymously() {
      // Supabase Auth applies its own per-IP limit to anonymous sign-ins.
      const { data, error } = await supabase.auth.signInAnonymously();
      if (error || !data.user) return { ok: false, message: error?.message ?? 'Could not start the demo.' };
      return { ok: true, value: fromUser(data.user) };
    },

    getUser: currentUser,
    refreshSession: currentUser,

    async signOut() {
      await supabase.auth.signOut();
    },
  };
}
