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

/** What the gateway knows of a charge: taken, refused (or never made), or still in progress. */
export type ChargeStatus = { status: 'paid'; reference: string } | { status: 'failed'; message: string } | { status: 'pending' };

/**
 * A payment gateway as the checkout needs it: charge an order that the server priced, and say
 * later what became of a charge whose answer never arrived (the server stopped mid-capture).
 * The simulated gateway implements it today; Razorpay or another would implement the same
 * (its checkout hand-off and webhook confirm, then `capture` resolves; `status` is its
 * fetch-payments-of-an-order call).
 */
export interface PaymentGateway {
  capture(charge: ChargeRequest): Promise<ChargeResult>;
  status(orderId: string): Promise<ChargeStatus>;
}
