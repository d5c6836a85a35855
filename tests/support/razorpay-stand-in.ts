import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for Razorpay (api.razorpay.com and checkout.razorpay.com's script), for tests
// and the e2e servers: the API calls WellFit makes, with Basic auth by key id and secret and
// errors in Razorpay's shape:
//   POST /v1/orders, GET /v1/orders/:id, GET /v1/orders/:id/payments,
//   POST /v1/payments/:id/refund (X-Refund-Idempotency: the same key and body answer the same refund);
// and /v1/checkout.js, a Checkout whose open() pays, fails or is closed as the test says, signing
// its answer with the key secret as Razorpay does. Payments happen through Checkout or the test's
// capture()/fail()/authorize(); each change sends Razorpay's webhooks, signed with the webhook
// secret, to `webhook.url` when the test sets one. Every request is recorded.

export interface RazorpayOrderEntity {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, unknown> | [];
  created_at: number;
}

export interface RazorpayPaymentEntity {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  method: string;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  email: string | null;
  contact: string | null;
  notes: Record<string, unknown> | [];
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
}

export interface RazorpayRefundEntity {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, unknown> | [];
  receipt: string | null;
  status: 'pending' | 'processed' | 'failed';
  speed_requested: string;
  speed_processed: string;
  created_at: number;
}

export interface RazorpayRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The JSON body, parsed; undefined for a request without one. */
  body: unknown;
}

/** What Checkout's open() does: pay (and answer the page), fail, be closed by the customer, or pay with the answer lost (a closed tab). */
export type CheckoutOutcome = 'pay' | 'fail' | 'dismiss' | 'pay-no-answer';

export interface CheckoutOpened {
  /** The options the page gave `new Razorpay(…)`: key, order_id, amount, currency, prefill, … */
  options: Record<string, unknown>;
  outcome: CheckoutOutcome;
  /** Why Checkout refused to open (an unknown key or order), as its error's description. */
  problem?: string;
}

export interface WebhookDelivery {
  eventId: string;
  event: string;
  body: string;
  /** The receiver's status, or 0 when it could not be reached. */
  status: number;
}

export type WebhookEventName =
  | 'payment.authorized'
  | 'payment.captured'
  | 'payment.failed'
  | 'order.paid'
  | 'refund.created'
  | 'refund.processed'
  | 'refund.failed';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay's ids: a prefix and 14 letters and digits. */
const newId = (prefix: string) => `${prefix}_${[...randomBytes(14)].map((byte) => ID_ALPHABET[byte % 62]).join('')}`;
const unixNow = () => Math.floor(Date.now() / 1000);

const razorpayError = (description: string, field?: string) => ({
  error: {
    code: 'BAD_REQUEST_ERROR',
    description,
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    metadata: {},
    ...(field ? { field } : {}),
  },
});

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text, 'utf8').digest('hex');

