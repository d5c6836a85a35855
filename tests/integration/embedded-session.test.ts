import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createEmbeddedAuth } from '@/lib/auth/embedded';
import { sessionCookieNames } from '@/lib/auth/embedded/cookie-names';
import { LIVE_FOR_MS } from '@/lib/auth/live-sessions';
import { getDatabase } from '@/lib/db/database';
import { rateLimits } from '@/lib/db/rate-limits';
import { authUsers } from '@/lib/db/schema';
import { AUTH_MESSAGES } from '@/lib/domain/phone';
import { smsLogPath } from '@/lib/sms/log';
import { ACCESS_TOKEN_TTL_S, REFRESH_REUSE_INTERVAL_MS } from '@/lib/auth/embedded/tokens';
import { memoryJar } from '../support/cookie-jar';

const t0 = new Date('2026-11-22T10:00:00Z');
const clockAt = (ms: number) => () => new Date(t0.getTime() + ms);
const { access: ACCESS_COOKIE, refresh: REFRESH_COOKIE, browser: BROWSER_COOKIE } = sessionCookieNames(false);
const newPhone = () => `+91${randomInt(6_000_000_000, 10_000_000_000)}`;

async function codeFromSmsLog(phone: string): Promise<string> {
  const lines = (await readFile(smsLogPath(), 'utf8')).trim().split('\n');
  const line = lines.reverse().find((l) => l.includes(`SMS to ${phone}:`));
  const code = line?.match(/code is (\d{6})/)?.[1];
  if (!code) throw new Error(`no SMS for ${phone} in the SMS log`);
  return code;
}

async function signIn(jar = memoryJar(), phone = newPhone(), atMs = 0) {
  const auth = createEmbeddedAuth(jar, clockAt(atMs));
  expect(await auth.sendOtp(phone)).toEqual({ ok: true, value: undefined });
  const verified = await auth.verifyOtp(phone, await codeFromSmsLog(phone));
  if (!verified.ok) throw new Error(verified.message);
  return { jar, user: verified.value, phone };
}

