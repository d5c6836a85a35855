import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inspect } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmbeddedAuth } from '@/lib/auth/embedded';
import { hitsInWindow, rateLimits } from '@/lib/db/rate-limits';
import { AUTH_MESSAGES } from '@/lib/domain/phone';
import { smsLogPath } from '@/lib/sms/log';
import { MSG91_TIMEOUT_MS } from '@/lib/sms/msg91';
import { smsSender } from '@/lib/sms/sender';
import { memoryJar } from '../support/cookie-jar';
import { startMsg91StandIn } from '../support/msg91-stand-in';

// Sign-in codes by SMS through MSG91 (issue 45): with MSG91_AUTH_KEY and MSG91_TEMPLATE_ID set, the
// embedded sign-in's code goes to a local stand-in of MSG91's Send SMS (Flow) API as the DLT
// template's variable, and works; when MSG91 refuses or does not answer, the sign-in form says
// the code was not sent (no 500), and the server log says why, never with the code or the key.
// With no settings the SMS log stays the sender.

const client = vi.hoisted(() => ({ address: '', cookies: new Map<string, string>() }));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    getAll: () => [...client.cookies].map(([name, value]) => ({ name, value })),
    get: (name: string) => (client.cookies.has(name) ? { name, value: client.cookies.get(name) } : undefined),
    set: (name: string, value: string) => client.cookies.set(name, value),
    delete: (name: string) => client.cookies.delete(name),
  }),
  headers: async () => new Headers({ 'x-forwarded-for': client.address }),
}));

const { sendOtpAction } = await import('@/lib/actions/sign-in');
const { sendPhoneLinkCodeAction } = await import('@/lib/actions/add-phone');

const AUTH_KEY = '416091IntegrationKey0123ab';
const TEMPLATE_ID = '65e06f45d6fc05278c7d47e2';
const nationalNumber = () => String(randomInt(6_000_000_000, 10_000_000_000));
const newAddress = () => `198.51.${randomInt(256)}.${randomInt(256)}`;

async function smsLogLines(phone: string): Promise<string[]> {
  const text = await readFile(smsLogPath(), 'utf8').catch(() => '');
  return text.split('\n').filter((line) => line.includes(`SMS to ${phone}:`));
}

