import * as z from './zod';
import { placeOfSupplySchema } from './invoice';
import { PACKAGE_IDS } from './packages';

export const PAYMENT_METHODS = ['card', 'upi'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = { card: 'Credit/Debit Card', upi: 'UPI' };

/**
 * What the browser may say about a purchase: which checkout (opened by the server for one plan)
 * and its plan, how, and the customer's state for the invoice. Never a price or an amount.
 */
export const createOrderSchema = z.object({
  checkoutId: z.uuid(),
  packageId: z.enum(PACKAGE_IDS),
  method: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method' }),
  placeOfSupply: placeOfSupplySchema,
});
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

/** 'Buy again': the checkout whose purchase is over, to be replaced by a new one. */
export const buyAgainSchema = z.object({ checkoutId: z.uuid(), packageId: z.enum(PACKAGE_IDS) });

export const ORDER_MESSAGES = {
  signedOut: 'Please sign in again to pay.',
  failed: 'Payment failed. Please try again.',
  expired: 'This checkout has expired. Reload the page to pay.',
  tooMany: 'Too many payment attempts. Please wait a while and try again, or contact support.',
  notYourPurchase: 'That purchase is not in your account. Reload the page and try again.',
} as const;

/** 'WF' and at least six digits from the database's sequence; the spec shows six. */
export const ORDER_NUMBER = /^WF\d{6,}$/;

/** How long a finished purchase is remembered on /payment before the plan can simply be bought again. */
export const RECENT_PURCHASE_MINUTES = 30;
