import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as webhookRoute } from '@/app/api/payments/razorpay/webhook/route';
import { getDatabase } from '@/lib/db/database';
import {
  checkoutOrderNow,
  findCustomerOrder,
  findReceipt,
  type Order,
  type PlaceOrderResult,
  recordCheckoutAnswer,
} from '@/lib/db/orders';
import { decideRefund, requestRefund } from '@/lib/db/refunds';
import { orders, paymentEvents } from '@/lib/db/schema';
import { CHECKOUT_ABANDONED_MINUTES, PAYMENT_NOT_COMPLETED } from '@/lib/domain/orders';
import { configuredGateway } from '@/lib/payments/configured';
import { type CheckoutGateway, isCheckoutGateway } from '@/lib/payments/gateway';
import { RAZORPAY_MESSAGES, refundIdempotencyKey } from '@/lib/payments/razorpay';
import { buy } from '../support/checkout';
import { createAuthUser, staffMember } from '../support/db';
import { type RazorpayStandIn, startRazorpayStandIn, type WebhookEventName } from '../support/razorpay-stand-in';

// Razorpay takes the money when its three keys are set (issue 45), against a local stand-in of its
// API and Checkout (tests/support/razorpay-stand-in.ts): Pay makes one Razorpay order for the amount
// the server priced; Checkout's answer counts only with Razorpay's signature for that order; the
// webhook route checks its signature over the raw body and handles each event once; the admin's
// refund goes through Razorpay's refund API, idempotently, and the credit note follows it.

type User = { id: string };
let standIn: RazorpayStandIn;
let gateway: CheckoutGateway;
let admin: User;
const { db } = await getDatabase();

beforeAll(async () => {
  standIn = await startRazorpayStandIn();
  admin = await staffMember('admin', 'Asha Admin');
});
afterAll(() => standIn.close());
beforeEach(() => {
  vi.stubEnv('RAZORPAY_KEY_ID', standIn.keyId);
  vi.stubEnv('RAZORPAY_KEY_SECRET', standIn.keySecret);
  vi.stubEnv('RAZORPAY_WEBHOOK_SECRET', standIn.webhookSecret);
  vi.stubEnv('RAZORPAY_API_URL', standIn.url);
  vi.stubEnv('RAZORPAY_CHECKOUT_URL', standIn.checkoutScriptUrl);
  const configured = configuredGateway();
  if (!isCheckoutGateway(configured)) throw new Error('Razorpay is not the configured gateway');
  gateway = configured;
  standIn.state.checkout.outcome = 'pay';
});

/** Pay pressed: the order to pay in Checkout, or the test fails. */
function inCheckout(result: PlaceOrderResult): { order: Order; gatewayOrderId: string } {
  if (result.status !== 'checkout') throw new Error(`expected an order for Checkout, got ${JSON.stringify(result)}`);
  return result;
}

