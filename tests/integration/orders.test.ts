import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { validProfileForm } from '@/fixtures/profile';
import { businessSettings } from '@/lib/business';
import { openCheckout, startNewCheckout } from '@/lib/db/checkouts';
import { getDatabase } from '@/lib/db/database';
import { rowsOf } from '@/lib/db/connection';
import { findCustomerOrder, findReceipt, placeOrder, RECONCILE_AFTER_MS } from '@/lib/db/orders';
import { saveCustomerProfile } from '@/lib/db/profiles';
import { checkouts, orders } from '@/lib/db/schema';
import { withAnon, withUser } from '@/lib/db/with-user';
import { financialYear } from '@/lib/domain/invoice';
import { ORDER_NUMBER } from '@/lib/domain/orders';
import type { PackageId } from '@/lib/domain/packages';
import { profileSchema } from '@/lib/domain/profile-schema';
import type { PaymentGateway } from '@/lib/payments/gateway';
import { simulatedGateway } from '@/lib/payments/simulated';
import { business, buy, paid } from '../support/checkout';
import { createAuthUser, expectRefused } from '../support/db';

type User = { id: string };

/** The simulated gateway without its 3 s wait, counting the charges it is asked for. */
function countingGateway(delayMs = 0): PaymentGateway & { charges: number } {
  const inner = simulatedGateway(delayMs);
  return {
    charges: 0,
    capture(charge) {
      this.charges++;
      return inner.capture(charge);
    },
    status: inner.status,
    refund: inner.refund,
  };
}

const decline: PaymentGateway = {
  capture: async () => ({ ok: false, message: 'Card declined' }),
  status: async () => ({ status: 'failed', message: 'Card declined' }),
  refund: async () => ({ ok: false, message: 'Nothing to refund' }),
};

const pay = (user: User, checkout: { id: string; packageId: PackageId }, gateway: PaymentGateway = countingGateway()) =>
  placeOrder(
    user,
    { checkoutId: checkout.id, packageId: checkout.packageId, method: 'card', placeOfSupply: '27' },
    gateway,
    business,
  );

/** openCheckout, remembering the plan as the payment form does. */
const open = async (user: User, packageId: PackageId) => ({ ...(await openCheckout(user, packageId)), packageId });

const { db: serverDb } = await getDatabase();
/** Moves a checkout and its orders back in time, as if `minutes` had passed. */
async function age(checkoutId: string, minutes: number): Promise<void> {
  const ago = sql`now() - make_interval(mins => ${minutes})`;
  await serverDb.update(checkouts).set({ openedAt: ago }).where(eq(checkouts.id, checkoutId));
  await serverDb
    .update(orders)
    .set({ createdAt: ago, paidAt: sql`case when paid_at is null then null else ${ago} end` })
    .where(eq(orders.idempotencyKey, checkoutId));
}

let a: User;
let b: User;

beforeAll(async () => {
  [a, b] = await Promise.all([createAuthUser(), createAuthUser()]);
});

