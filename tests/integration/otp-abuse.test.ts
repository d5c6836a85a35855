import { randomInt } from 'node:crypto';
import { solveChallenge } from 'altcha-lib/v1';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActionResult, ProofOfWorkChallenge } from '@/lib/actions/result';
import { hitsInWindow, rateLimits } from '@/lib/db/rate-limits';
import { AUTH_MESSAGES } from '@/lib/domain/phone';

// Sign-in that nobody can block, through the sendOtpAction action as a browser posts it: the app's
// hourly ceiling counts only codes that went out, an IPv6 /64 is one client, and past
// OTP_PROOF_OF_WORK_AFTER sends a client must prove work before another code goes out.

const client = vi.hoisted(() => ({ address: '' }));
vi.mock('next/headers', () => ({
  cookies: async () => ({ getAll: () => [], get: () => undefined, set: () => {}, delete: () => {} }),
  headers: async () => new Headers({ 'x-forwarded-for': client.address }),
}));

const { sendOtpAction } = await import('@/lib/actions/sign-in');
const { GET: health } = await import('@/app/api/health/route');

const phone = () => `9${String(randomInt(1e9)).padStart(9, '0')}`;
const send = (number = phone(), altcha?: string) => sendOtpAction(null, { phone: number, intent: 'login', altcha });
const newAddress = () => `198.51.${randomInt(256)}.${randomInt(256)}`;

function setEnv(values: Record<string, string>) {
  Object.assign(process.env, values);
}
afterEach(() => {
  for (const name of ['OTP_HOURLY_CEILING', 'OTP_PROOF_OF_WORK_AFTER', 'PER_CLIENT_HOURLY_LIMIT']) delete process.env[name];
  vi.restoreAllMocks();
});

/** What a browser does with the challenge: hash until it finds the number, then send ALTCHA's payload. */
async function solve(challenge: ProofOfWorkChallenge): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('no solution');
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: hash, number: solution.number, salt, signature }));
}

function challengeOf(result: ActionResult<unknown>): ProofOfWorkChallenge {
  if (result.status !== 'error' || !result.proofOfWork)
    throw new Error(`expected a proof of work, got ${JSON.stringify(result)}`);
  return result.proofOfWork;
}

describe("the app's hourly ceiling counts only codes that went out", () => {
  it("sends the per-phone rules refuse give their place back, so others' sign-ins still go through", async () => {
    setEnv({ OTP_PROOF_OF_WORK_AFTER: '0' });
    const sent = await hitsInWindow(rateLimits().otpSendsInAll, 'all');
    setEnv({ OTP_HOURLY_CEILING: String(sent + 2) });
    client.address = newAddress();
    const number = phone();
    expect(await send(number)).toMatchObject({ status: 'ok' });
    // Resent at once: the phone's 60-second rule refuses, three times over.
    for (let i = 0; i < 3; i++)
      expect(await send(number)).toMatchObject({ status: 'error', message: expect.stringMatching(/after \d+ seconds/) });
    expect(await hitsInWindow(rateLimits().otpSendsInAll, 'all')).toBe(sent + 1);
    client.address = newAddress();
    expect(await send()).toMatchObject({ status: 'ok' });
    expect(await send()).toEqual({ status: 'error', message: AUTH_MESSAGES.tooManyCodes });
  });

  it('tells the operator as the ceiling nears, in the log and on /api/health', async () => {
    setEnv({ OTP_PROOF_OF_WORK_AFTER: '0' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sent = await hitsInWindow(rateLimits().otpSendsInAll, 'all');
    setEnv({ OTP_HOURLY_CEILING: String(sent + 5) });
    expect(await (await health()).json()).toMatchObject({ status: 'ok', otpCeiling: 'ok' });
    for (let i = 0; i < 4; i++) {
      client.address = newAddress();
      expect(await send()).toMatchObject({ status: 'ok' });
    }
    expect(await (await health()).json()).toMatchObject({ status: 'ok', otpCeiling: 'nearing' });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[otp-ceiling\] nearing \(\d+ of \d+ codes sent in the last hour/));
    client.address = newAddress();
    expect(await send()).toMatchObject({ status: 'ok' });
    expect(await (await health()).json()).toMatchObject({ otpCeiling: 'reached' });
  });
});

describe('an IPv6 client is its /64', () => {
  it('addresses of one /64 share one allowance; the next /64 has its own', async () => {
    setEnv({ PER_CLIENT_HOURLY_LIMIT: '2', OTP_PROOF_OF_WORK_AFTER: '0' });
    const prefix = `2001:db8:${randomInt(0xffff).toString(16)}:${randomInt(0xffff).toString(16)}`;
    for (const address of [`${prefix}::1`, `${prefix}:abcd:ef01:2345:6789`]) {
      client.address = address;
      expect(await send()).toMatchObject({ status: 'ok' });
    }
    client.address = `${prefix}:ffff:ffff:ffff:fffe`;
    expect(await send()).toEqual({ status: 'error', message: AUTH_MESSAGES.tooManyCodes });
    client.address = `2001:db8:${randomInt(0xffff).toString(16)}:1::1`;
    expect(await send()).toMatchObject({ status: 'ok' });
  });
});

describe('a proof of work past OTP_PROOF_OF_WORK_AFTER sends', () => {
  it('asks for it, takes a solution once, refuses a replayed or forged one, and spares other clients', async () => {
    setEnv({ OTP_PROOF_OF_WORK_AFTER: '2' });
    client.address = newAddress();
    for (let i = 0; i < 2; i++) expect(await send()).toMatchObject({ status: 'ok' });
    const asked = await send();
    expect(asked).toMatchObject({ status: 'error', message: AUTH_MESSAGES.proofOfWork });
    const challenge = challengeOf(asked);
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 50_000 });

    const payload = await solve(challenge);
    expect(await send(phone(), payload)).toMatchObject({ status: 'ok' });
    // The same solution again, and one with a forged number: a new challenge each time, no code.
    challengeOf(await send(phone(), payload));
    const forged = btoa(JSON.stringify({ ...JSON.parse(atob(payload)), number: 0 }));
    challengeOf(await send(phone(), forged));
    challengeOf(await send(phone(), 'not a payload'));

    client.address = newAddress();
    expect(await send()).toMatchObject({ status: 'ok' });
  });

  it('0 turns it off', async () => {
    setEnv({ OTP_PROOF_OF_WORK_AFTER: '0' });
    client.address = newAddress();
    for (let i = 0; i < 5; i++) expect(await send()).toMatchObject({ status: 'ok' });
  });
});
