import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authSecret } from '@/lib/auth/embedded/secret';
import {
  checkOtp,
  issueOtp,
  OTP_MAX_ATTEMPTS,
  OTP_MESSAGES,
  otpResendIntervalMs,
  OTP_SENDS_PER_HOUR,
  OTP_TTL_MS,
} from '@/lib/auth/embedded/otp';
import { getDatabase } from '@/lib/db/database';
import type { Db } from '@/lib/db/connection';
import { otpChallenges } from '@/lib/db/schema';

let db: Db;
const secret = () => authSecret();
const t0 = new Date('2026-11-22T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
// Random numbers keep reruns on a persistent database from meeting earlier challenges.
const newPhone = () => `+91${randomInt(6_000_000_000, 10_000_000_000)}`;
// The browser that asks for the codes (its cookie's random value), and another one.
const BROWSER = 'browser-of-the-owner';
const ELSEWHERE = 'browser-of-someone-else';

async function send(phone: string, now = t0): Promise<string> {
  const issued = await issueOtp(db, secret(), phone, BROWSER, now);
  if (!issued.ok) throw new Error(issued.message);
  return issued.value.code;
}

const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

beforeAll(async () => {
  ({ db } = await getDatabase());
});

describe('the embedded OTP lifecycle', () => {
  it('makes a 6-digit code that verifies once and cannot be replayed', async () => {
    const phone = newPhone();
    const code = await send(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(await checkOtp(db, secret(), phone, BROWSER, code, at(1000))).toEqual({ ok: true, value: undefined });
    expect(await checkOtp(db, secret(), phone, BROWSER, code, at(2000))).toEqual({ ok: false, message: OTP_MESSAGES.invalid });
  });

  it('refuses a wrong code and kills the code after five wrong tries', async () => {
    const phone = newPhone();
    const code = await send(phone);
    for (let i = 1; i < OTP_MAX_ATTEMPTS; i++) {
      expect(await checkOtp(db, secret(), phone, BROWSER, wrongFor(code), at(i))).toEqual({
        ok: false,
        message: OTP_MESSAGES.invalid,
      });
    }
    expect(await checkOtp(db, secret(), phone, BROWSER, wrongFor(code), at(10))).toEqual({
      ok: false,
      message: OTP_MESSAGES.exhausted,
    });
    expect(await checkOtp(db, secret(), phone, BROWSER, code, at(20))).toEqual({ ok: false, message: OTP_MESSAGES.exhausted });
  });

  it('expires a code after 5 minutes', async () => {
    const phone = newPhone();
    const code = await send(phone);
    expect(await checkOtp(db, secret(), phone, BROWSER, code, at(OTP_TTL_MS))).toEqual({
      ok: false,
      message: OTP_MESSAGES.expired,
    });
  });

  it('allows one send per 60 s and retires the older code', async () => {
    const phone = newPhone();
    const first = await send(phone);
    expect(await issueOtp(db, secret(), phone, BROWSER, at(30_000))).toEqual({ ok: false, message: OTP_MESSAGES.resendWait(30) });
    const second = await send(phone, at(otpResendIntervalMs()));
    if (first !== second) {
      expect(await checkOtp(db, secret(), phone, BROWSER, first, at(61_000))).toMatchObject({ ok: false });
    }
    expect(await checkOtp(db, secret(), phone, BROWSER, second, at(62_000))).toMatchObject({ ok: true });
  });

  it('caps sends at five per phone per hour', async () => {
    const phone = newPhone();
    for (let i = 0; i < OTP_SENDS_PER_HOUR; i++) await send(phone, at(i * otpResendIntervalMs()));
    expect(await issueOtp(db, secret(), phone, BROWSER, at(OTP_SENDS_PER_HOUR * otpResendIntervalMs()))).toEqual({
      ok: false,
      message: OTP_MESSAGES.hourlyCap,
    });
    expect(await issueOtp(db, secret(), phone, BROWSER, at(3_600_000 + 1))).toMatchObject({ ok: true });
  });

  it('stores only an HMAC of the code, never the code', async () => {
    const phone = newPhone();
    const code = await send(phone);
    const rows = await db.select().from(otpChallenges).where(eq(otpChallenges.phone, phone));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHmac).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('keeps numbers apart: one phone cannot use another phone’s code', async () => {
    const a = newPhone();
    const b = newPhone();
    const codeA = await send(a);
    await send(b);
    expect(await checkOtp(db, secret(), b, BROWSER, codeA, at(1000))).toMatchObject({ ok: false });
  });

  it("another browser's guesses never reach the code, nor use up its tries", async () => {
    const phone = newPhone();
    const code = await send(phone);
    for (let i = 0; i < OTP_MAX_ATTEMPTS * 2; i++) {
      expect(await checkOtp(db, secret(), phone, ELSEWHERE, wrongFor(code), at(i))).toEqual({
        ok: false,
        message: OTP_MESSAGES.invalid,
      });
    }
    expect(await checkOtp(db, secret(), phone, ELSEWHERE, code, at(50))).toEqual({ ok: false, message: OTP_MESSAGES.invalid });
    expect(await checkOtp(db, secret(), phone, BROWSER, code, at(100))).toEqual({ ok: true, value: undefined });
  });

  it("a send from another browser does not retire the owner's code", async () => {
    const phone = newPhone();
    const code = await send(phone);
    await issueOtp(db, secret(), phone, ELSEWHERE, at(otpResendIntervalMs()));
    expect(await checkOtp(db, secret(), phone, BROWSER, code, at(otpResendIntervalMs() + 1000))).toMatchObject({ ok: true });
  });

  it('keeps only a keyed hash of the browser', async () => {
    const phone = newPhone();
    await send(phone);
    const [row] = await db.select().from(otpChallenges).where(eq(otpChallenges.phone, phone));
    expect(row!.browserHmac).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(row)).not.toContain(BROWSER);
  });
});