describe('a checkout per customer and plan', () => {
  it('is one checkout for concurrent opens, and the same on a reload', async () => {
    const user = await createAuthUser();
    const opened = await Promise.all(Array.from({ length: 5 }, () => openCheckout(user, 'online-6m')));
    expect(new Set(opened.map((c) => c.id)).size).toBe(1);
    expect((await openCheckout(user, 'online-6m')).id).toBe(opened[0]!.id);
    expect((await openCheckout(user, 'offline-6m')).id).not.toBe(opened[0]!.id);
    expect((await openCheckout(b, 'online-6m')).id).not.toBe(opened[0]!.id);
  });

  it('after paying, shows the paid order for 30 minutes, then opens a new checkout', async () => {
    const user = await createAuthUser();
    const order = paid(await buy(user, 'online-3m'));
    const again = await openCheckout(user, 'online-3m');
    expect(again.id).toBe(order.idempotencyKey);
    expect(again.order).toMatchObject({ id: order.id, status: 'paid' });
    await age(again.id, 31);
    const fresh = await openCheckout(user, 'online-3m');
    expect(fresh.id).not.toBe(again.id);
    expect(fresh.order).toBeUndefined();
  });

  it('an unpaid checkout is reused for 30 minutes; then a new one, and the old one pays nothing', async () => {
    const user = await createAuthUser();
    const first = await open(user, 'offline-3m');
    await age(first.id, 29);
    expect((await openCheckout(user, 'offline-3m')).id).toBe(first.id);
    await age(first.id, 31);
    const second = await openCheckout(user, 'offline-3m');
    expect(second.id).not.toBe(first.id);
    expect(await pay(user, first)).toEqual({ status: 'expired' });
    expect(await withUser(user, (tx) => tx.$count(orders))).toBe(0);
  });

  it("'Buy again' opens one new checkout, even when pressed twice, and its payment is a second order", async () => {
    const user = await createAuthUser();
    const first = paid(await buy(user, 'online-12m'));
    expect(
      await Promise.all([startNewCheckout(user, first.idempotencyKey), startNewCheckout(user, first.idempotencyKey)]),
    ).toEqual([true, true]);
    const renewed = await open(user, 'online-12m');
    expect(renewed.id).not.toBe(first.idempotencyKey);
    expect(renewed.order).toBeUndefined();
    const second = paid(await pay(user, renewed));
    expect(second.id).not.toBe(first.id);
    expect(await withUser(user, (tx) => tx.$count(orders, eq(orders.status, 'paid')))).toBe(2);
  });

  it("'Buy again' does nothing to a checkout that is not paid", async () => {
    const user = await createAuthUser();
    const unpaid = await openCheckout(user, 'offline-12m');
    expect(await startNewCheckout(user, unpaid.id)).toBe(false);
    expect((await openCheckout(user, 'offline-12m')).id).toBe(unpaid.id);
  });

  it("nobody pays another customer's checkout", async () => {
    const theirs = await open(a, 'offline-6m');
    expect(await pay(b, theirs)).toEqual({ status: 'expired' });
    expect(await startNewCheckout(b, theirs.id)).toBe(false);
    expect((await openCheckout(a, 'offline-6m')).id).toBe(theirs.id);
    // Not even once it is paid: 'Buy again' on someone else's purchase is refused.
    const buyer = await createAuthUser();
    const theirPurchase = paid(await buy(buyer, 'offline-3m'));
    expect(await startNewCheckout(b, theirPurchase.idempotencyKey)).toBe(false);
    expect((await openCheckout(buyer, 'offline-3m')).id).toBe(theirPurchase.idempotencyKey);
  });

  it('a customer cannot mark an order paid through record_payment()', async () => {
    const user = await createAuthUser();
    const checkout = await openCheckout(user, 'online-3m');
    await expectRefused(
      withUser(user, (tx) => tx.execute(sql`select * from public.record_payment(${checkout.id}, 'forged', '26-27')`)),
    );
  });

  it("prefills the invoice's name from the profile; the name given at checkout goes on the invoice, an empty one is the profile's", async () => {
    const user = await createAuthUser();
    expect((await openCheckout(user, 'online-6m')).billingName).toBeUndefined();
    await saveCustomerProfile(user, profileSchema.parse(validProfileForm));
    expect((await openCheckout(user, 'online-6m')).billingName).toBe(validProfileForm.name);
    const given = paid(await buy(user, 'online-3m', { billingName: 'सुनीता शर्मा' }));
    expect(given.customerName).toBe('सुनीता शर्मा');
    expect((await findReceipt(given.id))?.invoice?.customerName).toBe('सुनीता शर्मा');
    const other = await createAuthUser();
    await saveCustomerProfile(other, profileSchema.parse(validProfileForm));
    expect(paid(await buy(other, 'online-3m', { billingName: '' })).customerName).toBe(validProfileForm.name);
  });

  it('prefills the place of supply from the last order', async () => {
    const user = await createAuthUser();
    expect((await openCheckout(user, 'online-6m')).lastPlaceOfSupply).toBeUndefined();
    paid(await buy(user, 'online-3m', { placeOfSupply: '29' }));
    expect((await openCheckout(user, 'online-6m')).lastPlaceOfSupply).toBe('29');
  });
});