describe('sign-in codes through MSG91', () => {
  let api: Awaited<ReturnType<typeof startMsg91StandIn>>;
  let logged: ReturnType<typeof vi.spyOn>[];
  /** Everything the server wrote to its log during the test, as one text. */
  const serverLog = () =>
    logged.flatMap((spy) => spy.mock.calls.map((args: unknown[]) => inspect(args, { depth: 6 }))).join('\n');

  beforeAll(async () => {
    api = await startMsg91StandIn({ authKey: AUTH_KEY, templateIds: [TEMPLATE_ID] });
  });
  afterAll(() => api.close());
  beforeEach(() => {
    vi.stubEnv('MSG91_AUTH_KEY', AUTH_KEY);
    vi.stubEnv('MSG91_TEMPLATE_ID', TEMPLATE_ID);
    vi.stubEnv('MSG91_API_URL', api.url);
    vi.stubEnv('OTP_PROOF_OF_WORK_AFTER', '0');
    client.address = newAddress();
    client.cookies.clear();
    logged = (['log', 'info', 'warn', 'error'] as const).map((level) => vi.spyOn(console, level).mockImplementation(() => {}));
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('sends the code to MSG91 as the template’s variable, with the number, and that code signs the customer in', async () => {
    expect(smsSender().name).toBe('msg91');
    const phone = `+91${nationalNumber()}`;
    const jar = memoryJar();
    const before = api.received.length;
    expect(await createEmbeddedAuth(jar).sendOtp(phone)).toEqual({ ok: true, value: undefined });

    const sent = api.received.slice(before);
    expect(sent).toEqual([
      {
        authkey: AUTH_KEY,
        contentType: 'application/json',
        body: {
          template_id: TEMPLATE_ID,
          short_url: '0',
          recipients: [{ mobiles: phone.slice(1), OTP: expect.stringMatching(/^\d{6}$/) }],
        },
      },
    ]);
    const code = (sent[0]!.body.recipients as { OTP: string }[])[0]!.OTP;
    const signedIn = await createEmbeddedAuth(jar).verifyOtp(phone, code);
    expect(signedIn).toMatchObject({ ok: true, value: { phone, isAnonymous: false } });

    // The phone got it, not the SMS log; and neither the code nor the key reached the server log.
    expect(await smsLogLines(phone)).toEqual([]);
    expect(serverLog()).not.toContain(code);
    expect(serverLog()).not.toContain(AUTH_KEY);
  });

  it('through the sign-in form: the code goes out and the form moves on to the code step', async () => {
    const number = nationalNumber();
    const before = api.received.length;
    expect(await sendOtpAction(null, { phone: number, intent: 'login' })).toMatchObject({
      status: 'ok',
      data: { phone: number, intent: 'login' },
    });
    expect(api.received.slice(before).map((request) => request.body.recipients)).toEqual([
      [{ mobiles: `91${number}`, OTP: expect.stringMatching(/^\d{6}$/) }],
    ]);
  });

  it('a key MSG91 refuses: the form says the code was not sent, the log says why without the key', async () => {
    vi.stubEnv('MSG91_AUTH_KEY', '416091RevokedKey98765432zz');
    const sentBefore = await hitsInWindow(rateLimits().otpSendsInAll, 'all');
    const number = nationalNumber();
    expect(await sendOtpAction(null, { phone: number, intent: 'login' })).toEqual({
      status: 'error',
      message: AUTH_MESSAGES.sendFailed.login,
    });
    expect(api.received.at(-1)).toMatchObject({ authkey: '416091RevokedKey98765432zz', body: { template_id: TEMPLATE_ID } });
    expect(console.error).toHaveBeenCalledWith(
      'sendOtp failed',
      expect.objectContaining({ message: 'MSG91 refused the sign-in code (HTTP 401: 401 AuthenticationFailure)' }),
    );
    expect(serverLog()).not.toContain('416091RevokedKey98765432zz');
    const code = (api.received.at(-1)!.body.recipients as { OTP: string }[])[0]!.OTP;
    expect(serverLog()).not.toContain(code);
    // A code that did not go out does not count against the app's hourly ceiling, nor reach the SMS log.
    expect(await hitsInWindow(rateLimits().otpSendsInAll, 'all')).toBe(sentBefore);
    expect(await smsLogLines(`+91${number}`)).toEqual([]);
  });

  it("a demo customer's 'Add my phone' when MSG91 refuses: the same clear message, and the ceiling gives the place back", async () => {
    const jar = memoryJar();
    expect(await createEmbeddedAuth(jar).signInAnonymously(client.address)).toMatchObject({ ok: true });
    for (const [name, value] of jar.values) client.cookies.set(name, value);
    vi.stubEnv('MSG91_AUTH_KEY', '416091RevokedKey98765432zz');
    const sentBefore = await hitsInWindow(rateLimits().otpSendsInAll, 'all');
    const number = nationalNumber();
    expect(await sendPhoneLinkCodeAction(null, { phone: number })).toEqual({
      status: 'error',
      message: AUTH_MESSAGES.sendFailed.login,
    });
    expect(api.received.at(-1)?.body.recipients).toEqual([{ mobiles: `91${number}`, OTP: expect.stringMatching(/^\d{6}$/) }]);
    expect(console.error).toHaveBeenCalledWith(
      'sendPhoneLinkOtp failed',
      expect.objectContaining({ message: 'MSG91 refused the sign-in code (HTTP 401: 401 AuthenticationFailure)' }),
    );
    expect(await hitsInWindow(rateLimits().otpSendsInAll, 'all')).toBe(sentBefore);
  });

  it(
    'MSG91 not answering: after its deadline the form says the code was not sent',
    async () => {
      const number = nationalNumber();
      api.slow.add(`91${number}`);
      api.slowMs = MSG91_TIMEOUT_MS + 3000;
      const started = performance.now();
      expect(await sendOtpAction(null, { phone: number, intent: 'signup' })).toEqual({
        status: 'error',
        message: AUTH_MESSAGES.sendFailed.signup,
      });
      const waited = performance.now() - started;
      expect(waited).toBeGreaterThanOrEqual(MSG91_TIMEOUT_MS - 100);
      expect(waited).toBeLessThan(MSG91_TIMEOUT_MS + 2500);
      expect(console.error).toHaveBeenCalledWith(
        'sendOtp failed',
        expect.objectContaining({ message: `MSG91 did not answer within ${MSG91_TIMEOUT_MS} ms` }),
      );
    },
    MSG91_TIMEOUT_MS + 15_000,
  );

  it('with no MSG91 settings the code goes to the SMS log, and MSG91 hears nothing', async () => {
    vi.stubEnv('MSG91_AUTH_KEY', '');
    vi.stubEnv('MSG91_TEMPLATE_ID', '');
    expect(smsSender().name).toBe('log');
    const phone = `+91${nationalNumber()}`;
    const jar = memoryJar();
    const before = api.received.length;
    expect(await createEmbeddedAuth(jar).sendOtp(phone)).toEqual({ ok: true, value: undefined });
    expect(api.received.length).toBe(before);
    const [line] = await smsLogLines(phone);
    const code = line?.match(/Your WellFit code is (\d{6})\. It expires in 5 minutes\.$/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(await createEmbeddedAuth(jar).verifyOtp(phone, code!)).toMatchObject({ ok: true, value: { phone } });
  });
});
