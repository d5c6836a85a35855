import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openCheckout } from '@/lib/db/checkouts';
import { ORDER_MESSAGES } from '@/lib/domain/orders';
import { AUTH_MESSAGES } from '@/lib/domain/phone';
import { createAuthUser } from '../support/db';

// The actions' own limits, per client address: a third try in the hour is refused with its message.

const client = vi.hoisted(() => ({ address: '' }));
const session = vi.hoisted(() => ({ user: null as { id: string; phone: string | null; isAnonymous: boolean } | null }));

vi.mock('next/headers', () => ({
  cookies: async () => ({ getAll: () => [], get: () => undefined, set: () => {}, delete: () => {} }),
  headers: async () => new Headers({ 'x-forwarded-for': client.address }),
}));
vi.mock('@/lib/auth/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/auth/session')>()),
  getSessionUser: async () => session.user,
}));

const { sendOtpAction, verifyOtpAction } = await import('@/lib/actions/sign-in');
const { createOrderAction } = await import('@/lib/actions/orders');

const phone = () => `9${String(randomInt(1e9)).padStart(9, '0')}`;
/**
 * A client address of its own (the rightmost X-Forwarded-For entry counts): from 198.18.0.0/15,
 * which no other test uses. On a shared database (DATABASE_URL) the other files' clients count
 * in the same tables; the fuzz's 203.0.113.7 is past every limit there.
 */
const ownAddress = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

beforeAll(() => {
  process.env.PER_CLIENT_HOURLY_LIMIT = '2';
  process.env.PAYMENT_SIMULATED_DELAY_MS = '0';
  // The whole app's hourly ceiling counts every file's codes on a shared database: these test one client's limit.
  process.env.OTP_HOURLY_CEILING = '1000000';
});

afterAll(() => {
  delete process.env.PER_CLIENT_HOURLY_LIMIT;
  delete process.env.PAYMENT_SIMULATED_DELAY_MS;
  delete process.env.OTP_HOURLY_CEILING;
});

describe('per-client limits on the actions', () => {
  it('OTP sends: two from one address, then refused; another address still gets its code', async () => {
    client.address = `198.51.100.${randomInt(250)}, ${ownAddress()}`;
    for (let i = 0; i < 2; i++)
      expect(await sendOtpAction(null, { phone: phone(), intent: 'login' })).toMatchObject({ status: 'ok' });
    expect(await sendOtpAction(null, { phone: phone(), intent: 'login' })).toEqual({
      status: 'error',
      message: AUTH_MESSAGES.tooManyCodes,
    });
    client.address = `198.51.100.${randomInt(250)}, ${ownAddress()}`;
    expect(await sendOtpAction(null, { phone: phone(), intent: 'login' })).toMatchObject({ status: 'ok' });
  });

  it('OTP checks: twice the limit from one address, then refused', async () => {
    client.address = ownAddress();
    const number = phone();
    for (let i = 0; i < 4; i++) {
      expect(await verifyOtpAction(null, { phone: number, token: '000000' })).toMatchObject({ status: 'error' });
    }
    expect(await verifyOtpAction(null, { phone: number, token: '000000' })).toMatchObject({
      status: 'error',
      message: AUTH_MESSAGES.tooManyChecks,
    });
  });

  it('orders: two from one address, then refused before any order is placed', async () => {
    client.address = ownAddress();
    const user = await createAuthUser();
    session.user = { id: user.id, phone: null, isAnonymous: true };
    const checkout = await openCheckout(user, 'online-3m');
    const form = new FormData();
    for (const [name, value] of Object.entries({
      checkoutId: checkout.id,
      packageId: 'online-3m',
      method: 'upi',
      placeOfSupply: '27',
      js: '1',
    })) {
      form.append(name, value);
    }
    const pay = () => createOrderAction(null, form);
    const paid = [await pay(), await pay()];
    for (const result of paid) expect(result).toMatchObject({ status: 'ok' });
    expect(await pay()).toEqual({ status: 'error', message: ORDER_MESSAGES.tooMany });
  });
});
