import { STATE_CODES } from './indian-states';
import { PAYMENT_METHODS } from './orders';
import { PACKAGE_IDS } from './packages';
import { trimmedText } from './text';
import * as z from './validation';

/** The checkout's forms as its actions read them; apart from orders.ts, whose labels /payment shows. */

/** The place of supply the customer picks on /payment: a GST state code. */
export const placeOfSupplySchema = z.enum(STATE_CODES, { error: 'Choose your state' });

/** The longest name on an invoice (orders.customer_name holds 100 characters). */
export const BILLING_NAME_MAX = 100;

/**
 * What the browser may say about a purchase: which checkout (opened by the server for one plan)
 * and its plan, how, and the customer's name and state for the invoice. Never a price or an amount.
 */
export const createOrderSchema = z.object({
  checkoutId: z.uuid(),
  packageId: z.enum(PACKAGE_IDS),
  method: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method' }),
  placeOfSupply: placeOfSupplySchema,
  // Empty: the profile's name, as before there was a field for it.
  billingName: z.optional(trimmedText({ max: BILLING_NAME_MAX, tooLong: `Keep the name under ${BILLING_NAME_MAX} characters` })),
});
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

/**
 * The answer of the gateway's checkout (Razorpay's handler) for one of our orders. The gateway's
 * order id is not taken from the browser: the server checks the signature against its own.
 */
export const checkoutAnswerSchema = z.object({
  orderId: z.uuid(),
  paymentId: z.string().check(z.regex(/^pay_[A-Za-z0-9]{6,40}$/)),
  signature: z.string().check(z.regex(/^[0-9a-f]{64}$/i)),
});
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

/** 'Buy again': the checkout whose purchase is over, to be replaced by a new one. */
export const buyAgainSchema = z.object({ checkoutId: z.uuid(), packageId: z.enum(PACKAGE_IDS) });