export async function startRazorpayStandIn({
  keyId = 'rzp_test_StandIn00000001',
  keySecret = 'stand-in-key-secret-0123456789',
  webhookSecret = 'stand-in-webhook-secret-0123456789',
  port = 0,
}: { keyId?: string; keySecret?: string; webhookSecret?: string; port?: number } = {}) {
  const orders = new Map<string, RazorpayOrderEntity>();
  const payments = new Map<string, RazorpayPaymentEntity>();
  const refunds = new Map<string, RazorpayRefundEntity>();
  /** Refund answers by idempotency key, with the body that made them. */
  const idempotent = new Map<string, { body: string; refund: RazorpayRefundEntity }>();
  const requests: RazorpayRequest[] = [];
  const checkoutsOpened: CheckoutOpened[] = [];
  const deliveries: WebhookDelivery[] = [];
  const sentEvents = new Map<string, { event: string; body: string }>();
  const pendingDeliveries = new Set<Promise<void>>();
  const forced: { status: number; description: string }[] = [];

  const state = {
    /** Takes every API request and never answers (a Razorpay that hangs). */
    stall: false,
    /** What the next Checkout open() does, and the failure's description. */
    checkout: { outcome: 'pay' as CheckoutOutcome, failure: 'Payment failed due to insufficient balance' },
    /** Refunds are processed at once, or stay pending until processRefund(). */
    refundStatus: 'processed' as 'processed' | 'pending',
    /** Where webhooks go (the app's /api/payments/razorpay/webhook), once the test knows it. */
    webhook: { url: undefined as string | undefined, delayMs: 0 },
  };

  const basicAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  // The webhooks: Razorpay's event body, signed over its bytes, with the event's id in a header.

  function eventBody(event: WebhookEventName, subjectId: string): string {
    const payload: Record<string, { entity: unknown }> = {};
    const contains: string[] = [];
    const add = (name: string, entity: unknown) => {
      if (!entity) throw new Error(`No ${name} for ${event} of ${subjectId}`);
      payload[name] = { entity: structuredClone(entity) };
      contains.push(name);
    };
    if (event.startsWith('refund.')) {
      const refund = refunds.get(subjectId);
      add('refund', refund);
      add('payment', payments.get(refund!.payment_id));
    } else {
      const payment = payments.get(subjectId);
      add('payment', payment);
      if (event === 'order.paid') add('order', orders.get(payment!.order_id));
    }
    return JSON.stringify({ entity: 'event', account_id: 'acc_StandIn0000001', event, contains, payload, created_at: unixNow() });
  }

  /** A webhook as Razorpay would send it: its body, and the headers that come with it. */
  function signedWebhook(event: WebhookEventName, subjectId: string, eventId = newId('evt')) {
    const body = eventBody(event, subjectId);
    return {
      eventId,
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmac(webhookSecret, body),
        'x-razorpay-event-id': eventId,
      },
    };
  }

  async function deliver(eventId: string, event: string, body: string) {
    const url = state.webhook.url;
    if (!url) return;
    if (state.webhook.delayMs) await new Promise((resolve) => setTimeout(resolve, state.webhook.delayMs));
    let status = 0;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Razorpay-Webhook/v1',
          'x-razorpay-signature': hmac(webhookSecret, body),
          'x-razorpay-event-id': eventId,
        },
        body,
      });
      status = response.status;
      await response.arrayBuffer();
    } catch {
      status = 0;
    }
    deliveries.push({ eventId, event, body, status });
  }

  function send(event: WebhookEventName, subjectId: string) {
    if (!state.webhook.url) return;
    const eventId = newId('evt');
    const body = eventBody(event, subjectId);
    sentEvents.set(eventId, { event, body });
    const delivery = deliver(eventId, event, body).finally(() => pendingDeliveries.delete(delivery));
    pendingDeliveries.add(delivery);
  }

  // Payments of an order, as Checkout makes them.

  function orderOf(razorpayOrderId: string) {
    const order = orders.get(razorpayOrderId);
    if (!order) throw new Error(`No Razorpay order ${razorpayOrderId}`);
    return order;
  }

  function newPayment(order: RazorpayOrderEntity, status: RazorpayPaymentEntity['status'], method: string) {
    if (order.status === 'paid') throw new Error(`Razorpay order ${order.id} is paid already`);
    const payment: RazorpayPaymentEntity = {
      id: newId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status,
      order_id: order.id,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: status === 'captured',
      description: null,
      email: null,
      contact: null,
      notes: [],
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      created_at: unixNow(),
    };
    payments.set(payment.id, payment);
    order.attempts += 1;
    order.status = 'attempted';
    return payment;
  }

  /** A payment of the order that went through: captured, the order paid (payment.captured, order.paid). */
  function capture(razorpayOrderId: string, { method = 'upi' }: { method?: string } = {}) {
    const order = orderOf(razorpayOrderId);
    const payment = newPayment(order, 'captured', method);
    Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0 });
    send('payment.captured', payment.id);
    send('order.paid', payment.id);
    return payment;
  }

  /** A payment of the order the bank refused (payment.failed); the order may still be paid by another. */
  function fail(razorpayOrderId: string, description = state.checkout.failure, { method = 'upi' }: { method?: string } = {}) {
    const payment = newPayment(orderOf(razorpayOrderId), 'failed', method);
    Object.assign(payment, {
      error_code: 'BAD_REQUEST_ERROR',
      error_description: description,
      error_source: 'customer',
      error_step: 'payment_authorization',
      error_reason: 'payment_failed',
    });
    send('payment.failed', payment.id);
    return payment;
  }

  /** A payment authorized and not yet captured (late authorization). */
  function authorize(razorpayOrderId: string) {
    const payment = newPayment(orderOf(razorpayOrderId), 'authorized', 'upi');
    send('payment.authorized', payment.id);
    return payment;
  }

  /** A pending refund goes through (refund.processed). */
  function processRefund(refundId: string) {
    const refund = refunds.get(refundId);
    if (!refund) throw new Error(`No Razorpay refund ${refundId}`);
    refund.status = 'processed';
    send('refund.processed', refund.id);
    return refund;
  }

  // The API.

  function refund(paymentId: string, rawBody: string, idempotencyKey: string | undefined): [number, unknown] {
    if (idempotencyKey !== undefined) {
      if (!/^[A-Za-z0-9_-]{10,}$/.test(idempotencyKey)) return [400, razorpayError('The idempotency key is invalid.')];
      const earlier = idempotent.get(idempotencyKey);
      if (earlier) {
        if (earlier.body !== rawBody) {
          return [400, razorpayError('Different request with the same idempotency key has already been processed.')];
        }
        return [200, earlier.refund];
      }
    }
    const payment = payments.get(paymentId);
    if (!payment) return [400, razorpayError('The id provided does not exist')];
    if (payment.status === 'refunded') return [400, razorpayError('The payment has been fully refunded already')];
    if (payment.status !== 'captured') return [400, razorpayError('Only payments which have been captured can be refunded')];
    const body = (rawBody ? JSON.parse(rawBody) : {}) as {
      amount?: number;
      speed?: string;
      notes?: Record<string, unknown>;
      receipt?: string;
    };
    const left = payment.amount - payment.amount_refunded;
    const amount = body.amount ?? left;
    if (!Number.isInteger(amount) || amount < 100) return [400, razorpayError('The amount must be at least INR 1.00', 'amount')];
    if (amount > left) return [400, razorpayError('The refund amount provided is greater than amount captured', 'amount')];
    const created: RazorpayRefundEntity = {
      id: newId('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: body.notes ?? [],
      receipt: body.receipt ?? null,
      status: state.refundStatus,
      speed_requested: body.speed ?? 'normal',
      speed_processed: 'normal',
      created_at: unixNow(),
    };
    refunds.set(created.id, created);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    if (idempotencyKey !== undefined) idempotent.set(idempotencyKey, { body: rawBody, refund: created });
    send('refund.created', created.id);
    if (created.status === 'processed') send('refund.processed', created.id);
    return [200, created];
  }

  function createOrder(body: Record<string, unknown>): [number, unknown] {
    const { amount, currency, receipt, notes } = body;
    if (typeof amount !== 'number' || !Number.isInteger(amount))
      return [400, razorpayError('The amount must be an integer.', 'amount')];
    if (amount < 100) return [400, razorpayError('The amount must be at least INR 1.00', 'amount')];
    if (currency !== 'INR') return [400, razorpayError('The requested currency is not supported.', 'currency')];
    if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
      return [400, razorpayError('The receipt may not be greater than 40 characters.', 'receipt')];
    }
    if (notes !== undefined && (typeof notes !== 'object' || notes === null || Object.keys(notes).length > 15)) {
      return [400, razorpayError('The notes may not have more than 15 items.', 'notes')];
    }
    const order: RazorpayOrderEntity = {
      id: newId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: (receipt as string | undefined) ?? null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: (notes as Record<string, unknown> | undefined) ?? [],
      created_at: unixNow(),
    };
    orders.set(order.id, order);
    return [200, order];
  }

  function api(method: string, path: string, rawBody: string, request: IncomingMessage): [number, unknown] {
    const forcedAnswer = forced.shift();
    if (forcedAnswer) return [forcedAnswer.status, razorpayError(forcedAnswer.description)];
    if (method === 'POST' && path === '/v1/orders') return createOrder(JSON.parse(rawBody || '{}'));
    const order = /^\/v1\/orders\/([^/]+)(\/payments)?$/.exec(path);
    if (method === 'GET' && order) {
      const found = orders.get(order[1]!);
      if (!found) return [400, razorpayError('The id provided does not exist')];
      if (!order[2]) return [200, found];
      const items = [...payments.values()].filter((payment) => payment.order_id === found.id).reverse();
      return [200, { entity: 'collection', count: items.length, items }];
    }
    const refundPath = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && refundPath) {
      const key = request.headers['x-refund-idempotency'];
      return refund(decodeURIComponent(refundPath[1]!), rawBody, Array.isArray(key) ? key[0] : key);
    }
    return [404, razorpayError('The requested URL was not found on the server.')];
  }

  // Checkout: the script, and the answer its open() fetches (a script too, so the page's
  // Content-Security-Policy needs nothing beyond the script's origin).

  function checkoutScript(origin: string) {
    return `(function () {
  var origin = ${JSON.stringify(origin)};
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.handlers = {};
  }
  Razorpay.prototype.on = function (event, handler) {
    (this.handlers[event] = this.handlers[event] || []).push(handler);
    return this;
  };
  Razorpay.prototype.close = function () {};
  Razorpay.prototype.open = function () {
    var self = this;
    var o = this.options;
    var callback = 'razorpayStandIn' + Math.random().toString(36).slice(2);
    var script = document.createElement('script');
    window[callback] = function (answer) {
      delete window[callback];
      script.remove();
      if (answer.error) {
        (self.handlers['payment.failed'] || []).forEach(function (handler) { handler({ error: answer.error }); });
      } else if (answer.dismissed) {
        if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
      } else if (answer.paid && typeof o.handler === 'function') {
        o.handler(answer.paid);
      }
    };
    var options = { key: o.key, order_id: o.order_id, amount: o.amount, currency: o.currency, name: o.name,
      description: o.description, prefill: o.prefill, notes: o.notes, method: o.method };
    script.src = origin + '/v1/checkout/open?callback=' + callback + '&options=' + encodeURIComponent(JSON.stringify(options));
    document.head.appendChild(script);
  };
  window.Razorpay = Razorpay;
})();
`;
  }

  function openCheckout(options: Record<string, unknown>) {
    const outcome = state.checkout.outcome;
    const opened: CheckoutOpened = { options, outcome };
    checkoutsOpened.push(opened);
    const order = typeof options.order_id === 'string' ? orders.get(options.order_id) : undefined;
    const problem =
      options.key !== keyId
        ? 'The api key provided is invalid'
        : !order
          ? 'The id provided does not exist'
          : order.status === 'paid'
            ? 'Order has already been paid'
            : options.amount !== undefined && Number(options.amount) !== order.amount
              ? 'The amount does not match the order'
              : undefined;
    if (problem || !order) {
      opened.problem = problem;
      return { error: { ...razorpayError(problem!).error, metadata: { order_id: options.order_id } } };
    }
    if (outcome === 'dismiss') return { dismissed: true };
    if (outcome === 'fail') {
      const payment = fail(order.id);
      return {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: payment.error_description,
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: order.id, payment_id: payment.id },
        },
      };
    }
    const payment = capture(order.id);
    if (outcome === 'pay-no-answer') return {};
    return {
      paid: {
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: hmac(keySecret, `${order.id}|${payment.id}`),
      },
    };
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const method = request.method ?? 'GET';
      let body: unknown;
      try {
        body = rawBody ? JSON.parse(rawBody) : undefined;
      } catch {
        body = rawBody;
      }
      requests.push({ method, path: url.pathname, headers: request.headers, body });

      const script = (status: number, text: string) =>
        response
          .writeHead(status, { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-store' })
          .end(text);
      if (method === 'GET' && url.pathname === '/v1/checkout.js') return script(200, checkoutScript(origin));
      if (method === 'GET' && url.pathname === '/v1/checkout/open') {
        const callback = url.searchParams.get('callback') ?? '';
        if (!/^[A-Za-z0-9_]+$/.test(callback)) return script(400, '');
        const options = JSON.parse(url.searchParams.get('options') ?? '{}') as Record<string, unknown>;
        return script(200, `window[${JSON.stringify(callback)}](${JSON.stringify(openCheckout(options))});`);
      }

      // The browser tests' control, the stand-in running in a process of its own: what Checkout does
      // next, and the webhooks delivered so far.
      if (method === 'PUT' && url.pathname === '/__stand-in/checkout-outcome') {
        const outcome = String(body) as CheckoutOutcome;
        if (!['pay', 'fail', 'dismiss', 'pay-no-answer'].includes(outcome)) return script(400, '');
        state.checkout.outcome = outcome;
        return response.writeHead(204).end();
      }
      if (method === 'GET' && url.pathname === '/__stand-in/deliveries') {
        return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(deliveries));
      }
      if (state.stall) return;
      const answer = (status: number, json: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (request.headers.authorization !== basicAuth) {
        return answer(401, {
          error: { ...razorpayError('Authentication failed').error, source: 'NA', step: 'NA', reason: 'NA' },
        });
      }
      try {
        answer(...api(method, url.pathname, rawBody, request));
      } catch (error) {
        answer(400, razorpayError(`The request could not be read: ${(error as Error).message}`));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** The API's origin (RAZORPAY_API_URL). */
    url: origin,
    /** Checkout's script, for the page to load instead of https://checkout.razorpay.com/v1/checkout.js. */
    checkoutScriptUrl: `${origin}/v1/checkout.js`,
    keyId,
    keySecret,
    webhookSecret,
    state,
    requests,
    checkoutsOpened,
    deliveries,
    orders,
    payments,
    refunds,
    capture,
    fail,
    authorize,
    processRefund,
    /** The next API request is answered with this status and description instead. */
    answerNextWith(status: number, description: string) {
      forced.push({ status, description });
    },
    /** The payments of a Razorpay order, newest first (as the API lists them). */
    paymentsOf: (razorpayOrderId: string) => [...payments.values()].filter((p) => p.order_id === razorpayOrderId).reverse(),
    /** The refunds of a payment. */
    refundsOf: (paymentId: string) => [...refunds.values()].filter((refund) => refund.payment_id === paymentId),
    /** The signature of Checkout's answer for this order and payment, as Razorpay signs it. */
    checkoutSignature: (razorpayOrderId: string, paymentId: string) => hmac(keySecret, `${razorpayOrderId}|${paymentId}`),
    signedWebhook,
    /** Sends an event delivered before again, the same id and body (Razorpay retries). */
    async redeliver(eventId: string) {
      const sent = sentEvents.get(eventId);
      if (!sent) throw new Error(`No webhook ${eventId} was sent`);
      await deliver(eventId, sent.event, sent.body);
    },
    /** Until every webhook sent so far has been answered. */
    async webhooksSettled() {
      while (pendingDeliveries.size) await Promise.all([...pendingDeliveries]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A stalled request the client gave up on must not hold the stand-in open.
        server.closeAllConnections();
      }),
  };
}

export type RazorpayStandIn = Awaited<ReturnType<typeof startRazorpayStandIn>>;
