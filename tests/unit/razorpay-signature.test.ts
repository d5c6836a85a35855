import { createHmac } from 'node:crypto';
import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils';
import { describe, expect, it } from 'vitest';
import {
  checkoutSignature,
  checkoutSignatureValid,
  parseRazorpayWebhook,
  PAYMENT_DID_NOT_GO_THROUGH,
  type RazorpayWebhookEvent,
  webhookEffect,
  webhookSignature,
  webhookSignatureValid,
} from '@/lib/payments/razorpay-signature';

// Razorpay's two signatures (Checkout's answer, the webhook's header), and what each webhook
// event asks of the app.

const keySecret = 'EnLs21M47BllR3X8PSFtjtbd';
const webhookSecret = 'wellfit-webhook-secret-2027';
const orderId = 'order_IluGWxBm9U8zJ8';
const paymentId = 'pay_IluGWxBm9U8zJ9';
// As Razorpay's documentation computes it: HMAC-SHA256(order_id + "|" + payment_id, key secret), in hex.
const signature = createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');

describe("Checkout's answer", () => {
  it('is signed as Razorpay signs it', () => expect(checkoutSignature(orderId, paymentId, keySecret)).toBe(signature));

  it.each([
    ['the answer as Razorpay signed it', { orderId, paymentId, signature }, keySecret, true],
    ['its signature in capitals', { orderId, paymentId, signature: signature.toUpperCase() }, keySecret, true],
    ['another order', { orderId: 'order_IluGWxBm9U8zJ7', paymentId, signature }, keySecret, false],
    ['another payment', { orderId, paymentId: 'pay_IluGWxBm9U8zJ8', signature }, keySecret, false],
    ['the ids swapped', { orderId: paymentId, paymentId: orderId, signature }, keySecret, false],
    ['a pipe moved between the ids', { orderId: `${orderId}|pay`, paymentId: '_IluGWxBm9U8zJ9', signature }, keySecret, false],
    ['another secret', { orderId, paymentId, signature }, 'another-key-secret-123', false],
    ['an empty secret', { orderId, paymentId, signature: checkoutSignature(orderId, paymentId, '') }, '', false],
    [
      'one hex digit changed',
      { orderId, paymentId, signature: `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}` },
      keySecret,
      false,
    ],
    ['an empty signature', { orderId, paymentId, signature: '' }, keySecret, false],
    ['a signature cut short', { orderId, paymentId, signature: signature.slice(0, 62) }, keySecret, false],
    ['a signature too long', { orderId, paymentId, signature: `${signature}00` }, keySecret, false],
    ['a signature that is not hex', { orderId, paymentId, signature: `${signature.slice(0, 63)}g` }, keySecret, false],
    [
      'a signature in base64',
      { orderId, paymentId, signature: Buffer.from(signature, 'hex').toString('base64') },
      keySecret,
      false,
    ],
    ['an empty order id', { orderId: '', paymentId, signature: checkoutSignature('', paymentId, keySecret) }, keySecret, false],
    ['no signature at all', { orderId, paymentId, signature: undefined as unknown as string }, keySecret, false],
    ['a number for a signature', { orderId, paymentId, signature: 42 as unknown as string }, keySecret, false],
    ['ids that are not strings', { orderId: null as unknown as string, paymentId, signature }, keySecret, false],
  ])('%s', (_, answer, secret, valid) => {
    expect(checkoutSignatureValid(answer, secret)).toBe(valid);
  });

  it('never throws, whatever arrives', () => {
    for (const answer of [null, undefined, {}, 'text', [1, 2]]) {
      expect(checkoutSignatureValid(answer as never, keySecret)).toBe(false);
    }
  });

  it("agrees with the SDK's validatePaymentVerification", () => {
    for (const [order, payment] of [
      [orderId, paymentId],
      ['order_N8FRN5zTm5S3wx', 'pay_N8FUmetkCE2hZP'],
    ] as const) {
      const signed = checkoutSignature(order, payment, keySecret);
      expect(validatePaymentVerification({ order_id: order, payment_id: payment }, signed, keySecret)).toBe(true);
      expect(checkoutSignatureValid({ orderId: order, paymentId: payment, signature: signed }, keySecret)).toBe(true);
    }
    expect(validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, 'another')).toBe(false);
  });
});

const capturedBody = JSON.stringify({
  entity: 'event',
  account_id: 'acc_BFQ7uQEaa7j2z7',
  event: 'payment.captured',
  contains: ['payment'],
  payload: {
    payment: {
      entity: {
        id: paymentId,
        entity: 'payment',
        amount: 899900,
        currency: 'INR',
        status: 'captured',
        order_id: orderId,
        method: 'upi',
        vpa: 'gaurav.kumar@exampleupi',
        error_description: null,
        created_at: 1691735748,
      },
    },
  },
  created_at: 1691735748,
});
const headerOf = (body: string, secret = webhookSecret) => createHmac('sha256', secret).update(body).digest('hex');

