import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { clockNow } from '@/lib/clock';
import { getDatabase } from '@/lib/db/database';
import { rateLimits, takeRateLimit } from '@/lib/db/rate-limits';
import { authUsers } from '@/lib/db/schema';
import { sqlState } from '@/lib/db/sql-state';
import { AUTH_MESSAGES } from '@/lib/domain/phone';
import { site } from '@/lib/site';
import { smsSender } from '@/lib/sms/sender';
import type { AuthProvider, AuthResult, CookieJar, CookieToSet } from '../types';
import { forgetSession, isLiveSession } from '../live-sessions';
import { checkOtp, issueOtp, OTP_MESSAGES } from './otp';
import { sessionCookieNames } from './cookie-names';
import { authSecret } from './secret';
import {
  ACCESS_TOKEN_TTL_S,
  type IssuedSession,
  REFRESH_TOKEN_TTL_MS,
  revokeSession,
  rotateRefreshToken,
  sessionHasLiveToken,
  signAccessToken,
  startSession,
  verifyAccessToken,
} from './tokens';

/** How long a browser keeps the random id its sign-in codes are bound to. */
const OTP_BROWSER_TTL_S = 24 * 3600;
/** The proxy renews a session with this little left: 3 ticks of 30 s, as Supabase's client does. */
export const REFRESH_MARGIN_S = 90;

