import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { findCustomerOrder, findReceipt, type Order, type PlaceOrderResult, placeOrder } from '@/lib/db/orders';
import { orders } from '@/lib/db/schema';
import { rowsOf } from '@/lib/db/connection';
import { withAnon, withUser } from '@/lib/db/with-user';
import type { PaymentGateway } from '@/lib/payments/gateway';
import { simulatedGateway } from '@/lib/payments/simulated';
import { createAuthUser } from '../support/db';

/** The simulated gateway without its 3 s wait, counting the charges it is asked for. */
function countingGateway(delayMs = 0): PaymentGateway & { charges: number } {
  const inner = simulatedGateway(delayMs);
  return {
    charges: 0,
    capture(charge) {
      this.charges++;
      return inner.capture(charge);
    },
  };
}

const decline: PaymentGateway = { capture: async () => ({ ok: false, message: 'Card declined' }) };

let a: { id: string };
let b: { id: string };

beforeAll(async () => {
  a = await createAuthUser();
  b = await createAuthUser();
});

/** The order of a paid result; any other outcome fails the test. */
function paid(result: PlaceOrderResult): Order {
  if (result.status !== 'paid') throw new Error(`expected a paid order, got ${JSON.stringify(result)}`);
  return result.order;
}

describe('placeOrder', () => {
  it('prices the order from the catalogue, in paise, and records the capture', async () => {
    const order = paid(
      await placeOrder(a, { packageId: 'offline-6m', method: 'upi', idempotencyKey: randomUUID() }, countingGateway()),
    );
    expect(order).toMatchObject({
      userId: a.id,
      packageId: 'offline-6m',
      productName: 'Offline 6-Month Transformation',
      subtotal: 1_799_900,
      gst: 324_000,
      amount: 2_123_900,
      currency: 'INR',
      status: 'paid',
      paymentMethod: 'upi',
    });
    expect(order.orderNumber).toMatch(/^WF\d{6}$/);
    expect(order.paidAt).toBeInstanceOf(Date);
    expect(order.paymentReference).toMatch(/^sim_/);
  });

  it('ignores any amount smuggled into the request', async () => {
    const tampered = { packageId: 'online-3m', method: 'card', idempotencyKey: randomUUID(), amount: 100, subtotal: 1 } as never;
    expect(paid(await placeOrder(a, tampered, countingGateway())).amount).toBe(589_900);
  });

  it('makes one order and one charge for two concurrent requests with one key', async () => {
    const gateway = countingGateway(300);
    const input = { packageId: 'online-6m' as const, method: 'card' as const, idempotencyKey: randomUUID() };
    const [first, second] = await Promise.all([placeOrder(a, input, gateway), placeOrder(a, input, gateway)]);
    expect(paid(first).id).toBe(paid(second).id);
    expect(gateway.charges).toBe(1);
    const rows = await withUser(a, (tx) => tx.select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey)));
    expect(rows).toHaveLength(1);
  });

  it('a retry after the payment returns the same paid order without charging again', async () => {
    const gateway = countingGateway();
    const input = { packageId: 'online-12m' as const, method: 'upi' as const, idempotencyKey: randomUUID() };
    const first = await placeOrder(a, input, gateway);
    const retry = await placeOrder(a, input, gateway);
    expect(retry).toEqual(first);
    expect(gateway.charges).toBe(1);
  });

  it('the same key from two customers makes two orders', async () => {
    const key = randomUUID();
    const mine = await placeOrder(a, { packageId: 'online-3m', method: 'card', idempotencyKey: key }, countingGateway());
    const theirs = await placeOrder(b, { packageId: 'online-3m', method: 'card', idempotencyKey: key }, countingGateway());
    expect(paid(mine).id).not.toBe(paid(theirs).id);
  });

  it('marks a declined payment failed and says why', async () => {
    const key = randomUUID();
    expect(await placeOrder(a, { packageId: 'online-3m', method: 'card', idempotencyKey: key }, decline)).toEqual({
      status: 'failed',
      reason: 'Card declined',
    });
    const [row] = await withUser(a, (tx) => tx.select().from(orders).where(eq(orders.idempotencyKey, key)));
    expect(row?.status).toBe('failed');
  });
});

describe('reading orders', () => {
  let orderId: string;

  beforeAll(async () => {
    orderId = paid(
      await placeOrder(a, { packageId: 'offline-3m', method: 'card', idempotencyKey: randomUUID() }, countingGateway()),
    ).id;
  });

  it('a customer finds their own order, and their latest paid one without an id', async () => {
    expect((await findCustomerOrder(a, orderId))?.id).toBe(orderId);
    expect((await findCustomerOrder(a))?.status).toBe('paid');
  });

  it('another customer cannot read it through the table', async () => {
    expect(await findCustomerOrder(b, orderId)).toBeUndefined();
  });

  it('anyone with the link reads the receipt fields through receipt_for()', async () => {
    const receipt = await findReceipt(orderId);
    expect(receipt).toMatchObject({
      orderId,
      productName: 'Offline 3-Month Kickstart',
      status: 'paid',
      total: 1_179_900,
      currency: 'INR',
    });
    expect(receipt?.duration).toBe('3 months');
  });

  it('receipt_for() returns the receipt fields only: no owner, no payment reference', async () => {
    const [row] = rowsOf<Record<string, unknown>>(
      await withAnon((tx) => tx.execute(sql`select * from public.receipt_for(${orderId}::uuid)`)),
    );
    expect(row).toMatchObject({ id: orderId, package_id: 'offline-3m', status: 'paid' });
    expect(Object.keys(row!)).not.toContain('user_id');
    expect(Object.keys(row!)).not.toContain('payment_reference');
  });

  it('an unknown id has no receipt', async () => {
    expect(await findReceipt(randomUUID())).toBeUndefined();
  });

  it('a malformed id is refused by the database, not searched', async () => {
    await expect(findReceipt("x' or '1'='1")).rejects.toThrow();
  });
});