describe("a webhook's signature", () => {
  it('is signed as Razorpay signs it', () => expect(webhookSignature(capturedBody, webhookSecret)).toBe(headerOf(capturedBody)));

  const oneByte = capturedBody.replace('"amount":899900', '"amount":899901');
  it.each([
    ['the body as Razorpay signed it', capturedBody, headerOf(capturedBody), webhookSecret, true],
    ['one byte of the body changed', oneByte, headerOf(capturedBody), webhookSecret, false],
    ['a space added to the body', `${capturedBody} `, headerOf(capturedBody), webhookSecret, false],
    [
      'the body parsed and written again',
      JSON.stringify(JSON.parse(capturedBody), null, 2),
      headerOf(capturedBody),
      webhookSecret,
      false,
    ],
    ['signed with the key secret instead', capturedBody, headerOf(capturedBody, keySecret), webhookSecret, false],
    ['another webhook secret', capturedBody, headerOf(capturedBody), 'another-webhook-secret', false],
    ['an empty webhook secret', capturedBody, headerOf(capturedBody, ''), '', false],
    ['no header', capturedBody, null, webhookSecret, false],
    ['an empty header', capturedBody, '', webhookSecret, false],
    ['a header that is not hex', capturedBody, 'sha256=not-a-signature', webhookSecret, false],
    ['an empty body', '', headerOf(''), webhookSecret, true],
  ])('%s', (_, body, header, secret, valid) => {
    expect(webhookSignatureValid(body, header, secret)).toBe(valid);
  });

  it("agrees with the SDK's validateWebhookSignature", () => {
    expect(Razorpay.validateWebhookSignature(capturedBody, headerOf(capturedBody), webhookSecret)).toBe(true);
    expect(webhookSignatureValid(capturedBody, headerOf(capturedBody), webhookSecret)).toBe(true);
    expect(Razorpay.validateWebhookSignature(oneByte, headerOf(capturedBody), webhookSecret)).toBe(false);
    expect(webhookSignatureValid(oneByte, headerOf(capturedBody), webhookSecret)).toBe(false);
  });
});

const payment = (fields: Record<string, unknown> = {}) => ({
  entity: {
    id: paymentId,
    entity: 'payment',
    amount: 899900,
    currency: 'INR',
    status: 'captured',
    order_id: orderId,
    error_description: null,
    ...fields,
  },
});
const event = (name: string, payload: Record<string, unknown>) =>
  JSON.stringify({ entity: 'event', account_id: 'acc_BFQ7uQEaa7j2z7', event: name, contains: Object.keys(payload), payload });
const refund = (notes: unknown) => ({
  entity: {
    id: 'rfnd_FgRAHdNOM4ZVbO',
    entity: 'refund',
    amount: 899900,
    currency: 'INR',
    payment_id: paymentId,
    notes,
    status: 'processed',
  },
});

describe('what a webhook event asks of the app', () => {
  it.each<[string, string, ReturnType<typeof webhookEffect>]>([
    ['payment.captured', capturedBody, { kind: 'paid', razorpayOrderId: orderId, paymentId, amount: 899900 }],
    [
      'order.paid',
      event('order.paid', {
        payment: payment(),
        order: {
          entity: {
            id: orderId,
            entity: 'order',
            receipt: '9b2f0c3e-5d1a-4c1e-8f3a-2b7d6e4a1c90',
            amount: 899900,
            status: 'paid',
          },
        },
      }),
      { kind: 'paid', razorpayOrderId: orderId, paymentId, amount: 899900 },
    ],
    [
      'payment.failed',
      event('payment.failed', {
        payment: payment({ status: 'failed', error_description: 'Payment was unsuccessful as the UPI PIN was incorrect.' }),
      }),
      { kind: 'failed', razorpayOrderId: orderId, message: 'Payment was unsuccessful as the UPI PIN was incorrect.' },
    ],
    [
      'payment.failed without a description',
      event('payment.failed', { payment: payment({ status: 'failed', error_description: null }) }),
      { kind: 'failed', razorpayOrderId: orderId, message: PAYMENT_DID_NOT_GO_THROUGH },
    ],
    [
      'refund.processed with our order id in its notes',
      event('refund.processed', { refund: refund({ order_id: '9b2f0c3e-5d1a-4c1e-8f3a-2b7d6e4a1c90' }), payment: payment() }),
      { kind: 'refunded', paymentId, refundId: 'rfnd_FgRAHdNOM4ZVbO', orderId: '9b2f0c3e-5d1a-4c1e-8f3a-2b7d6e4a1c90' },
    ],
    [
      'refund.processed with empty notes (Razorpay writes [])',
      event('refund.processed', { refund: refund([]) }),
      { kind: 'refunded', paymentId, refundId: 'rfnd_FgRAHdNOM4ZVbO', orderId: null },
    ],
    [
      'payment.captured of a payment made without an order',
      event('payment.captured', { payment: payment({ order_id: null }) }),
      { kind: 'ignored' },
    ],
    ['refund.created', event('refund.created', { refund: refund([]) }), { kind: 'ignored' }],
    ['payment.authorized', event('payment.authorized', { payment: payment({ status: 'authorized' }) }), { kind: 'ignored' }],
    ['an event Razorpay adds tomorrow', event('payment.dispute.created', {}), { kind: 'ignored' }],
  ])('%s', (_, body, effect) => {
    const parsed = parseRazorpayWebhook(body);
    expect(parsed).not.toBeNull();
    expect(webhookEffect(parsed as RazorpayWebhookEvent)).toEqual(effect);
  });

  it.each([
    ['not JSON', '{"event":'],
    ['no event', JSON.stringify({ payload: {} })],
    ['a handled event without its payment', event('payment.captured', {})],
    ['an amount in rupees with paise after the point', event('payment.captured', { payment: payment({ amount: 8999.5 }) })],
    ['order.paid without its order', event('order.paid', { payment: payment() })],
    [
      'refund.processed without its payment id',
      event('refund.processed', { refund: { entity: { id: 'rfnd_1', amount: 1, status: 'processed' } } }),
    ],
  ])('%s does not parse', (_, body) => expect(parseRazorpayWebhook(body)).toBeNull());
});
