import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@/lib/domain/phone';
import { memoryJar } from '../support/cookie-jar';

// A local stand-in for Supabase Auth (GoTrue) on 127.0.0.1 that checks the calls the spec
// lists and answers in the auth service's shapes; the real supabase-js client talks to it.

const JWT_SECRET = new TextEncoder().encode('stand-in-secret-of-at-least-32-characters');
const calls: { method: string; path: string; body: Record<string, unknown>; forwardedFor?: string }[] = [];
const users = new Map<string, { id: string; phone: string; is_anonymous: boolean }>();
/** Live sessions, as auth.sessions: a token whose session is gone is refused by GET /user. */
const sessions = new Set<string>();
const ISSUED_CODE = '246810';
const RATE_LIMITED_PHONE = '+919999900429';
const FAILING_PHONE = '+919999900500';
const BROWSER_ADDRESS = '203.0.113.7';
let server: Server;
/** Phone changes asked for with PUT /user, by the new number: verified with type phone_change. */
const phoneChanges = new Map<string, { id: string; phone: string; is_anonymous: boolean }>();

/** The user of the request's bearer token, if it is valid. */
async function userOf(req: IncomingMessage) {
  try {
    const token = String(req.headers.authorization).replace(/^Bearer /, '');
    const { payload } = await jwtVerify(token, JWT_SECRET);
    return [...users.values()].find((u) => u.id === payload.sub);
  } catch {
    return undefined;
  }
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text ? JSON.parse(text) : {};
}

function userObject(user: { id: string; phone: string; is_anonymous: boolean }) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    phone: user.phone,
    is_anonymous: user.is_anonymous,
    app_metadata: { provider: user.is_anonymous ? 'anonymous' : 'phone' },
    user_metadata: {},
    identities: [],
    factors: [],
    created_at: new Date().toISOString(),
  };
}

async function session(user: { id: string; phone: string; is_anonymous: boolean }) {
  const now = Math.floor(Date.now() / 1000);
  const sessionId = randomUUID();
  sessions.add(sessionId);
  const accessToken = await new SignJWT({
    role: 'authenticated',
    phone: user.phone,
    is_anonymous: user.is_anonymous,
    session_id: sessionId,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setAudience('authenticated')
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(JWT_SECRET);
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    refresh_token: randomUUID(),
    user: userObject(user),
  };
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const body = req.method === 'GET' ? {} : await readJson(req);
    calls.push({ method: req.method ?? '', path: url.pathname, body, forwardedFor: req.headers['sb-forwarded-for'] as string });
    const send = (status: number, payload?: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(payload === undefined ? '' : JSON.stringify(payload));
    };
    if (req.method === 'POST' && url.pathname === '/auth/v1/otp') {
      if (body.phone === RATE_LIMITED_PHONE)
        return send(429, { code: 429, error_code: 'over_sms_send_rate_limit', msg: 'For security purposes...' });
      if (body.phone === FAILING_PHONE)
        return send(500, { code: 500, error_code: 'unexpected_failure', msg: 'Error sending SMS: twilio 21608' });
      if (!/^\+91\d{10}$/.test(String(body.phone))) return send(422, { code: 422, msg: 'Invalid phone number format' });
      return send(200, {});
    }
    if (req.method === 'PUT' && url.pathname === '/auth/v1/user') {
      const user = await userOf(req);
      if (!user) return send(401, { code: 'bad_jwt', msg: 'invalid JWT' });
      const phone = String(body.phone).slice(1);
      if (users.has(phone)) return send(422, { code: 422, error_code: 'phone_exists', msg: 'Phone number already registered' });
      phoneChanges.set(phone, user);
      return send(200, userObject(user));
    }
    if (req.method === 'POST' && url.pathname === '/auth/v1/verify' && body.type === 'phone_change') {
      const phone = String(body.phone).slice(1);
      const user = phoneChanges.get(phone);
      if (!user || body.token !== ISSUED_CODE) return send(403, { code: 'otp_expired', msg: 'Token has expired or is invalid' });
      Object.assign(user, { phone, is_anonymous: false });
      users.set(phone, user);
      return send(200, await session(user));
    }
    if (req.method === 'POST' && url.pathname === '/auth/v1/verify') {
      if (body.type !== 'sms' || !/^\+91\d{10}$/.test(String(body.phone))) return send(400, { msg: 'bad verify call' });
      if (body.token !== ISSUED_CODE) return send(403, { code: 'otp_expired', msg: 'Token has expired or is invalid' });
      const phone = String(body.phone).slice(1);
      const user = users.get(phone) ?? { id: randomUUID(), phone, is_anonymous: false };
      users.set(phone, user);
      return send(200, await session(user));
    }
    if (req.method === 'POST' && url.pathname === '/auth/v1/signup') {
      const user = { id: randomUUID(), phone: '', is_anonymous: true };
      users.set(user.id, user);
      return send(200, await session(user));
    }
    if (req.method === 'GET' && url.pathname === '/auth/v1/user') {
      try {
        const token = String(req.headers.authorization).replace(/^Bearer /, '');
        const { payload } = await jwtVerify(token, JWT_SECRET);
        if (!sessions.has(String(payload.session_id))) {
          return send(403, { code: 'session_not_found', msg: 'Session from session_id claim in JWT does not exist' });
        }
        const user = [...users.values()].find((u) => u.id === payload.sub);
        return user ? send(200, userObject(user)) : send(404, { msg: 'User not found' });
      } catch {
        return send(401, { code: 'bad_jwt', msg: 'invalid JWT' });
      }
    }
    if (req.method === 'POST' && url.pathname === '/auth/v1/logout') {
      const token = String(req.headers.authorization).replace(/^Bearer /, '');
      const { payload } = await jwtVerify(token, JWT_SECRET);
      sessions.delete(String(payload.session_id));
      return send(204);
    }
    return send(404, { msg: `stand-in has no ${req.method} ${url.pathname}` });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', `http://127.0.0.1:${port}`);
  vi.stubEnv('NEXT_PUBLIC_SUPABASE_ANON_KEY', 'public-anon-key');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
});

