import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from '@/lib/domain/validation';

// Razorpay's two signatures, both HMAC-SHA256 in hex, with different keys over different texts:
// - Checkout's answer in the browser (razorpay_signature), keyed with the API key secret, over
//   `${razorpay_order_id}|${razorpay_payment_id}`, where the order id is the one the server
//   created (never the one the browser sends back);
// - a webhook's X-Razorpay-Signature header, keyed with the webhook secret, over the raw body.
//
// The SDK has both checks: `Razorpay.validateWebhookSignature` (public, static) and
// `validatePaymentVerification` (razorpay/dist/utils/razorpay-utils, documented in the SDK's
// documents/paymentVerfication.md). We compute the HMAC with node:crypto instead: the SDK compares
// the hex strings with `===`, which is not constant-time, and throws on a missing signature or
// secret; these answer false for anything malformed and never throw. The unit tests check that
// the two agree on what is valid.

const HEX_SIGNATURE = /^[0-9a-f]{64}$/i;

function hmacMatches(message: string, signature: unknown, secret: string): boolean {
  try {
    if (typeof signature !== 'string' || !HEX_SIGNATURE.test(signature) || typeof secret !== 'string' || !secret) {
      return false;
    }
    const expected = createHmac('sha256', secret).update(message, 'utf8').digest();
    return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
  } catch {
    return false;
  }
}

/** Razorpay's order and payment ids: `order_…`, `pay_…`, letters and digits. */
const RAZORPAY_ID = /^[A-Za-z0-9_]+$/;