export function createEmbeddedAuth(jar: CookieJar, clock: () => Date = clockNow): AuthProvider {
  const cookie = (name: string) => jar.getAll().find((c) => c.name === name)?.value;
  const names = sessionCookieNames(jar.secure);
  const cookieOptions = (maxAgeSeconds: number): CookieToSet['options'] => ({
    httpOnly: true,
    sameSite: 'lax',
    secure: jar.secure,
    path: '/',
    maxAge: maxAgeSeconds,
  });

  async function setSession(session: IssuedSession, now: Date): Promise<void> {
    const accessToken = await signAccessToken(authSecret(), session.user, session.sessionId, now);
    jar.setAll([
      { name: names.access, value: accessToken, options: cookieOptions(ACCESS_TOKEN_TTL_S) },
      { name: names.refresh, value: session.refreshToken, options: cookieOptions(REFRESH_TOKEN_TTL_MS / 1000) },
    ]);
  }

  function clearSession(): void {
    jar.setAll([names.access, names.refresh].map((name) => ({ name, value: '', options: cookieOptions(0) })));
  }

  async function readAccess(now: Date) {
    const token = cookie(names.access);
    return token ? verifyAccessToken(authSecret(), token, now) : null;
  }

  /** The access token's claims while its session is live on the server (not signed out, the person not deleted). */
  async function liveAccess(now: Date) {
    const access = await readAccess(now);
    if (!access) return null;
    const { db } = await getDatabase();
    const live = await isLiveSession(access.sessionId, () => sessionHasLiveToken(db, access.sessionId!, now), now.getTime());
    return live ? access : null;
  }

  /** A code for this number, bound to this browser (a random cookie), delivered by SMS. */
  async function sendCode(phone: string, now: Date): Promise<AuthResult> {
    const { db } = await getDatabase();
    let browser = cookie(names.browser);
    if (!browser) {
      browser = randomBytes(18).toString('base64url');
      jar.setAll([{ name: names.browser, value: browser, options: cookieOptions(OTP_BROWSER_TTL_S) }]);
    }
    const issued = await issueOtp(db, authSecret(), phone, browser, now);
    if (!issued.ok) return issued;
    const { code } = issued.value;
    // A sender that fails throws: the action says the code was not sent (AUTH_MESSAGES.sendFailed).
    await smsSender().send({ phone, code, text: `Your ${site.name} code is ${code}. It expires in 5 minutes.` }, now);
    return { ok: true, value: undefined };
  }

  async function checkCode(phone: string, token: string, now: Date): Promise<AuthResult> {
    // No cookie, no challenge: a code is only ever checked in the browser that asked for it.
    const browser = cookie(names.browser);
    if (!browser) return { ok: false, message: OTP_MESSAGES.invalid };
    const { db } = await getDatabase();
    return checkOtp(db, authSecret(), phone, browser, token, now);
  }

  return {
    sendOtp(phone) {
      return sendCode(phone, clock());
    },

    async verifyOtp(phone, token) {
      const now = clock();
      const checked = await checkCode(phone, token, now);
      if (!checked.ok) return checked;
      const { db } = await getDatabase();
      const [user] = await db
        .insert(authUsers)
        .values({ phone, lastSignInAt: now, phoneConfirmedAt: now })
        .onConflictDoUpdate({ target: authUsers.phone, set: { lastSignInAt: now } })
        .returning({ id: authUsers.id, phone: authUsers.phone, isAnonymous: authUsers.isAnonymous });
      if (!user) return { ok: false, message: OTP_MESSAGES.invalid };
      await setSession(await startSession(db, user, now), now);
      return { ok: true, value: user };
    },

    async signInAnonymously(clientKey) {
      const now = clock();
      const { db } = await getDatabase();
      if (!(await takeRateLimit(db, rateLimits().demoSignInsPerClient, clientKey, now))) {
        return { ok: false, message: AUTH_MESSAGES.tooManyDemos };
      }
      const [user] = await db
        .insert(authUsers)
        .values({ isAnonymous: true, lastSignInAt: now })
        .returning({ id: authUsers.id, phone: authUsers.phone, isAnonymous: authUsers.isAnonymous });
      if (!user) return { ok: false, message: AUTH_MESSAGES.demoFailed };
      await setSession(await startSession(db, user, now), now);
      return { ok: true, value: user };
    },

    async sendPhoneLinkOtp(phone) {
      const now = clock();
      const access = await liveAccess(now);
      if (!access?.user.isAnonymous) return { ok: false, message: AUTH_MESSAGES.notDemo };
      const { db } = await getDatabase();
      const [taken] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.phone, phone));
      if (taken) return { ok: false, message: AUTH_MESSAGES.phoneTaken };
      return sendCode(phone, now);
    },

    async verifyPhoneLink(phone, token) {
      const now = clock();
      const access = await liveAccess(now);
      if (!access?.user.isAnonymous || !access.sessionId) return { ok: false, message: AUTH_MESSAGES.notDemo };
      const checked = await checkCode(phone, token, now);
      if (!checked.ok) return checked;
      const { db } = await getDatabase();
      // The same row, so every order and log stays; the phone's unique index refuses a number taken meanwhile.
      const linked = await db
        .update(authUsers)
        .set({ phone, phoneConfirmedAt: now, isAnonymous: false })
        .where(and(eq(authUsers.id, access.user.id), eq(authUsers.isAnonymous, true)))
        .returning({ id: authUsers.id, phone: authUsers.phone, isAnonymous: authUsers.isAnonymous })
        .catch((error: unknown) => {
          if (sqlState(error) === '23505') return 'taken' as const;
          throw error;
        });
      if (linked === 'taken') return { ok: false, message: AUTH_MESSAGES.phoneTaken };
      const [user] = linked;
      if (!user) return { ok: false, message: AUTH_MESSAGES.notDemo };
      // The session goes on; its access token now names the phone.
      const accessToken = await signAccessToken(authSecret(), user, access.sessionId, now);
      jar.setAll([{ name: names.access, value: accessToken, options: cookieOptions(ACCESS_TOKEN_TTL_S) }]);
      return { ok: true, value: user };
    },

    async getUser() {
      return (await liveAccess(clock()))?.user ?? null;
    },

    async refreshSession() {
      const now = clock();
      const access = await readAccess(now);
      if (access && access.expiresAt - now.getTime() / 1000 > REFRESH_MARGIN_S) return access.user;
      const refreshToken = cookie(names.refresh);
      if (!refreshToken) {
        if (cookie(names.access)) clearSession();
        return null;
      }
      const { db } = await getDatabase();
      const session = await rotateRefreshToken(db, refreshToken, now);
      if (!session) {
        clearSession();
        return null;
      }
      await setSession(session, now);
      return session.user;
    },

    async signOut() {
      forgetSession((await readAccess(clock()))?.sessionId);
      const refreshToken = cookie(names.refresh);
      if (refreshToken) {
        const { db } = await getDatabase();
        await revokeSession(db, refreshToken, clock());
      }
      clearSession();
    },
  };
}
