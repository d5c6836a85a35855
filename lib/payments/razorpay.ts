import 'server-only';
import Razorpay from 'razorpay';
import type { ChargeStatus, RefundOrder, RefundResult } from './gateway';
import { PAYMENT_DID_NOT_GO_THROUGH } from './razorpay-signature';

// Razorpay through its official Node SDK (`razorpay`, pinned): orders and the payments of an
// order go through the SDK; the refund goes to the REST endpoint with fetch, because the SDK
// cannot send the X-Refund-Idempotency header (its headers are fixed when it is made, and only
// X-Razorpay-Account and Content-Type pass its filter; a call takes no headers).
//
// The SDK's constructor has no base URL: it makes an axios instance for https://api.razorpay.com
// (`api.rq`, made from the `hostUrl` its internal API class takes). `apiUrl` is set on that
// instance's defaults, where the deadline of each call is installed too; the SDK version is
// pinned, and a build whose SDK no longer has the instance fails when the gateway is made (and
// in the unit tests) rather than calling Razorpay without a deadline.

export const RAZORPAY_API_URL = 'https://api.razorpay.com';
/** How long one call to Razorpay may take before it counts as unanswered. */
export const RAZORPAY_TIMEOUT_MS = 10_000;

/** The words a customer (or, for refunds, the admin) reads; Razorpay's own go to the server log. */
export const RAZORPAY_MESSAGES = {
  orderFailed: 'Payments are not available right now. No money was taken. Please try again in a few minutes.',
  orderNoAnswer: 'The payment service did not answer in time. No money was taken. Please try again.',
  refundFailed: 'Razorpay did not accept the refund. Please try again in a moment.',
  refundNoAnswer: 'Razorpay did not answer in time. Please try again in a moment: a retry never refunds twice.',
  refundInProgress: 'Razorpay is still processing this refund. Please try again in a moment.',
} as const;

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  /** Razorpay's API origin; tests point it at a local stand-in. */
  apiUrl?: string;
  timeoutMs?: number;
}

export interface RazorpayOrderRequest {
  /** Our order id: the Razorpay order's receipt, and a note on it. */
  orderId: string;
  orderNumber: string;
  /** Paise. */
  amount: number;
  currency: string;
}

export type RazorpayOrderResult =
  { ok: true; razorpayOrderId: string; amount: number; currency: string } | { ok: false; message: string };

export interface RazorpayGateway {
  /** The public key id, for Checkout's options. */
  readonly keyId: string;
  /** A Razorpay order for the amount the server priced, for Checkout to pay. */
  createOrder(order: RazorpayOrderRequest): Promise<RazorpayOrderResult>;
  /** What became of a Razorpay order, from its payments; pending when Razorpay cannot be asked. */
  status(razorpayOrderId: string): Promise<ChargeStatus>;
  /** Gives a captured payment back in full, once per order (retries answer with the first refund). */
  refund(order: Pick<RefundOrder, 'orderId' | 'paymentReference' | 'amount'>): Promise<RefundResult>;
}

/** How the SDK rejects: Razorpay's error object and the HTTP status (0: no answer, see below). */
interface RazorpayError {
  statusCode: number | string;
  error?: { code?: string; description?: string; reason?: string };
}

const isRazorpayError = (error: unknown): error is RazorpayError =>
  typeof error === 'object' && error !== null && 'statusCode' in error;

/** No answer: the deadline passed or the connection failed. */
const NO_ANSWER = 0;

/** The part of the SDK's axios instance this module uses. */
interface SdkHttp {
  defaults: { baseURL?: string };
  interceptors: {
    request: { use(onFulfilled: (config: { signal?: unknown }) => unknown): unknown };
    response: { use(onFulfilled: undefined, onRejected: (error: unknown) => unknown): unknown };
  };
}

function sdkHttp(client: Razorpay): SdkHttp {
  const http = (client.api as unknown as { rq?: Partial<SdkHttp> }).rq;
  if (!http?.defaults || !http.interceptors) {
    throw new Error(`razorpay ${Razorpay.VERSION} has no axios instance at api.rq: check lib/payments/razorpay.ts`);
  }
  return http as SdkHttp;
}

function sdkClient({ keyId, keySecret, apiUrl, timeoutMs }: Required<RazorpayConfig>): Razorpay {
  const client = new Razorpay({ key_id: keyId, key_secret: keySecret });
  const http = sdkHttp(client);
  http.defaults.baseURL = apiUrl;
  // A deadline for the whole call (axios's own `timeout` only limits a silent socket).
  http.interceptors.request.use((config) => {
    config.signal ??= AbortSignal.timeout(timeoutMs);
    return config;
  });
  // With no answer there is no response, and the SDK's error handler then fails reading its
  // status (a TypeError that hides the cause): pass it an answer of Razorpay's shape instead.
  http.interceptors.response.use(undefined, (error: unknown) => {
    const failure = error as { response?: unknown; code?: string; message?: string };
    if (failure?.response) return Promise.reject(error);
    const timedOut = failure?.code === 'ERR_CANCELED' || failure?.code === 'ECONNABORTED';
    const description = timedOut ? `no answer within ${timeoutMs} ms` : (failure?.message ?? String(error));
    return Promise.reject({
      response: { status: NO_ANSWER, data: { error: { code: failure?.code ?? 'NO_ANSWER', description } } },
    });
  });
  return client;
}

