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

/** What the gateway knows of a charge: taken, refused (or never made), or still in progress. */
export type ChargeStatus = { status: 'paid'; reference: string } | { status: 'failed'; message: string } | { status: 'pending' };

/**
 * A payment gateway as the checkout needs it: charge an order that the server priced, and say
 * later what became of a charge whose answer never arrived (the server stopped mid-capture).
 * The simulated gateway implements it today; Razorpay or another would implement the same
 * (its checkout hand-off and webhook confirm, then `capture` resolves; `status` is its
 * fetch-payments-of-an-order call). `refund` gives a charge back once: asked again for the same
 * order (a retry after a lost answer), it answers with the first refund (Razorpay's refunds take
 * an idempotency key to the same end).
 */
export interface PaymentGateway {
  capture(charge: ChargeRequest): Promise<ChargeResult>;
  status(orderId: string): Promise<ChargeStatus>;
  refund(order: RefundOrder): Promise<RefundResult>;
}