describe('paying a checkout', () => {
  it('prices the order from the catalogue in paise, splits the tax within the state, and numbers the invoice', async () => {
    const user = await createAuthUser();
    await saveCustomerProfile(user, profileSchema.parse(validProfileForm));
    const order = paid(await buy(user, 'offline-6m'));
    expect(order).toMatchObject({
      userId: user.id,
      packageId: 'offline-6m',
      productName: 'Offline 6-Month Transformation',
      subtotal: 1_799_900,
      gst: 324_000,
      amount: 2_123_900,
      taxRate: 18,
      cgst: 162_000,
      sgst: 162_000,
      igst: 0,
      currency: 'INR',
      status: 'paid',
      paymentMethod: 'upi',
      placeOfSupply: '27',
      sac: '999723',
      supplierName: business.legalName,
      supplierAddress: business.address,
      supplierState: '27',
      supplierGstin: business.gstin,
      customerName: validProfileForm.name,
    });
    expect(order.orderNumber).toMatch(ORDER_NUMBER);
    expect(order.invoiceNumber).toMatch(new RegExp(`^WF/${financialYear(order.paidAt!)}/\\d{6}$`));
    expect(order.invoiceNumber!.length).toBeLessThanOrEqual(16);
    expect(order.paymentReference).toMatch(/^sim_/);
  });

  it('charges IGST to a customer in another state, at the rate of the settings', async () => {
    const order = paid(await buy(a, 'online-6m', { placeOfSupply: '29' }));
    expect(order).toMatchObject({ subtotal: 899_900, gst: 162_000, amount: 1_061_900, cgst: 0, sgst: 0, igst: 162_000 });
    const fivePercent = businessSettings({ GST_RATE_PERCENT: '5' });
    const cheaper = paid(await buy(a, 'online-3m', { settings: fivePercent, placeOfSupply: '33' }));
    expect(cheaper).toMatchObject({ taxRate: 5, gst: 25_000, igst: 25_000, amount: 524_900 });
  });

  it('ignores any amount or plan smuggled into the request', async () => {
    const user = await createAuthUser();
    const checkout = await openCheckout(user, 'online-3m');
    const tampered = {
      checkoutId: checkout.id,
      packageId: 'online-3m',
      method: 'card',
      placeOfSupply: '27',
      amount: 100,
      gst: 0,
    } as never;
    expect(paid(await placeOrder(user, tampered, countingGateway(), business))).toMatchObject({
      packageId: 'online-3m',
      amount: 589_900,
    });
  });

  it("refuses a plan other than the checkout's", async () => {
    const user = await createAuthUser();
    const checkout = await openCheckout(user, 'online-3m');
    expect(await pay(user, { id: checkout.id, packageId: 'offline-12m' })).toEqual({ status: 'expired' });
  });

  it('makes one order and one charge for concurrent pays of one checkout', async () => {
    const user = await createAuthUser();
    const gateway = countingGateway(300);
    const checkout = await open(user, 'online-6m');
    const results = await Promise.all([pay(user, checkout, gateway), pay(user, checkout, gateway), pay(user, checkout, gateway)]);
    expect(new Set(results.map((r) => paid(r).id)).size).toBe(1);
    expect(gateway.charges).toBe(1);
    expect(await withUser(user, (tx) => tx.$count(orders))).toBe(1);
  });

  it('a retry after the payment returns the same paid order without charging again', async () => {
    const user = await createAuthUser();
    const gateway = countingGateway();
    const checkout = await open(user, 'online-12m');
    const first = await pay(user, checkout, gateway);
    expect(await pay(user, checkout, gateway)).toEqual(first);
    expect(gateway.charges).toBe(1);
  });

  it('marks a declined payment failed with its reason, and the same checkout can be paid again', async () => {
    const user = await createAuthUser();
    const checkout = await open(user, 'online-3m');
    expect(await pay(user, checkout, decline)).toEqual({
      status: 'failed',
      orderId: expect.any(String),
      reason: 'Card declined',
    });
    const reopened = await openCheckout(user, 'online-3m');
    expect(reopened).toMatchObject({ id: checkout.id, order: { status: 'failed', failureReason: 'Card declined' } });
    paid(await pay(user, checkout));
    const rows = await withUser(user, (tx) => tx.select({ status: orders.status }).from(orders));
    expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'paid']);
  });

  it('numbers orders and invoices uniquely under concurrent customers, the invoices without gaps', async () => {
    const customers = await Promise.all(Array.from({ length: 12 }, () => createAuthUser()));
    const paidOrders = (await Promise.all(customers.map((c) => buy(c, 'online-6m')))).map(paid);
    expect(new Set(paidOrders.map((o) => o.orderNumber)).size).toBe(12);
    for (const order of paidOrders) expect(order.orderNumber).toMatch(ORDER_NUMBER);
    const serials = paidOrders.map((o) => Number(o.invoiceNumber!.split('/')[2])).sort((x, y) => x - y);
    expect(serials).toEqual(serials.map((_, i) => serials[0]! + i));
  });
});