describe('embedded sessions', () => {
  it('delivers the code to the SMS log and starts a session in httpOnly cookies', async () => {
    const { jar, user, phone } = await signIn();
    expect(user).toMatchObject({ phone, isAnonymous: false });
    expect(jar.values.has(ACCESS_COOKIE) && jar.values.has(REFRESH_COOKIE)).toBe(true);
    for (const write of jar.writes) {
      expect(write.options).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: false, path: '/' });
    }
    expect(await createEmbeddedAuth(jar, clockAt(1000)).getUser()).toEqual(user);
  });

  it('over https the cookies are Secure and __Host- prefixed, and only those names are read', async () => {
    const { jar, user } = await signIn(memoryJar({}, true));
    expect([...jar.values.keys()].sort()).toEqual(['__Host-wf-access', '__Host-wf-otp-browser', '__Host-wf-refresh']);
    for (const write of jar.writes) {
      expect(write.options).toMatchObject({ httpOnly: true, secure: true, sameSite: 'lax', path: '/' });
      expect(write.options.domain).toBeUndefined();
    }
    expect(await createEmbeddedAuth(memoryJar(Object.fromEntries(jar.values), true), clockAt(1000)).getUser()).toEqual(user);
    // A cookie without the prefix (planted over http or by a subdomain) is not a session on https.
    const unprefixed = memoryJar({ 'wf-access': jar.values.get('__Host-wf-access')! }, true);
    expect(await createEmbeddedAuth(unprefixed, clockAt(1000)).getUser()).toBeNull();
  });

  it('a code works only in the browser that asked for it; elsewhere it is refused and not used up', async () => {
    const phone = newPhone();
    const owner = memoryJar();
    expect(await createEmbeddedAuth(owner, clockAt(0)).sendOtp(phone)).toEqual({ ok: true, value: undefined });
    const code = await codeFromSmsLog(phone);
    const stranger = memoryJar({ [BROWSER_COOKIE]: 'a-browser-of-its-own' });
    for (const jar of [memoryJar(), stranger, stranger, stranger, stranger, stranger, stranger]) {
      expect(await createEmbeddedAuth(jar, clockAt(1000)).verifyOtp(phone, code)).toMatchObject({ ok: false });
    }
    expect(await createEmbeddedAuth(owner, clockAt(2000)).verifyOtp(phone, code)).toMatchObject({ ok: true });
  });

  it('signs the same number in to the same account', async () => {
    const first = await signIn();
    // A minute later, past the resend limit, on another device.
    const again = await signIn(memoryJar(), first.phone, 61_000);
    expect(again.user.id).toBe(first.user.id);
  });

  it('leaves a fresh session alone and rotates one that is about to expire', async () => {
    const { jar, user } = await signIn();
    const refreshBefore = jar.values.get(REFRESH_COOKIE);
    expect(await createEmbeddedAuth(jar, clockAt(60_000)).refreshSession()).toEqual(user);
    expect(jar.values.get(REFRESH_COOKIE)).toBe(refreshBefore);

    const nearExpiry = clockAt((ACCESS_TOKEN_TTL_S - 60) * 1000);
    expect(await createEmbeddedAuth(jar, nearExpiry).refreshSession()).toEqual(user);
    expect(jar.values.get(REFRESH_COOKIE)).not.toBe(refreshBefore);
  });

  it('renews an expired access token from the refresh token, but getUser alone does not', async () => {
    const { jar, user } = await signIn();
    const later = clockAt((ACCESS_TOKEN_TTL_S + 600) * 1000);
    expect(await createEmbeddedAuth(jar, later).getUser()).toBeNull();
    expect(await createEmbeddedAuth(jar, later).refreshSession()).toEqual(user);
    expect(await createEmbeddedAuth(jar, later).getUser()).toEqual(user);
  });

  it('detects reuse of a spent refresh token and revokes the whole session', async () => {
    const { jar } = await signIn();
    const stolen = jar.values.get(REFRESH_COOKIE)!;
    const due = (ACCESS_TOKEN_TTL_S - 30) * 1000;
    await createEmbeddedAuth(jar, clockAt(due)).refreshSession();
    const current = jar.values.get(REFRESH_COOKIE)!;

    const thief = memoryJar({ [REFRESH_COOKIE]: stolen });
    expect(await createEmbeddedAuth(thief, clockAt(due + REFRESH_REUSE_INTERVAL_MS + 1)).refreshSession()).toBeNull();
    expect(thief.values.size).toBe(0);

    const owner = memoryJar({ [REFRESH_COOKIE]: current });
    expect(await createEmbeddedAuth(owner, clockAt(due + REFRESH_REUSE_INTERVAL_MS + 2)).refreshSession()).toBeNull();
  });

  it('lets parallel requests that raced to refresh within the reuse interval keep the session', async () => {
    const { jar, user } = await signIn();
    const spent = jar.values.get(REFRESH_COOKIE)!;
    const due = (ACCESS_TOKEN_TTL_S - 30) * 1000;
    await createEmbeddedAuth(jar, clockAt(due)).refreshSession();
    const racer = memoryJar({ [REFRESH_COOKIE]: spent });
    expect(await createEmbeddedAuth(racer, clockAt(due + 2000)).refreshSession()).toEqual(user);
  });

  it('signing out clears the cookies and kills the refresh token', async () => {
    const { jar } = await signIn();
    const refresh = jar.values.get(REFRESH_COOKIE)!;
    await createEmbeddedAuth(jar, clockAt(1000)).signOut();
    // What stays is the random id its sign-in codes are bound to, which is no session.
    expect([...jar.values.keys()]).toEqual([BROWSER_COOKIE]);
    const replay = memoryJar({ [REFRESH_COOKIE]: refresh });
    expect(await createEmbeddedAuth(replay, clockAt(2000)).refreshSession()).toBeNull();
  });

  it("signed out or deleted, a session's unexpired access token is no session, in another browser too", async () => {
    const out = await signIn();
    const outCookies = Object.fromEntries(out.jar.values);
    expect(await createEmbeddedAuth(memoryJar(outCookies), clockAt(1000)).getUser()).toEqual(out.user);
    await createEmbeddedAuth(out.jar, clockAt(2000)).signOut();
    expect(await createEmbeddedAuth(memoryJar(outCookies), clockAt(3000)).getUser()).toBeNull();

    const gone = await signIn();
    const goneCookies = Object.fromEntries(gone.jar.values);
    expect(await createEmbeddedAuth(memoryJar(goneCookies), clockAt(1000)).getUser()).toEqual(gone.user);
    const { db } = await getDatabase();
    await db.delete(authUsers).where(eq(authUsers.id, gone.user.id));
    // Another instance may have seen the session live a moment ago: within LIVE_FOR_MS it knows.
    expect(await createEmbeddedAuth(memoryJar(goneCookies), clockAt(1000 + LIVE_FOR_MS)).getUser()).toBeNull();
  });

  it('a forged access token is not a session', async () => {
    const { jar } = await signIn();
    const [header, payload] = jar.values.get(ACCESS_COOKIE)!.split('.');
    const forged = memoryJar({ [ACCESS_COOKIE]: `${header}.${payload}.${'A'.repeat(43)}` });
    expect(await createEmbeddedAuth(forged, clockAt(1000)).getUser()).toBeNull();
  });

  it('the demo login makes a separate anonymous account per visitor, within a per-network limit', async () => {
    const network = `test-${randomInt(1e9)}`;
    const first = await createEmbeddedAuth(memoryJar(), clockAt(0)).signInAnonymously(network);
    const second = await createEmbeddedAuth(memoryJar(), clockAt(1)).signInAnonymously(network);
    expect(first).toMatchObject({ ok: true, value: { isAnonymous: true, phone: null } });
    expect(first.ok && second.ok && first.value.id !== second.value.id).toBe(true);
    for (let i = 2; i < rateLimits().demoSignInsPerClient.limit; i++) {
      await createEmbeddedAuth(memoryJar(), clockAt(i)).signInAnonymously(network);
    }
    expect(await createEmbeddedAuth(memoryJar(), clockAt(100)).signInAnonymously(network)).toMatchObject({ ok: false });
  });
});

