import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A customer's check-in at a studio session: a token signed with the server's key, good for one
 * customer, one batch and one day in India. The QR carries it whole, so a scan says exactly
 * what is wrong with a code; the six characters printed below it are the start of the same
 * signature, which the coach types when the camera will not do.
 */

export interface CheckInClaims {
  userId: string;
  batchId: string;
  /** 'YYYY-MM-DD' in India. */
  day: string;
}

/** Crockford's base 32: no I, L, O or U to misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CHECK_IN_CODE_LENGTH = 6;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function signature(key: Uint8Array, { userId, batchId, day }: CheckInClaims): Buffer {
  return createHmac('sha256', key).update(`wellfit-check-in:${userId}:${batchId}:${day}`).digest();
}

function base32(bytes: Buffer, length: number): string {
  let out = '';
  for (let bit = 0; out.length < length; bit += 5) {
    const byte = bit >> 3;
    const value = (((bytes[byte] ?? 0) << 8) | (bytes[byte + 1] ?? 0)) >> (11 - (bit & 7));
    out += ALPHABET[value & 31];
  }
  return out;
}

/** The six characters printed under the QR. */
export function checkInCode(key: Uint8Array, claims: CheckInClaims): string {
  return base32(signature(key, claims), CHECK_IN_CODE_LENGTH);
}

/** What a coach typed, as the code is printed: capitals, O read as 0, I and L as 1, no spaces or dashes. */
export function normaliseCheckInCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** The QR's text: the claims and their whole signature. */
export function signCheckIn(key: Uint8Array, claims: CheckInClaims): string {
  return `wfci.${claims.userId}.${claims.batchId}.${claims.day}.${signature(key, claims).toString('base64url')}`;
}

/** The claims of a scanned token, or null when it is not one of ours or its signature is wrong. */
export function readCheckIn(key: Uint8Array, token: string): CheckInClaims | null {
  const [prefix, userId = '', batchId = '', day = '', mac = '', ...rest] = token.trim().split('.');
  if (prefix !== 'wfci' || rest.length > 0 || !UUID.test(userId) || !UUID.test(batchId) || !DAY.test(day)) return null;
  const claims = { userId, batchId, day };
  const expected = signature(key, claims);
  const given = Buffer.from(mac, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? claims : null;
}

/** Whether a coach's input is a scanned token rather than a typed code. */
export const isCheckInToken = (input: string) => input.trim().startsWith('wfci.');