const orderNow = async (orderId: string) => (await db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

/** A webhook delivered to the route, as Razorpay sends it (or with `tamper` applied first). */
async function deliver(
  webhook: { body: string; headers: Record<string, string> },
  tamper: (request: { body: string; headers: Record<string, string> }) => void = () => {},
) {
  const request = { body: webhook.body, headers: { ...webhook.headers } };
  tamper(request);
  const response = await webhookRoute(
    new Request('http://localhost/api/payments/razorpay/webhook', {
      method: 'POST',
      body: request.body,
      headers: request.headers,
    }),
  );
  return { status: response.status, body: (await response.json()) as { handled?: string; error?: string } };
}

const event = (name: WebhookEventName, subjectId: string) => deliver(standIn.signedWebhook(name, subjectId));

/** Checkout's answer for a payment, signed as Razorpay signs it. */
const answerOf = (orderId: string, gatewayOrderId: string, paymentId: string) => ({
  orderId,
  paymentId,
  signature: standIn.checkoutSignature(gatewayOrderId, paymentId),
});

describe('paying through Razorpay', () => {
  it('makes one Razorpay order for the priced amount; its signed answer pays it once, with one invoice', async () => {
    const user = await createAuthUser();
    const { order, gatewayOrderId } = inCheckout(await buy(user, 'online-6m', { gateway }));
    expect(standIn.orders.get(gatewayOrderId)).toMatchObject({ amount: order.amount, currency: 'INR', receipt: order.id });
    expect(order).toMatchObject({ status: 'pending', gatewayOrderId });
    // Pay again (Checkout closed, another tab): the same Razorpay order.
    expect(inCheckout(await buy(user, 'online-6m', { gateway })).gatewayOrderId).toBe(gatewayOrderId);
    expect([...standIn.orders.values()].filter((o) => o.receipt === order.id)).toHaveLength(1);

    const payment = standIn.capture(gatewayOrderId);
    const answered = await recordCheckoutAnswer(user, answerOf(order.id, gatewayOrderId, payment.id), gateway);
    expect(answered).toMatchObject({ status: 'paid', order: { id: order.id, status: 'paid', paymentReference: payment.id } });
    const invoice = (await orderNow(order.id)).invoiceNumber;
    expect(invoice).toMatch(/^WF\/\d{2}-\d{2}\/\d{6}$/);

    // Razorpay's webhooks for the same payment arrive after: taken, nothing recorded twice.
    expect(await event('payment.captured', payment.id)).toMatchObject({ status: 200, body: { handled: 'done' } });
    expect(await event('order.paid', payment.id)).toMatchObject({ status: 200, body: { handled: 'done' } });
    // The answer replayed: still the one payment and the one invoice.
    expect(await recordCheckoutAnswer(user, answerOf(order.id, gatewayOrderId, payment.id), gateway)).toMatchObject({
      status: 'paid',
    });
    expect(await orderNow(order.id)).toMatchObject({ status: 'paid', invoiceNumber: invoice, paymentReference: payment.id });
    expect((await findReceipt(order.id))?.invoice?.number).toBe(invoice);
  });

  it('a failed attempt leaves the order to pay again on the same Razorpay order, with its reason shown', async () => {
    const user = await createAuthUser();
    const { order, gatewayOrderId } = inCheckout(await buy(user, 'online-3m', { gateway }));
    const failed = standIn.fail(gatewayOrderId, 'Your bank declined this UPI payment.');
    expect(await event('payment.failed', failed.id)).toMatchObject({ status: 200, body: { handled: 'done' } });
    expect(await orderNow(order.id)).toMatchObject({ status: 'pending', failureReason: 'Your bank declined this UPI payment.' });
    // /payment shows the form again with the reason, not a payment in progress.
    const shown = await checkoutOrderNow(user, { id: order.id, status: 'pending', failureReason: null }, gateway);
    expect(shown).toMatchObject({
      status: 'pending',
      inGatewayCheckout: true,
      failureReason: 'Your bank declined this UPI payment.',
    });

    expect(inCheckout(await buy(user, 'online-3m', { gateway })).gatewayOrderId).toBe(gatewayOrderId);
    const payment = standIn.capture(gatewayOrderId);
    await recordCheckoutAnswer(user, answerOf(order.id, gatewayOrderId, payment.id), gateway);
    expect(await orderNow(order.id)).toMatchObject({ status: 'paid', paymentReference: payment.id });
  });

  it('Razorpay refusing to make its order: nothing to pay, the customer told no money was taken', async () => {
    const user = await createAuthUser();
    standIn.answerNextWith(500, 'Something went wrong');
    const result = await buy(user, 'online-3m', { gateway });
    expect(result).toMatchObject({ status: 'failed', reason: RAZORPAY_MESSAGES.orderFailed });
    // The next Pay starts over, with a new order.
    expect(inCheckout(await buy(user, 'online-3m', { gateway })).order.id).not.toBe((result as { orderId: string }).orderId);
  });

  it('a customer who closes the tab after paying is paid: by the webhook, or by asking Razorpay when no webhook came', async () => {
    const byWebhook = await createAuthUser();
    const first = inCheckout(await buy(byWebhook, 'online-12m', { gateway }));
    const payment = standIn.capture(first.gatewayOrderId);
    expect(await event('order.paid', payment.id)).toMatchObject({ status: 200, body: { handled: 'done' } });
    expect(await orderNow(first.order.id)).toMatchObject({ status: 'paid', paymentReference: payment.id });

    const byAsking = await createAuthUser();
    const second = inCheckout(await buy(byAsking, 'online-12m', { gateway }));
    const unanswered = standIn.capture(second.gatewayOrderId);
    // They come back to /payment (or the confirmation): Razorpay is asked, and the payment recorded.
    const shown = await checkoutOrderNow(byAsking, { id: second.order.id, status: 'pending', failureReason: null }, gateway);
    expect(shown).toMatchObject({ status: 'paid', inGatewayCheckout: false });
    expect(await findCustomerOrder(byAsking, second.order.id, gateway)).toMatchObject({
      status: 'paid',
      paymentReference: unanswered.id,
    });
  });

  it('a forged answer, or a real one replayed for another order or by another customer, pays nothing', async () => {
    const [asha, ravi] = [await createAuthUser(), await createAuthUser()];
    const mine = inCheckout(await buy(asha, 'online-6m', { gateway }));
    const theirs = inCheckout(await buy(ravi, 'online-6m', { gateway }));
    const paidTheirs = standIn.capture(theirs.gatewayOrderId);

    const forged = { orderId: mine.order.id, paymentId: 'pay_Forged00000001', signature: 'ab'.repeat(32) };
    expect(await recordCheckoutAnswer(asha, forged, gateway)).toEqual({ status: 'refused' });
    // Ravi's real answer, sent for Asha's order: signed for another Razorpay order.
    const replayed = { ...answerOf(theirs.order.id, theirs.gatewayOrderId, paidTheirs.id), orderId: mine.order.id };
    expect(await recordCheckoutAnswer(asha, replayed, gateway)).toEqual({ status: 'refused' });
    // Ravi's answer sent by Asha for Ravi's order: not her order.
    expect(await recordCheckoutAnswer(asha, answerOf(theirs.order.id, theirs.gatewayOrderId, paidTheirs.id), gateway)).toEqual({
      status: 'refused',
    });
    expect(await orderNow(mine.order.id)).toMatchObject({ status: 'pending', paymentReference: null, invoiceNumber: null });
    expect(await orderNow(theirs.order.id)).toMatchObject({ status: 'pending' });
  });
});

describe('an order left in Checkout', () => {
  /** Moves an order's making back by `minutes`, as if the customer had left Checkout that long ago. */
  const age = (orderId: string, minutes: number) =>
    db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
      .where(eq(orders.id, orderId));
  const shown = (user: User, orderId: string) =>
    checkoutOrderNow(user, { id: orderId, status: 'pending', failureReason: null }, gateway);

  it('stays payable for 30 minutes; untried after that, it fails, no money taken, and the next Pay starts over', async () => {
    const user = await createAuthUser();
    const { order, gatewayOrderId } = inCheckout(await buy(user, 'online-3m', { gateway }));
    await age(order.id, CHECKOUT_ABANDONED_MINUTES - 1);
    expect(await shown(user, order.id)).toMatchObject({ status: 'pending', inGatewayCheckout: true });
    await age(order.id, CHECKOUT_ABANDONED_MINUTES + 1);
    expect(await shown(user, order.id)).toMatchObject({ status: 'failed', failureReason: PAYMENT_NOT_COMPLETED });
    const next = inCheckout(await buy(user, 'online-3m', { gateway }));
    expect(next.order.id).not.toBe(order.id);
    expect(next.gatewayOrderId).not.toBe(gatewayOrderId);
  });

  it("whose attempts all failed fails with the bank's words once abandoned", async () => {
    const user = await createAuthUser();
    const { order, gatewayOrderId } = inCheckout(await buy(user, 'online-3m', { gateway }));
    standIn.fail(gatewayOrderId, 'Payment was unsuccessful as the UPI PIN was incorrect.');
    await age(order.id, CHECKOUT_ABANDONED_MINUTES + 1);
    expect(await shown(user, order.id)).toMatchObject({
      status: 'failed',
      failureReason: 'Payment was unsuccessful as the UPI PIN was incorrect.',
    });
  });

  it('paid after it was given up (Checkout left open): the payment is recorded, unless another order paid that checkout since', async () => {
    const user = await createAuthUser();
    const { order, gatewayOrderId } = inCheckout(await buy(user, 'online-12m', { gateway }));
    await age(order.id, CHECKOUT_ABANDONED_MINUTES + 1);
    expect(await shown(user, order.id)).toMatchObject({ status: 'failed' });
    const late = standIn.capture(gatewayOrderId);
    expect(await recordCheckoutAnswer(user, answerOf(order.id, gatewayOrderId, late.id), gateway)).toMatchObject({
      status: 'paid',
    });
    expect(await orderNow(order.id)).toMatchObject({ status: 'paid', paymentReference: late.id, failureReason: null });
    expect((await orderNow(order.id)).invoiceNumber).toMatch(/^WF\//);

    // Given up, then paid again on a new order: a late payment of the first is money taken twice.
    const other = await createAuthUser();
    const first = inCheckout(await buy(other, 'online-12m', { gateway }));
    await age(first.order.id, CHECKOUT_ABANDONED_MINUTES + 1);
    await shown(other, first.order.id);
    const second = inCheckout(await buy(other, 'online-12m', { gateway }));
    await recordCheckoutAnswer(
      other,
      answerOf(second.order.id, second.gatewayOrderId, standIn.capture(second.gatewayOrderId).id),
      gateway,
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const twice = standIn.capture(first.gatewayOrderId);
      expect(await event('payment.captured', twice.id)).toMatchObject({ status: 200 });
      expect(await orderNow(first.order.id)).toMatchObject({ status: 'failed', paymentReference: null, invoiceNumber: null });
      expect(logged.mock.calls.flat().join(' ')).toContain('refund it in the gateway');
    } finally {
      logged.mockRestore();
    }
    expect(await orderNow(second.order.id)).toMatchObject({ status: 'paid' });
  });
});

describe("Razorpay's webhook", () => {
  it('refuses a missing or wrong signature, or a changed body, with 400, changing nothing', async () => {
    const user = await createAuthUser();
    const { order, gatewayOrderId } = inCheckout(await buy(user, 'online-6m', { gateway }));
    const payment = standIn.capture(gatewayOrderId);
    const webhook = standIn.signedWebhook('payment.captured', payment.id);
    expect((await deliver(webhook, (r) => delete r.headers['x-razorpay-signature'])).status).toBe(400);
    expect((await deliver(webhook, (r) => (r.headers['x-razorpay-signature'] = 'cd'.repeat(32)))).status).toBe(400);
    expect((await deliver(webhook, (r) => (r.body = r.body.replace('"amount":', '"amount": ')))).status).toBe(400);
    expect((await deliver(webhook, (r) => (r.body = `${r.body} `))).status).toBe(400);
    expect(await orderNow(order.id)).toMatchObject({ status: 'pending', paymentReference: null });
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, webhook.eventId))).toEqual([]);
    // The same delivery untouched is taken.
    expect(await deliver(webhook)).toMatchObject({ status: 200, body: { handled: 'done' } });
    expect(await orderNow(order.id)).toMatchObject({ status: 'paid', paymentReference: payment.id });
  });

  it('handles an event once: delivered again, it changes nothing (a refunded order stays refunded)', async () => {
    const user = await createAuthUser();
    const { order, gatewayOrderId } = inCheckout(await buy(user, 'online-6m', { gateway }));
    const payment = standIn.capture(gatewayOrderId);
    const captured = standIn.signedWebhook('payment.captured', payment.id);
    expect(await deliver(captured)).toMatchObject({ status: 200, body: { handled: 'done' } });
    await requestRefund(user, { orderId: order.id, reason: 'The timings do not suit my work shifts.' });
    expect(await decideRefund(admin, { orderId: order.id, decision: 'approve', note: null }, gateway)).toMatchObject({
      status: 'ok',
      decided: 'refunded',
    });
    expect(await deliver(captured)).toMatchObject({ status: 200, body: { handled: 'again' } });
    expect(await orderNow(order.id)).toMatchObject({ status: 'refunded' });
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, captured.eventId))).toHaveLength(1);
  });

  it('takes and ignores events it does not handle, and payments of orders that are not ours', async () => {
    const user = await createAuthUser();
    const { gatewayOrderId } = inCheckout(await buy(user, 'online-3m', { gateway }));
    const authorized = standIn.authorize(gatewayOrderId);
    expect(await event('payment.authorized', authorized.id)).toMatchObject({ status: 200, body: { handled: 'ignored' } });
    // A Razorpay order made elsewhere on the same account (its Dashboard, another app).
    const elsewhere = await gateway.createOrder({
      orderId: crypto.randomUUID(),
      orderNumber: 'X1',
      amount: 100_00,
      currency: 'INR',
    });
    if (!elsewhere.ok) throw new Error('the stand-in made no order');
    const payment = standIn.capture(elsewhere.gatewayOrderId);
    expect(await event('payment.captured', payment.id)).toMatchObject({ status: 200, body: { handled: 'ignored' } });
  });
});

