import type { PaymentMethod } from '@/lib/domain/orders';

export interface ChargeRequest {
  orderId: string;
  orderNumber: string;
  /** Paise. */
  amount: number;
  currency: string;
  method: PaymentMethod;
}

export type ChargeResult = { ok: true; reference: string } | { ok: false; message: string };

/**
 * A payment gateway as the checkout needs it: charge an order that the server priced.
 * The simulated gateway implements it today; Razorpay or another would implement the same
 * (its checkout hand-off and webhook confirm, then `capture` resolves).
 */
export interface PaymentGateway {
  capture(charge: ChargeRequest): Promise<ChargeResult>;
}
