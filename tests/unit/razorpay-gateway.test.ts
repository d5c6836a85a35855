import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import vm from 'node:vm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  RAZORPAY_API_URL,
  RAZORPAY_MESSAGES,
  razorpayGateway,
  refundIdempotencyKey,
  type RazorpayGateway,
} from '@/lib/payments/razorpay';
import {
  checkoutSignatureValid,
  parseRazorpayWebhook,
  webhookEffect,
  webhookSignatureValid,
} from '@/lib/payments/razorpay-signature';
import { type RazorpayStandIn, startRazorpayStandIn } from '../support/razorpay-stand-in';

// The Razorpay gateway through the official SDK against a local stand-in of Razorpay's API:
// orders, the payments of an order, refunds with an idempotency key, and what a customer or an
// admin reads when Razorpay refuses or does not answer. Then the stand-in's Checkout script and
// webhooks, which the checkout's integration and e2e tests use.

let standIn: RazorpayStandIn;
let gateway: RazorpayGateway;
let logs: MockInstance<typeof console.error>;

beforeAll(async () => {
  standIn = await startRazorpayStandIn();
  gateway = razorpayGateway({ keyId: standIn.keyId, keySecret: standIn.keySecret, apiUrl: standIn.url });
});
afterAll(() => standIn.close());
beforeEach(() => {
  logs = vi.spyOn(console, 'error').mockImplementation(() => {});
  standIn.requests.length = 0;
  standIn.state.stall = false;
  standIn.state.checkout.outcome = 'pay';
  standIn.state.webhook.url = undefined;
});
afterEach(() => logs.mockRestore());

/** Everything the gateway wrote to the server log, as one text. */
const logged = () =>
  JSON.stringify(logs.mock.calls.map((call) => call.map((part) => (part instanceof Error ? part.message : part))));

const ourOrder = (amount = 899900) => ({ orderId: randomUUID(), orderNumber: 'WF-2027-000123', amount, currency: 'INR' });

async function paidOrder(amount = 899900) {
  const order = ourOrder(amount);
  const created = await gateway.createOrder(order);
  if (!created.ok) throw new Error(created.message);
  const payment = standIn.capture(created.razorpayOrderId);
  return { order, razorpayOrderId: created.razorpayOrderId, payment };
}

describe('a Razorpay order', () => {
  it("is made for the amount in paise, in rupees, with our order's id as receipt and in its notes", async () => {
    const order = ourOrder(1_299_900);
    const created = await gateway.createOrder(order);

    expect(created).toEqual({
      ok: true,
      razorpayOrderId: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      amount: 1_299_900,
      currency: 'INR',
    });
    const [request] = standIn.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/orders',
      body: {
        amount: 1_299_900,
        currency: 'INR',
        receipt: order.orderId,
        notes: { order_id: order.orderId, order_number: 'WF-2027-000123' },
      },
    });
    const basic = Buffer.from(`${standIn.keyId}:${standIn.keySecret}`).toString('base64');
    expect(request!.headers.authorization).toBe(`Basic ${basic}`);
    expect(request!.headers['user-agent']).toMatch(/^razorpay-node@\d+\.\d+\.\d+$/);
    expect(standIn.orders.get(created.ok ? created.razorpayOrderId : '')).toMatchObject({ amount: 1_299_900, status: 'created' });
  });

  it.each([
    ['rupees with paise after the point', 8999.5],
    ['nothing', 0],
    ['a negative amount', -100],
  ])('is not asked for %s', async (_, amount) => {
    expect(await gateway.createOrder(ourOrder(amount))).toEqual({ ok: false, message: RAZORPAY_MESSAGES.orderFailed });
    expect(standIn.requests).toHaveLength(0);
  });

  it("refused by Razorpay, tells the customer no money was taken and logs Razorpay's words", async () => {
    standIn.answerNextWith(400, 'The amount must be at least INR 1.00');
    expect(await gateway.createOrder(ourOrder())).toEqual({ ok: false, message: RAZORPAY_MESSAGES.orderFailed });
    expect(logged()).toContain('The amount must be at least INR 1.00');
  });

  it('takes an API origin with a trailing slash', async () => {
    const slashed = razorpayGateway({ keyId: standIn.keyId, keySecret: standIn.keySecret, apiUrl: `${standIn.url}/` });
    expect(await slashed.createOrder(ourOrder())).toMatchObject({ ok: true });
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/orders' });
  });
});