describe('refunds through Razorpay', () => {
  async function paidCustomer() {
    const user = await createAuthUser();
    const { order, gatewayOrderId } = inCheckout(await buy(user, 'online-6m', { gateway }));
    const payment = standIn.capture(gatewayOrderId);
    await recordCheckoutAnswer(user, answerOf(order.id, gatewayOrderId, payment.id), gateway);
    await requestRefund(user, { orderId: order.id, reason: 'The timings do not suit my work shifts.' });
    return { user, order, payment };
  }
  const approve = (orderId: string) => decideRefund(admin, { orderId, decision: 'approve', note: null }, gateway);
  const refundCalls = (paymentId: string) =>
    standIn.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payments/${paymentId}/refund`);

  it("the admin's approval refunds the payment in full, with an idempotency key; the credit note follows", async () => {
    const { order, payment } = await paidCustomer();
    const outcome = await approve(order.id);
    expect(outcome).toMatchObject({ status: 'ok', decided: 'refunded' });
    const [call] = refundCalls(payment.id);
    expect(call?.headers['x-refund-idempotency']).toBe(refundIdempotencyKey(order.id));
    expect(call?.body).toMatchObject({ amount: order.amount });
    const [refund] = standIn.refundsOf(payment.id);
    const receipt = await findReceipt(order.id);
    expect(receipt).toMatchObject({ status: 'refunded' });
    expect(receipt?.creditNote?.number).toBe((outcome as { creditNote: string }).creditNote);
    expect(await orderNow(order.id)).toMatchObject({ refundReference: refund!.id });
    // refund.processed arrives after: nothing changes, no second credit note.
    expect(await event('refund.processed', refund!.id)).toMatchObject({ status: 200 });
    expect((await findReceipt(order.id))?.creditNote?.number).toBe(receipt?.creditNote?.number);
  });

  it('a refund Razorpay refuses issues no credit note; approving again refunds once', async () => {
    const { order, payment } = await paidCustomer();
    standIn.answerNextWith(400, 'The payment has been fully refunded already');
    expect(await approve(order.id)).toMatchObject({
      status: 'refused',
      reason: 'gatewayFailed',
      gatewayMessage: RAZORPAY_MESSAGES.refundFailed,
    });
    expect(await orderNow(order.id)).toMatchObject({ status: 'paid', creditNoteNumber: null });
    expect(await approve(order.id)).toMatchObject({ status: 'ok', decided: 'refunded' });
    expect(await approve(order.id)).toMatchObject({ status: 'refused', reason: 'decided', current: 'refunded' });
    expect(standIn.refundsOf(payment.id)).toHaveLength(1);
  });

  it('a refund whose answer was lost is recorded by refund.processed, with its credit note; a retry refunds nothing twice', async () => {
    const { order, payment } = await paidCustomer();
    // Razorpay refunded, but the answer never reached the server (as if it stopped).
    const refund = await gateway.refund({
      orderId: order.id,
      paymentReference: payment.id,
      amount: order.amount,
      currency: 'INR',
    });
    if (!refund.ok) throw new Error('the stand-in refunded nothing');
    expect(await orderNow(order.id)).toMatchObject({ status: 'paid' });
    expect(await event('refund.processed', refund.reference)).toMatchObject({ status: 200, body: { handled: 'done' } });
    expect(await orderNow(order.id)).toMatchObject({ status: 'refunded', refundReference: refund.reference });
    expect((await findReceipt(order.id))?.creditNote?.number).toMatch(/^CN\//);
    // The customer's request is decided by it; the admin's approval finds it refunded, and Razorpay is asked nothing more.
    expect(await approve(order.id)).toMatchObject({ status: 'refused', reason: 'decided', current: 'refunded' });
    expect(standIn.refundsOf(payment.id)).toHaveLength(1);
  });
});