/** What to log of a failed call: never the keys. */
function logged(error: unknown) {
  if (isRazorpayError(error)) return { status: Number(error.statusCode), ...error.error };
  return error;
}

const noAnswer = (error: unknown) => isRazorpayError(error) && Number(error.statusCode) === NO_ANSWER;

/** The idempotency key of an order's refund: at least 10 of letters, digits, hyphens and underscores. */
export const refundIdempotencyKey = (orderId: string) => `refund-${orderId.replace(/[^A-Za-z0-9_-]/g, '_')}`;

export function razorpayGateway(config: RazorpayConfig): RazorpayGateway {
  const settings: Required<RazorpayConfig> = {
    apiUrl: RAZORPAY_API_URL,
    timeoutMs: RAZORPAY_TIMEOUT_MS,
    ...config,
  };
  settings.apiUrl = settings.apiUrl.replace(/\/+$/, '');
  const client = sdkClient(settings);
  const basicAuth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;

  return {
    keyId: settings.keyId,

    async createOrder({ orderId, orderNumber, amount, currency }) {
      if (!Number.isSafeInteger(amount) || amount <= 0) {
        console.error('Razorpay order not created: the amount is not a whole number of paise', { orderId, amount });
        return { ok: false, message: RAZORPAY_MESSAGES.orderFailed };
      }
      try {
        const order = await client.orders.create({
          amount,
          currency,
          // At most 40 characters: our order id (a UUID) finds the order from Razorpay's Dashboard.
          receipt: orderId,
          notes: { order_id: orderId, order_number: orderNumber },
        });
        return { ok: true, razorpayOrderId: order.id, amount: Number(order.amount), currency: order.currency };
      } catch (error) {
        console.error('Razorpay order not created', { orderId }, logged(error));
        return { ok: false, message: noAnswer(error) ? RAZORPAY_MESSAGES.orderNoAnswer : RAZORPAY_MESSAGES.orderFailed };
      }
    },

    async status(razorpayOrderId) {
      let payments: { id: string; status: string; error_description?: string | null; created_at?: number }[];
      try {
        ({ items: payments } = await client.orders.fetchPayments(razorpayOrderId));
      } catch (error) {
        // Not knowing is not a failure: the customer may have paid.
        console.error('Razorpay payments of an order not fetched', { razorpayOrderId }, logged(error));
        return { status: 'pending' };
      }
      // A refunded payment was captured first: the charge was taken (its refund is another fact).
      const taken = payments.find((payment) => payment.status === 'captured' || payment.status === 'refunded');
      if (taken) return { status: 'paid', reference: taken.id };
      if (payments.length > 0 && payments.every((payment) => payment.status === 'failed')) {
        const latest = payments.reduce((a, b) => ((b.created_at ?? 0) > (a.created_at ?? 0) ? b : a));
        return { status: 'failed', message: latest.error_description || PAYMENT_DID_NOT_GO_THROUGH };
      }
      // No payment yet, or one created or authorized (captured automatically in a moment).
      return payments.length === 0 ? { status: 'pending', untried: true } : { status: 'pending' };
    },

    async refund({ orderId, paymentReference, amount }) {
      let response: Response;
      try {
        response = await fetch(`${settings.apiUrl}/v1/payments/${encodeURIComponent(paymentReference)}/refund`, {
          method: 'POST',
          headers: {
            authorization: basicAuth,
            'content-type': 'application/json',
            'user-agent': `razorpay-node@${Razorpay.VERSION} (fetch)`,
            // Razorpay answers a retry with the same key with the first refund; the body must be
            // the same each time, so it holds nothing that changes between tries.
            'x-refund-idempotency': refundIdempotencyKey(orderId),
          },
          body: JSON.stringify({ amount, speed: 'normal', notes: { order_id: orderId } }),
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
      } catch (error) {
        console.error('Razorpay refund not answered', { orderId, paymentReference }, error);
        return { ok: false, message: RAZORPAY_MESSAGES.refundNoAnswer };
      }
      let body: { id?: string; status?: string; error?: RazorpayError['error'] } = {};
      try {
        body = await response.json();
      } catch (error) {
        console.error('Razorpay refund answered without JSON', { orderId, status: response.status }, error);
        return { ok: false, message: response.ok ? RAZORPAY_MESSAGES.refundNoAnswer : RAZORPAY_MESSAGES.refundFailed };
      }
      if (response.ok && body.id && body.status !== 'failed') return { ok: true, reference: body.id };
      console.error('Razorpay refund refused', { orderId, paymentReference, status: response.status }, body.error ?? body);
      const message = response.status === 409 ? RAZORPAY_MESSAGES.refundInProgress : RAZORPAY_MESSAGES.refundFailed;
      return { ok: false, message };
    },
  };
}