describe("Razorpay's own API", () => {
  it('is the default', async () => {
    expect(RAZORPAY_API_URL).toBe('https://api.razorpay.com');
    const sent = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ id: 'rfnd_FgRAHdNOM4ZVbO', status: 'processed' }));
    try {
      const real = razorpayGateway({ keyId: 'rzp_live_x', keySecret: 'y' });
      expect(await real.refund({ orderId: 'o-0123456789', paymentReference: 'pay_29QQoUBi66xm2f', amount: 100 })).toEqual({
        ok: true,
        reference: 'rfnd_FgRAHdNOM4ZVbO',
      });
      expect(sent.mock.calls[0]![0]).toBe('https://api.razorpay.com/v1/payments/pay_29QQoUBi66xm2f/refund');
    } finally {
      sent.mockRestore();
    }
  });
});

describe('what became of a Razorpay order (the payments of the order)', () => {
  it('is pending before any payment (untried), and while one is only authorized', async () => {
    const created = await gateway.createOrder(ourOrder());
    if (!created.ok) throw new Error(created.message);
    expect(await gateway.status(created.razorpayOrderId)).toEqual({ status: 'pending', untried: true });
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/orders/${created.razorpayOrderId}/payments` });

    standIn.authorize(created.razorpayOrderId);
    expect(await gateway.status(created.razorpayOrderId)).toEqual({ status: 'pending' });
  });

  it("is failed, in the bank's words, when every payment failed", async () => {
    const created = await gateway.createOrder(ourOrder());
    if (!created.ok) throw new Error(created.message);
    standIn.fail(created.razorpayOrderId, 'Payment was unsuccessful as the UPI PIN was incorrect.');
    expect(await gateway.status(created.razorpayOrderId)).toEqual({
      status: 'failed',
      message: 'Payment was unsuccessful as the UPI PIN was incorrect.',
    });
  });

  it('is paid with the captured payment, also after a failed try on the same order', async () => {
    const created = await gateway.createOrder(ourOrder());
    if (!created.ok) throw new Error(created.message);
    standIn.fail(created.razorpayOrderId);
    const payment = standIn.capture(created.razorpayOrderId);
    expect(await gateway.status(created.razorpayOrderId)).toEqual({ status: 'paid', reference: payment.id });
  });

  it('stays paid once the payment is refunded', async () => {
    const { order, razorpayOrderId, payment } = await paidOrder();
    expect(await gateway.refund({ orderId: order.orderId, paymentReference: payment.id, amount: order.amount })).toMatchObject({
      ok: true,
    });
    expect(standIn.payments.get(payment.id)!.status).toBe('refunded');
    expect(await gateway.status(razorpayOrderId)).toEqual({ status: 'paid', reference: payment.id });
  });

  it('is pending when Razorpay cannot be asked: the customer may have paid', async () => {
    expect(await gateway.status('order_DoesNotExist00')).toEqual({ status: 'pending' });
    expect(logged()).toContain('The id provided does not exist');
  });
});

describe('a refund', () => {
  it('asked twice with the same key gives one refund, and the same reference', async () => {
    const { order, payment } = await paidOrder();
    const refund = { orderId: order.orderId, paymentReference: payment.id, amount: order.amount, currency: 'INR' };

    const first = await gateway.refund(refund);
    const again = await gateway.refund(refund);

    expect(first).toEqual({ ok: true, reference: expect.stringMatching(/^rfnd_/) });
    expect(again).toEqual(first);
    expect(standIn.refundsOf(payment.id)).toHaveLength(1);
    expect(standIn.refundsOf(payment.id)[0]).toMatchObject({ amount: order.amount, notes: { order_id: order.orderId } });
    const sent = standIn.requests.filter((request) => request.path === `/v1/payments/${payment.id}/refund`);
    expect(sent).toHaveLength(2);
    for (const request of sent) {
      expect(request.headers['x-refund-idempotency']).toBe(`refund-${order.orderId}`);
      expect(request.body).toEqual({ amount: order.amount, speed: 'normal', notes: { order_id: order.orderId } });
    }
  });

  it("without the key, Razorpay would refuse the second as fully refunded: the key is what makes a retry the first's answer", async () => {
    const { order, payment } = await paidOrder();
    await gateway.refund({ orderId: order.orderId, paymentReference: payment.id, amount: order.amount });
    const response = await fetch(`${standIn.url}/v1/payments/${payment.id}/refund`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${standIn.keyId}:${standIn.keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ amount: order.amount }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { description: 'The payment has been fully refunded already' } });
    expect(standIn.refundsOf(payment.id)).toHaveLength(1);
  });

  it('of each order has its own key', async () => {
    expect(refundIdempotencyKey('9b2f0c3e-5d1a-4c1e-8f3a-2b7d6e4a1c90')).toBe('refund-9b2f0c3e-5d1a-4c1e-8f3a-2b7d6e4a1c90');
    expect(refundIdempotencyKey('a/b c')).toBe('refund-a_b_c');
    const one = await paidOrder();
    const two = await paidOrder();
    const first = await gateway.refund({
      orderId: one.order.orderId,
      paymentReference: one.payment.id,
      amount: one.order.amount,
    });
    const second = await gateway.refund({
      orderId: two.order.orderId,
      paymentReference: two.payment.id,
      amount: two.order.amount,
    });
    expect(first.ok && second.ok && first.reference !== second.reference).toBe(true);
  });

  it('still being processed by Razorpay (409) asks the admin to try again', async () => {
    const { order, payment } = await paidOrder();
    standIn.answerNextWith(409, 'Request with the same idempotency key is being processed');
    expect(await gateway.refund({ orderId: order.orderId, paymentReference: payment.id, amount: order.amount })).toEqual({
      ok: false,
      message: RAZORPAY_MESSAGES.refundInProgress,
    });
    expect(standIn.refundsOf(payment.id)).toHaveLength(0);
  });

  it("refused by Razorpay gives the admin a clear message and keeps Razorpay's words for the log", async () => {
    const { order } = await paidOrder();
    expect(
      await gateway.refund({ orderId: order.orderId, paymentReference: 'pay_DoesNotExist00', amount: order.amount }),
    ).toEqual({
      ok: false,
      message: RAZORPAY_MESSAGES.refundFailed,
    });
    expect(logged()).toContain('The id provided does not exist');
  });
});

describe('wrong keys (401)', () => {
  const wrong = () => razorpayGateway({ keyId: standIn.keyId, keySecret: 'not-the-secret', apiUrl: standIn.url });

  it('refuse every call with a clear message, and the log says why', async () => {
    const { order, razorpayOrderId, payment } = await paidOrder();
    logs.mockClear();

    expect(await wrong().createOrder(ourOrder())).toEqual({ ok: false, message: RAZORPAY_MESSAGES.orderFailed });
    expect(await wrong().status(razorpayOrderId)).toEqual({ status: 'pending' });
    expect(await wrong().refund({ orderId: order.orderId, paymentReference: payment.id, amount: order.amount })).toEqual({
      ok: false,
      message: RAZORPAY_MESSAGES.refundFailed,
    });
    expect(logs).toHaveBeenCalledTimes(3);
    expect(logged()).toContain('Authentication failed');
    expect(logged()).toContain('401');
    expect(logged()).not.toContain('not-the-secret');
    expect(standIn.refundsOf(payment.id)).toHaveLength(0);
  });
});

describe('a Razorpay that does not answer', () => {
  it('is given up on at the deadline, with a clear message', async () => {
    const { order, razorpayOrderId, payment } = await paidOrder();
    const impatient = razorpayGateway({
      keyId: standIn.keyId,
      keySecret: standIn.keySecret,
      apiUrl: standIn.url,
      timeoutMs: 300,
    });
    standIn.state.stall = true;

    const started = performance.now();
    const [created, status, refund] = await Promise.all([
      impatient.createOrder(ourOrder()),
      impatient.status(razorpayOrderId),
      impatient.refund({ orderId: order.orderId, paymentReference: payment.id, amount: order.amount }),
    ]);
    const took = performance.now() - started;

    expect(created).toEqual({ ok: false, message: RAZORPAY_MESSAGES.orderNoAnswer });
    expect(status).toEqual({ status: 'pending' });
    expect(refund).toEqual({ ok: false, message: RAZORPAY_MESSAGES.refundNoAnswer });
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(3_000);
    expect(logged()).toContain('no answer within 300 ms');
    expect(standIn.refundsOf(payment.id)).toHaveLength(0);
  });
});

/** Runs the stand-in's checkout.js as a page would, in a sandbox with just enough of a document. */
async function loadCheckout() {
  const response = await fetch(standIn.checkoutScriptUrl);
  const page: Record<string, unknown> = {};
  const context = vm.createContext(page);
  page.window = page;
  page.document = {
    createElement: () => ({ src: '', remove() {} }),
    head: {
      appendChild(script: { src: string }) {
        void fetch(script.src)
          .then((answer) => answer.text())
          .then((code) => vm.runInContext(code, context));
      },
    },
  };
  vm.runInContext(await response.text(), context);
  return { response, Razorpay: page.Razorpay as new (options: Record<string, unknown>) => CheckoutInstance };
}

interface CheckoutInstance {
  on(event: string, handler: (response: unknown) => void): void;
  open(): void;
}

/** Opens Checkout for the order and waits for what it does: the handler, payment.failed or the modal closed. */
async function pay(razorpayOrderId: string, amount: number, key = standIn.keyId) {
  const { Razorpay } = await loadCheckout();
  return new Promise<{ handler?: Record<string, string>; failed?: { error: Record<string, unknown> }; dismissed?: true }>(
    (resolve) => {
      const checkout = new Razorpay({
        key,
        order_id: razorpayOrderId,
        amount,
        currency: 'INR',
        name: 'WellFit',
        prefill: { contact: '+919876543210' },
        handler: (answer: Record<string, string>) => resolve({ handler: answer }),
        modal: { ondismiss: () => resolve({ dismissed: true }) },
      });
      checkout.on('payment.failed', (failed) => resolve({ failed: failed as { error: Record<string, unknown> } }));
      checkout.open();
      // 'pay-no-answer': the page never hears back.
      setTimeout(() => resolve({}), 1_000);
    },
  );
}

describe("the stand-in's Checkout", () => {
  it('is served as JavaScript and defines window.Razorpay', async () => {
    const { response, Razorpay } = await loadCheckout();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(typeof Razorpay).toBe('function');
  });

  it("pays: the handler gets ids signed with the key secret, and the order's payments say paid", async () => {
    const order = ourOrder();
    const created = await gateway.createOrder(order);
    if (!created.ok) throw new Error(created.message);

    const { handler } = await pay(created.razorpayOrderId, order.amount);

    expect(handler).toEqual({
      razorpay_payment_id: expect.stringMatching(/^pay_/),
      razorpay_order_id: created.razorpayOrderId,
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const answer = {
      orderId: created.razorpayOrderId,
      paymentId: handler!.razorpay_payment_id!,
      signature: handler!.razorpay_signature!,
    };
    expect(checkoutSignatureValid(answer, standIn.keySecret)).toBe(true);
    expect(checkoutSignatureValid(answer, 'another-secret')).toBe(false);
    expect(await gateway.status(created.razorpayOrderId)).toEqual({ status: 'paid', reference: handler!.razorpay_payment_id });
    expect(standIn.checkoutsOpened.at(-1)).toMatchObject({
      outcome: 'pay',
      options: {
        key: standIn.keyId,
        order_id: created.razorpayOrderId,
        amount: order.amount,
        prefill: { contact: '+919876543210' },
      },
    });
  });

  it('fails when told to: payment.failed with the order and payment, and the order failed', async () => {
    standIn.state.checkout.outcome = 'fail';
    const created = await gateway.createOrder(ourOrder());
    if (!created.ok) throw new Error(created.message);

    const { failed } = await pay(created.razorpayOrderId, 899900);

    expect(failed?.error).toMatchObject({
      description: standIn.state.checkout.failure,
      metadata: { order_id: created.razorpayOrderId, payment_id: expect.stringMatching(/^pay_/) },
    });
    expect(await gateway.status(created.razorpayOrderId)).toEqual({ status: 'failed', message: standIn.state.checkout.failure });
  });

  it('closed by the customer pays nothing', async () => {
    standIn.state.checkout.outcome = 'dismiss';
    const created = await gateway.createOrder(ourOrder());
    if (!created.ok) throw new Error(created.message);
    expect(await pay(created.razorpayOrderId, 899900)).toEqual({ dismissed: true });
    expect(await gateway.status(created.razorpayOrderId)).toEqual({ status: 'pending', untried: true });
  });

  it('refuses another key or amount, as Razorpay does', async () => {
    const created = await gateway.createOrder(ourOrder());
    if (!created.ok) throw new Error(created.message);
    expect((await pay(created.razorpayOrderId, 899900, 'rzp_test_another')).failed?.error).toMatchObject({
      description: 'The api key provided is invalid',
    });
    expect((await pay(created.razorpayOrderId, 100)).failed?.error).toMatchObject({
      description: 'The amount does not match the order',
    });
    expect(standIn.paymentsOf(created.razorpayOrderId)).toHaveLength(0);
  });
});

describe("the stand-in's webhooks", () => {
  let received: { headers: IncomingHttpHeaders; body: string }[];
  let receiver: ReturnType<typeof createServer>;
  let receiverUrl: string;
  beforeAll(async () => {
    received = [];
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payments/razorpay/webhook`;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  it('are signed with the webhook secret and say what the app must do; a redelivery carries the same event id', async () => {
    received.length = 0;
    standIn.state.webhook.url = receiverUrl;
    const { order, razorpayOrderId, payment } = await paidOrder();
    await gateway.refund({ orderId: order.orderId, paymentReference: payment.id, amount: order.amount });
    await standIn.webhooksSettled();

    const effects = received.map(({ headers, body }) => {
      expect(webhookSignatureValid(body, headers['x-razorpay-signature'] as string, standIn.webhookSecret)).toBe(true);
      expect(headers['x-razorpay-event-id']).toMatch(/^evt_/);
      return [JSON.parse(body).event, webhookEffect(parseRazorpayWebhook(body)!)];
    });
    const refundId = standIn.refundsOf(payment.id)[0]!.id;
    expect(Object.fromEntries(effects)).toEqual({
      'payment.captured': { kind: 'paid', razorpayOrderId, paymentId: payment.id, amount: order.amount },
      'order.paid': { kind: 'paid', razorpayOrderId, paymentId: payment.id, amount: order.amount },
      'refund.created': { kind: 'ignored' },
      'refund.processed': { kind: 'refunded', paymentId: payment.id, refundId, orderId: order.orderId },
    });
    expect(standIn.deliveries.every((delivery) => delivery.status === 200)).toBe(true);

    const first = standIn.deliveries[0]!;
    await standIn.redeliver(first.eventId);
    expect(received.at(-1)).toMatchObject({ body: first.body, headers: { 'x-razorpay-event-id': first.eventId } });
  });

  it('can be built for a test to post itself', async () => {
    const { payment } = await paidOrder();
    const { body, headers, eventId } = standIn.signedWebhook('payment.captured', payment.id);
    expect(headers['x-razorpay-event-id']).toBe(eventId);
    expect(webhookSignatureValid(body, headers['x-razorpay-signature'], standIn.webhookSecret)).toBe(true);
    expect(webhookEffect(parseRazorpayWebhook(body)!)).toMatchObject({ kind: 'paid', paymentId: payment.id });
  });
});
