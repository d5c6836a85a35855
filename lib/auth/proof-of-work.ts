import 'server-only';
import { createHmac } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { ProofOfWorkChallenge } from '@/lib/actions/result';
import { hitsInWindow, rateLimits, withinLimits } from '@/lib/db/rate-limits';
import { type Env, settings } from '@/lib/settings';
import { authSecret } from './embedded/secret';

/**
 * A self-hosted proof of work (ALTCHA) in front of the SMS send, once one client address has
 * asked for OTP_PROOF_OF_WORK_AFTER codes in the hour: its browser hashes until it finds a
 * number (about 25,000 SHA-256 on average, a few seconds on a phone), which costs a person a
 * moment and a sender of thousands of codes a machine's worth. No third party is called.
 */
const MAX_NUMBER = 50_000;
const VALID_MS = 10 * 60_000;
const USED = { bucket: 'proof-of-work-used', limit: 1, windowMs: VALID_MS };

function hmacKey(): string {
  return createHmac('sha256', authSecret()).update('sign-in proof of work').digest('base64url');
}

/** Whether this client must send a proof of work with its next code request. */
export async function proofOfWorkNeeded(client: string, env?: Env): Promise<boolean> {
  const after = settings(env).OTP_PROOF_OF_WORK_AFTER;
  return after > 0 && (await hitsInWindow(rateLimits(env).otpSendsPerClient, client)) >= after;
}

export async function proofOfWorkChallenge(): Promise<ProofOfWorkChallenge> {
  // altcha checks the expiry against the real time when it verifies the solution.
  // eslint-disable-next-line no-restricted-syntax
  return createChallenge({ hmacKey: hmacKey(), maxNumber: MAX_NUMBER, expires: new Date(Date.now() + VALID_MS) });
}

function signatureOf(payload: string): string | null {
  try {
    const { signature } = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature?: unknown };
    return typeof signature === 'string' ? signature : null;
  } catch {
    return null;
  }
}

/** Whether the payload solves a challenge of ours, unexpired and never used before. */
export async function proofOfWorkHolds(payload: string | undefined): Promise<boolean> {
  const signature = payload && signatureOf(payload);
  if (!payload || !signature) return false;
  if (!(await verifySolution(payload, hmacKey(), true).catch(() => false))) return false;
  // Each solution buys one send: its signature is kept for as long as it could be valid.
  return withinLimits([USED, signature]);
}
