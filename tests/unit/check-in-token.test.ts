import { describe, expect, it } from 'vitest';
import {
  CHECK_IN_CODE_LENGTH,
  checkInCode,
  isCheckInToken,
  normaliseCheckInCode,
  readCheckIn,
  signCheckIn,
} from '@/lib/security/check-in-token';

const key = new TextEncoder().encode('a test key of thirty-two characters!');
const otherKey = new TextEncoder().encode('another key, also thirty-two chars!!');
const claims = {
  userId: '0b7f3c1e-2a4d-4e5f-8a9b-0c1d2e3f4a5b',
  batchId: '9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b',
  day: '2026-11-25',
};

describe('the check-in code', () => {
  it('is six characters of Crockford base 32, the same each time', () => {
    const code = checkInCode(key, claims);
    expect(code).toMatch(new RegExp(`^[0-9A-HJKMNP-TV-Z]{${CHECK_IN_CODE_LENGTH}}$`));
    expect(checkInCode(key, claims)).toBe(code);
  });

  it.each([
    ['another day', { ...claims, day: '2026-11-26' }],
    ['another batch', { ...claims, batchId: '9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6c' }],
    ['another customer', { ...claims, userId: '0b7f3c1e-2a4d-4e5f-8a9b-0c1d2e3f4a5c' }],
  ])('differs for %s', (_, other) => expect(checkInCode(key, other)).not.toBe(checkInCode(key, claims)));

  it('differs under another key', () => expect(checkInCode(otherKey, claims)).not.toBe(checkInCode(key, claims)));

  it.each([
    ['ab-c 1o', 'ABC10'],
    ['il0O', '1100'],
    [' 7k3 m9q ', '7K3M9Q'],
  ])('typed %j reads %j', (typed, read) => expect(normaliseCheckInCode(typed)).toBe(read));

  it('a thousand customers on one day get codes that are almost all different', () => {
    const codes = new Set(
      Array.from({ length: 1000 }, (_, i) =>
        checkInCode(key, { ...claims, userId: `0b7f3c1e-2a4d-4e5f-8a9b-${String(i).padStart(12, '0')}` }),
      ),
    );
    expect(codes.size).toBeGreaterThanOrEqual(999);
  });
});

describe('the QR token', () => {
  it('reads back its claims, and its code starts its signature', () => {
    const token = signCheckIn(key, claims);
    expect(isCheckInToken(token)).toBe(true);
    expect(readCheckIn(key, token)).toEqual(claims);
  });

  it('is refused under another key', () => expect(readCheckIn(otherKey, signCheckIn(key, claims))).toBeNull());

  it('is refused when any claim is changed', () => {
    const token = signCheckIn(key, claims);
    for (const forged of [
      token.replace(claims.day, '2026-11-26'),
      token.replace(claims.batchId, '9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6c'),
      token.replace(claims.userId, '0b7f3c1e-2a4d-4e5f-8a9b-0c1d2e3f4a5c'),
    ])
      expect(readCheckIn(key, forged)).toBeNull();
  });

  it.each(['', 'wfci', 'wfci.x.y.z.w', `${signCheckIn(key, claims)}.extra`, 'ABC123'])('%j is not a token', (input) =>
    expect(readCheckIn(key, input)).toBeNull(),
  );
});