describe('reconciling a payment whose answer never came', () => {
  /** A pending order as a server that stopped mid-capture leaves it. */
  async function stalePending(user: User, minutes: number) {
    const checkout = await openCheckout(user, 'offline-3m');
    const [order] = await serverDb
      .insert(orders)
      .values({
        userId: user.id,
        packageId: 'offline-3m',
        productName: 'Offline 3-Month Kickstart',
        subtotal: 999_900,
        gst: 180_000,
        cgst: 90_000,
        sgst: 90_000,
        amount: 1_179_900,
        idempotencyKey: checkout.id,
        placeOfSupply: '27',
      })
      .returning();
    await serverDb
      .update(orders)
      .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(orders.id, order!.id));
    return order!;
  }

  it('asks the gateway about a stale pending order and records what it says', async () => {
    const user = await createAuthUser();
    const order = await stalePending(user, RECONCILE_AFTER_MS / 60_000 + 1);
    let asked = 0;
    const captured: PaymentGateway = { ...decline, status: async () => (asked++, { status: 'paid', reference: 'sim_late' }) };
    const found = await findCustomerOrder(user, order.id, captured);
    expect(found).toMatchObject({ status: 'paid', paymentReference: 'sim_late' });
    expect(found?.invoiceNumber).toMatch(/^WF\//);
    // Recorded: the next read asks the gateway nothing.
    expect(await findCustomerOrder(user, order.id, captured)).toMatchObject({ status: 'paid' });
    expect(asked).toBe(1);
  });

  it('the simulated gateway never saw that charge: failed, and the checkout can be paid', async () => {
    const user = await createAuthUser();
    const order = await stalePending(user, 10);
    expect(await findCustomerOrder(user, order.id, simulatedGateway(0))).toMatchObject({ status: 'failed' });
    paid(await pay(user, { id: order.idempotencyKey, packageId: 'offline-3m' }));
  });

  it('leaves a fresh pending order alone: its capture is still running', async () => {
    const user = await createAuthUser();
    const order = await stalePending(user, 0);
    let asked = 0;
    const counting: PaymentGateway = { ...decline, status: async () => (asked++, { status: 'failed', message: 'x' }) };
    expect(await findCustomerOrder(user, order.id, counting)).toMatchObject({ status: 'pending' });
    expect(asked).toBe(0);
    const [stored] = await withUser(user, (tx) =>
      tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, order.id))),
    );
    expect(stored?.status).toBe('pending');
  });
});

describe('reading orders', () => {
  let orderId: string;

  beforeAll(async () => {
    orderId = paid(await buy(a, 'offline-3m', { placeOfSupply: '07' })).id;
  });

  it('a customer finds their own order, and their latest paid one without an id', async () => {
    expect((await findCustomerOrder(a, orderId))?.id).toBe(orderId);
    expect((await findCustomerOrder(a))?.status).toBe('paid');
  });

  it('another customer cannot read it through the table', async () => {
    expect(await findCustomerOrder(b, orderId)).toBeUndefined();
  });

  it('anyone with the link reads the receipt and its tax invoice through receipt_for()', async () => {
    const receipt = await findReceipt(orderId);
    expect(receipt).toMatchObject({
      orderId,
      productName: 'Offline 3-Month Kickstart',
      status: 'paid',
      total: 1_179_900,
      currency: 'INR',
      duration: '3 months',
      invoice: {
        placeOfSupply: { code: '07', name: 'Delhi' },
        supplier: { gstin: business.gstin, state: { code: '27' } },
        sac: '999723',
        amounts: { ratePercent: 18, taxable: 999_900, igst: 180_000, cgst: 0, sgst: 0, tax: 180_000, total: 1_179_900 },
        inWords: 'Rupees Eleven Thousand Seven Hundred Ninety Nine Only',
      },
    });
    // The programme starts on the day it was paid, as the dashboard counts it.
    expect(receipt?.startsOn).toEqual(receipt?.invoice?.date);
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