/** The signature of Checkout's answer; tests and stand-ins sign with it. */
export function checkoutSignature(orderId: string, paymentId: string, keySecret: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`, 'utf8').digest('hex');
}

/**
 * Whether Checkout's answer was signed by Razorpay for this order and payment. `orderId` must be
 * the Razorpay order the server created for our order, not one the browser names.
 */
export function checkoutSignatureValid(
  answer: { orderId: string; paymentId: string; signature: string },
  keySecret: string,
): boolean {
  const { orderId, paymentId, signature } = answer ?? {};
  if (typeof orderId !== 'string' || typeof paymentId !== 'string') return false;
  if (!RAZORPAY_ID.test(orderId) || !RAZORPAY_ID.test(paymentId)) return false;
  return hmacMatches(`${orderId}|${paymentId}`, signature, keySecret);
}

/** The X-Razorpay-Signature of a webhook body; tests and stand-ins sign with it. */
export function webhookSignature(rawBody: string, webhookSecret: string): string {
  return createHmac('sha256', webhookSecret).update(rawBody, 'utf8').digest('hex');
}

/**
 * Whether a webhook's body is Razorpay's, byte for byte: `rawBody` is the request's text as it
 * arrived (never JSON parsed and written again), `signature` its X-Razorpay-Signature header.
 */
export function webhookSignatureValid(rawBody: string, signature: string | null, webhookSecret: string): boolean {
  if (typeof rawBody !== 'string') return false;
  return hmacMatches(rawBody, signature, webhookSecret);
}

// The webhook events WellFit handles, with the fields it reads (Razorpay sends many more; they
// are dropped). The event's id is not in the body: it is the X-Razorpay-Event-Id header, which
// the route passes on separately to handle each event once.

/** Razorpay writes empty notes as `[]`. */
const notes = z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]);

const payment = z.object({
  entity: z.object({
    id: z.string(),
    order_id: z.nullable(z.string()),
    /** Paise. */
    amount: z.int(),
    currency: z.string(),
    status: z.string(),
    error_description: z.optional(z.nullable(z.string())),
  }),
});

const order = z.object({
  entity: z.object({
    id: z.string(),
    receipt: z.optional(z.nullable(z.string())),
    /** Paise. */
    amount: z.int(),
    status: z.string(),
  }),
});

const refund = z.object({
  entity: z.object({
    id: z.string(),
    payment_id: z.string(),
    /** Paise. */
    amount: z.int(),
    status: z.string(),
    notes: z.optional(z.nullable(notes)),
  }),
});

export const HANDLED_WEBHOOK_EVENTS = ['payment.captured', 'payment.failed', 'order.paid', 'refund.processed'] as const;
export type HandledWebhookEventName = (typeof HANDLED_WEBHOOK_EVENTS)[number];

const handledEvent = z.discriminatedUnion('event', [
  z.object({ event: z.literal('payment.captured'), payload: z.object({ payment }) }),
  z.object({ event: z.literal('payment.failed'), payload: z.object({ payment }) }),
  z.object({ event: z.literal('order.paid'), payload: z.object({ payment, order }) }),
  z.object({ event: z.literal('refund.processed'), payload: z.object({ refund, payment: z.optional(payment) }) }),
]);

/** Any other event Razorpay may send (refund.created, payment.authorized, …): taken and ignored. */
const otherEvent = z.object({
  event: z
    .string()
    .check(
      z.refine((name) => !(HANDLED_WEBHOOK_EVENTS as readonly string[]).includes(name), 'A handled event without its fields'),
    ),
});

/**
 * A webhook's body, parsed: one of the handled events with the fields WellFit reads, or any other
 * event by name. A handled event without its fields does not parse (the route answers 400).
 */
export const razorpayWebhookSchema = z.union([handledEvent, otherEvent]);

export type HandledWebhookEvent = z.infer<typeof handledEvent>;
export type RazorpayWebhookEvent = z.infer<typeof razorpayWebhookSchema>;

const isHandled = (event: RazorpayWebhookEvent): event is HandledWebhookEvent =>
  (HANDLED_WEBHOOK_EVENTS as readonly string[]).includes(event.event);

/** A webhook's body as an event, or null when it is not JSON or not an event this schema reads. */
export function parseRazorpayWebhook(rawBody: string): RazorpayWebhookEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = razorpayWebhookSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The customer-safe words for a failed payment Razorpay gave no description of. */
export const PAYMENT_DID_NOT_GO_THROUGH = 'The payment did not go through. No money was taken.';

/**
 * What the app must do for a webhook event:
 * - `paid`: the Razorpay order was paid by this payment (payment.captured and order.paid both say
 *   so, for the same payment: record it once);
 * - `failed`: one attempt to pay the order failed. Checkout lets the customer try again on the same
 *   order, so a later `paid` for it wins over this;
 * - `refunded`: the refund went through (`orderId` is ours, from the refund's notes, when set);
 * - `ignored`: nothing to do (another event, or a payment made without an order).
 */
export type WebhookEffect =
  | { kind: 'paid'; razorpayOrderId: string; paymentId: string; amount: number }
  | { kind: 'failed'; razorpayOrderId: string; message: string }
  | { kind: 'refunded'; paymentId: string; refundId: string; orderId: string | null }
  | { kind: 'ignored' };

export function webhookEffect(event: RazorpayWebhookEvent): WebhookEffect {
  if (!isHandled(event)) return { kind: 'ignored' };
  switch (event.event) {
    case 'payment.captured':
    case 'order.paid': {
      const { id, order_id, amount } = event.payload.payment.entity;
      const razorpayOrderId = event.event === 'order.paid' ? event.payload.order.entity.id : order_id;
      if (!razorpayOrderId) return { kind: 'ignored' };
      return { kind: 'paid', razorpayOrderId, paymentId: id, amount };
    }
    case 'payment.failed': {
      const { order_id, error_description } = event.payload.payment.entity;
      if (!order_id) return { kind: 'ignored' };
      return { kind: 'failed', razorpayOrderId: order_id, message: error_description || PAYMENT_DID_NOT_GO_THROUGH };
    }
    case 'refund.processed': {
      const { id, payment_id, notes } = event.payload.refund.entity;
      const orderId = notes && !Array.isArray(notes) && typeof notes.order_id === 'string' ? notes.order_id : null;
      return { kind: 'refunded', paymentId: payment_id, refundId: id, orderId };
    }
  }
}
