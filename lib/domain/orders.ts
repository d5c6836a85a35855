import { z } from 'zod';
import { PACKAGE_IDS } from './packages';

export const PAYMENT_METHODS = ['card', 'upi'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = { card: 'Credit/Debit Card', upi: 'UPI' };

/** What the browser may say about a purchase: which plan, how, and a key for retries. Never an amount. */
export const createOrderSchema = z.object({
  packageId: z.enum(PACKAGE_IDS),
  method: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method' }),
  idempotencyKey: z.uuid(),
});
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

export const ORDER_MESSAGES = {
  signedOut: 'Please sign in again to pay.',
  failed: 'Payment failed. Please try again.',
  processing: 'Your payment is still processing. Please check again shortly.',
} as const;

/** 'WF' and six random digits, as the spec shows order numbers; uniqueness is the database's job. */
export function newOrderNumber(): string {
  const [n = 0] = crypto.getRandomValues(new Uint32Array(1));
  return `WF${String(n % 1_000_000).padStart(6, '0')}`;
}

export const ORDER_NUMBER = /^WF\d{6}$/;
