import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connection';
import { otpChallenges } from '@/lib/db/schema';
import { settings } from '@/lib/settings';
import type { AuthResult } from '../types';

export const OTP_TTL_MS = 5 * 60_000;
/** The wait between two codes to one number: OTP_RESEND_SECONDS (60 s; the browser tests set it short). */
export const otpResendIntervalMs = () => settings().OTP_RESEND_SECONDS * 1000;
export const OTP_SENDS_PER_HOUR = 5;
export const OTP_MAX_ATTEMPTS = 5;

export const OTP_MESSAGES = {
  invalid: 'Invalid OTP',
  expired: 'This code has expired. Please request a new one.',
  exhausted: 'Too many wrong attempts. Please request a new code.',
  hourlyCap: 'Too many codes requested for this number. Please try again in an hour.',
  resendWait: (seconds: number) => `For security purposes, you can request a new code after ${seconds} seconds.`,
} as const;

function codeHmac(secret: Uint8Array, challengeId: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${challengeId}:${phone}:${code}`).digest('base64url');
}

function browserHmac(secret: Uint8Array, browser: string): string {
  return createHmac('sha256', secret).update(`browser:${browser}`).digest('base64url');
}

// Serialises sends and checks for one phone number across requests and app instances.
const lockPhone = (phone: string) => sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`;

/**
 * Makes a new 6-digit code for the phone, for the browser that asked (its random cookie value),
 * within the phone's resend and hourly limits.
 */
export async function issueOtp(
  db: Db,
  secret: Uint8Array,
  phone: string,
  browser: string,
  now: Date,
): Promise<AuthResult<{ code: string }>> {
  return db.transaction(async (tx) => {
    await tx.execute(lockPhone(phone));
    const lastHour = await tx
      .select({ createdAt: otpChallenges.createdAt })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.phone, phone), gt(otpChallenges.createdAt, new Date(now.getTime() - 3_600_000))))
      .orderBy(desc(otpChallenges.createdAt));
    const latest = lastHour[0];
    if (latest) {
      const wait = otpResendIntervalMs() - (now.getTime() - latest.createdAt.getTime());
      if (wait > 0) return { ok: false, message: OTP_MESSAGES.resendWait(Math.ceil(wait / 1000)) };
    }
    if (lastHour.length >= OTP_SENDS_PER_HOUR) return { ok: false, message: OTP_MESSAGES.hourlyCap };

    const id = randomUUID();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.insert(otpChallenges).values({
      id,
      phone,
      codeHmac: codeHmac(secret, id, phone, code),
      browserHmac: browserHmac(secret, browser),
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      createdAt: now,
    });
    return { ok: true, value: { code } };
  });
}

/**
 * Checks a code against the latest challenge this browser asked for, for this phone. Only the
 * latest counts (a new send from the same browser retires the old code); a right code is spent
 * at once; five wrong tries kill it. Another browser's guesses find no challenge and burn none.
 */
export async function checkOtp(
  db: Db,
  secret: Uint8Array,
  phone: string,
  browser: string,
  code: string,
  now: Date,
): Promise<AuthResult> {
  return db.transaction(async (tx) => {
    await tx.execute(lockPhone(phone));
    const [challenge] = await tx
      .select()
      .from(otpChallenges)
      .where(and(eq(otpChallenges.phone, phone), eq(otpChallenges.browserHmac, browserHmac(secret, browser))))
      .orderBy(desc(otpChallenges.createdAt))
      .limit(1);
    if (!challenge || challenge.consumedAt) return { ok: false, message: OTP_MESSAGES.invalid };
    if (challenge.expiresAt <= now) return { ok: false, message: OTP_MESSAGES.expired };
    if (challenge.attempts >= OTP_MAX_ATTEMPTS) return { ok: false, message: OTP_MESSAGES.exhausted };

    const expected = Buffer.from(challenge.codeHmac);
    const given = Buffer.from(codeHmac(secret, challenge.id, phone, code));
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      await tx.update(otpChallenges).set({ consumedAt: now }).where(eq(otpChallenges.id, challenge.id));
      return { ok: true, value: undefined };
    }
    const attempts = challenge.attempts + 1;
    await tx.update(otpChallenges).set({ attempts }).where(eq(otpChallenges.id, challenge.id));
    return { ok: false, message: attempts >= OTP_MAX_ATTEMPTS ? OTP_MESSAGES.exhausted : OTP_MESSAGES.invalid };
  });
}