describe('a demo account adds its phone', () => {
  it('stays the same account, now signed in by that phone, which a fresh sign-in finds', async () => {
    const auth = createEmbeddedAuth(memoryJar(), clockAt(0));
    const demo = await auth.signInAnonymously(`link-${randomInt(1e9)}`);
    if (!demo.ok) throw new Error(demo.message);
    const phone = newPhone();
    expect(await auth.sendPhoneLinkOtp(phone)).toEqual({ ok: true, value: undefined });
    expect(await auth.verifyPhoneLink(phone, '000000')).toMatchObject({ ok: false });
    const linked = await auth.verifyPhoneLink(phone, await codeFromSmsLog(phone));
    expect(linked).toEqual({ ok: true, value: { id: demo.value.id, phone, isAnonymous: false } });
    expect(await auth.getUser()).toEqual({ id: demo.value.id, phone, isAnonymous: false });

    // Signed out and in again by code, a minute later: the same account.
    await auth.signOut();
    const again = await signIn(memoryJar(), phone, 61_000);
    expect(again.user.id).toBe(demo.value.id);
    // An account with a phone has nothing to link.
    expect(await createEmbeddedAuth(again.jar, clockAt(61_000)).sendPhoneLinkOtp(newPhone())).toEqual({
      ok: false,
      message: AUTH_MESSAGES.notDemo,
    });
  });

  it('is told when the number already has an account, and nothing moves', async () => {
    const { phone, user: owner } = await signIn();
    const auth = createEmbeddedAuth(memoryJar(), clockAt(0));
    const demo = await auth.signInAnonymously(`link-${randomInt(1e9)}`);
    if (!demo.ok) throw new Error(demo.message);
    expect(await auth.sendPhoneLinkOtp(phone)).toEqual({ ok: false, message: AUTH_MESSAGES.phoneTaken });
    const { db } = await getDatabase();
    const rows = await db.select().from(authUsers).where(eq(authUsers.phone, phone));
    expect(rows.map((row) => row.id)).toEqual([owner.id]);
    expect(await auth.getUser()).toMatchObject({ id: demo.value.id, isAnonymous: true, phone: null });
  });
});
