import type { PaymentMethod } from '@/lib/domain/orders';

export interface ChargeRequest {
  /** Our order id: the reference the gateway files the charge under. */
  orderId: string;
  orderNumber: string;
  /** Paise. */
  amount: number;
  currency: string;
  method: PaymentMethod;
}

export type ChargeResult = { ok: true; reference: string } | { ok: false; message: string };

/** A paid charge to give back in full: the 45-day money-back guarantee. */
export interface RefundOrder {
  orderId: string;
  /** The gateway's reference of the charge. */
  paymentReference: string;
  /** Paise. */
  amount: number;
  currency: string;
}

export type RefundResult = { ok: true; reference: string } | { ok: false; message: string };

/**
 * What the gateway knows of a charge: taken, refused (or never made), or still in progress; a
 * checkout's order that the gateway says nobody has tried to pay yet is `untried`.
 */
export type ChargeStatus =
  { status: 'paid'; reference: string } | { status: 'failed'; message: string } | { status: 'pending'; untried?: true };

/**
 * A gateway that charges on the server, as the simulated one does: charge an order that the
 * server priced, and say later what became of a charge whose answer never arrived (the server
 * stopped mid-capture). `refund` gives a charge back once: asked again for the same order (a
 * retry after a lost answer), it answers with the first refund.
 */
export interface PaymentGateway {
  capture(charge: ChargeRequest): Promise<ChargeResult>;
  status(orderId: string): Promise<ChargeStatus>;
  refund(order: RefundOrder): Promise<RefundResult>;
}

/** The gateway's own order for ours, which its checkout pays; or why none was made (nothing was taken). */
export type GatewayOrderResult = { ok: true; gatewayOrderId: string } | { ok: false; message: string };

/**
 * A gateway whose customer pays in its own window (Razorpay Checkout): the server makes the
 * gateway's order for the amount it priced, the browser opens the checkout on it, and the
 * payment is recorded from the checkout's signed answer or the gateway's webhook, whichever comes
 * first. `status` asks about the gateway's order (its payments); `refund` is idempotent per order.
 */
export interface CheckoutGateway {
  readonly kind: 'checkout';
  /** The public key the browser's checkout opens with. */
  readonly keyId: string;
  /** The checkout's script, loaded on /payment alone. */
  readonly scriptUrl: string;
  createOrder(order: Omit<ChargeRequest, 'method'>): Promise<GatewayOrderResult>;
  /** Whether the checkout's answer was signed by the gateway for this payment of its order. */
  answerValid(answer: { paymentId: string; signature: string }, gatewayOrderId: string): boolean;
  status(gatewayOrderId: string): Promise<ChargeStatus>;
  refund(order: RefundOrder): Promise<RefundResult>;
}

export type AnyGateway = PaymentGateway | CheckoutGateway;

export const isCheckoutGateway = (gateway: AnyGateway): gateway is CheckoutGateway =>
  (gateway as CheckoutGateway).kind === 'checkout';