async function provider(jar = memoryJar(), clientAddress = BROWSER_ADDRESS) {
  const { authMode, createAuthProvider } = await import('@/lib/auth/provider');
  expect(authMode()).toBe('supabase');
  return { jar, auth: await createAuthProvider(jar, clientAddress) };
}

describe('the Supabase auth provider against a stand-in for the auth service', () => {
  it('sends the OTP with POST /auth/v1/otp and the +91 number', async () => {
    const { auth } = await provider();
    expect(await auth.sendOtp('+919876543210')).toEqual({ ok: true, value: undefined });
    const call = calls.findLast((c) => c.path === '/auth/v1/otp');
    expect(call).toMatchObject({ method: 'POST', body: { phone: '+919876543210' } });
  });

  it("names the browser's address in Sb-Forwarded-For, so Supabase's per-IP limits see the customer", async () => {
    await (await provider()).auth.sendOtp('+919876543210');
    expect(calls.findLast((c) => c.path === '/auth/v1/otp')?.forwardedFor).toBe(BROWSER_ADDRESS);
    // Anything that is not an address (no socket behind the request) is not forwarded.
    await (await provider(memoryJar(), 'unknown')).auth.sendOtp('+919876543210');
    expect(calls.findLast((c) => c.path === '/auth/v1/otp')?.forwardedFor).toBeUndefined();
  });

  it("keeps the auth service's own texts from the customer: its rate limit and outages get the app's", async () => {
    const { auth } = await provider();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await auth.sendOtp('+9198765')).toEqual({ ok: false, message: undefined });
    expect(await auth.sendOtp(RATE_LIMITED_PHONE)).toEqual({ ok: false, message: AUTH_MESSAGES.tooManyCodes });
    expect(await auth.sendOtp(FAILING_PHONE)).toEqual({ ok: false, message: AUTH_MESSAGES.serviceDown });
    // The service's own words go to the server log only.
    expect(warn).toHaveBeenCalledWith('Supabase Auth refused sendOtp:', 500, undefined, 'Error sending SMS: twilio 21608');
    warn.mockRestore();
  });

  it('verifies with POST /auth/v1/verify (phone, token, type sms) and keeps the session in cookies', async () => {
    const { auth, jar } = await provider();
    const verified = await auth.verifyOtp('+919812345678', ISSUED_CODE);
    expect(verified).toMatchObject({ ok: true, value: { phone: '+919812345678', isAnonymous: false } });
    expect(calls.findLast((c) => c.path === '/auth/v1/verify')?.body).toMatchObject({
      phone: '+919812345678',
      token: ISSUED_CODE,
      type: 'sms',
    });
    expect([...jar.values.keys()].some((name) => name.startsWith('sb-') && name.includes('auth-token'))).toBe(true);

    // A later request reads the same session back from the cookies alone.
    const { auth: later } = await provider(memoryJar(Object.fromEntries(jar.values)));
    const userCallsBefore = calls.filter((c) => c.path === '/auth/v1/user').length;
    expect(await later.getUser()).toEqual(verified.ok ? verified.value : null);
    // The token is checked with the auth service (GET /user), not trusted as read: an HS256 one
    // by getClaims itself, and its session by the live check.
    expect(calls.filter((c) => c.path === '/auth/v1/user').length).toBeGreaterThan(userCallsBefore);
  });

  it("refuses a wrong code without the auth service's text (the action says 'Invalid OTP')", async () => {
    const { auth, jar } = await provider();
    vi.spyOn(console, 'warn').mockImplementationOnce(() => {});
    expect(await auth.verifyOtp('+919812345678', '000000')).toEqual({ ok: false, message: undefined });
    expect(jar.values.size).toBe(0);
  });

  it('writes its session cookies httpOnly and SameSite=Lax, and Secure over https', async () => {
    for (const secure of [false, true]) {
      const { auth, jar } = await provider(memoryJar({}, secure));
      await auth.verifyOtp('+919812345678', ISSUED_CODE);
      const sessionWrites = jar.writes.filter((write) => write.name.startsWith('sb-') && write.value);
      expect(sessionWrites.length).toBeGreaterThan(0);
      for (const write of sessionWrites) {
        expect(write.options).toMatchObject({ httpOnly: true, sameSite: 'lax', secure, path: '/' });
      }
    }
  });

  it('starts a demo session with an anonymous sign-in', async () => {
    const { auth } = await provider();
    expect(await auth.signInAnonymously('ignored')).toMatchObject({ ok: true, value: { isAnonymous: true, phone: null } });
    expect(calls.findLast((c) => c.path === '/auth/v1/signup')).toBeDefined();
  });

  it('signs out on the auth service and clears the session cookies', async () => {
    const { auth, jar } = await provider();
    await auth.verifyOtp('+919812345678', ISSUED_CODE);
    await auth.signOut();
    expect(calls.findLast((c) => c.path === '/auth/v1/logout')).toBeDefined();
    expect([...jar.values.keys()].filter((name) => name.startsWith('sb-'))).toEqual([]);
  });

  it("a signed-out session's old cookies stop working at once, though the access token has not expired", async () => {
    const { auth, jar } = await provider();
    await auth.verifyOtp('+919812345679', ISSUED_CODE);
    const cookies = Object.fromEntries(jar.values);
    const { auth: replayed } = await provider(memoryJar(cookies));
    expect(await replayed.getUser()).toMatchObject({ phone: '+919812345679' });
    await auth.signOut();
    const { auth: later } = await provider(memoryJar(cookies));
    expect(await later.getUser()).toBeNull();
  });

  it('a demo account adds its phone: updateUser({ phone }), then verify with type phone_change; a taken number is refused', async () => {
    const { auth } = await provider();
    const demo = await auth.signInAnonymously('ignored');
    if (!demo.ok) throw new Error('no demo session');
    expect(await auth.sendPhoneLinkOtp('+919812345690')).toEqual({ ok: true, value: undefined });
    expect(calls.findLast((c) => c.method === 'PUT' && c.path === '/auth/v1/user')?.body).toMatchObject({
      phone: '+919812345690',
    });
    expect(await auth.verifyPhoneLink('+919812345690', ISSUED_CODE)).toEqual({
      ok: true,
      value: { id: demo.value.id, phone: '+919812345690', isAnonymous: false },
    });
    expect(await auth.sendPhoneLinkOtp('+919812345691')).toEqual({ ok: false, message: AUTH_MESSAGES.notDemo });

    const { auth: other } = await provider();
    await other.signInAnonymously('ignored');
    expect(await other.sendPhoneLinkOtp('+919812345690')).toEqual({ ok: false, message: AUTH_MESSAGES.phoneTaken });
  });

  it('has no session without cookies', async () => {
    const { auth } = await provider();
    expect(await auth.getUser()).toBeNull();
  });
});
