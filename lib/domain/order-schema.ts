import { STATE_CODES } from './indian-states';
import { PAYMENT_METHODS } from './orders';
import { PACKAGE_IDS } from './packages';
import * as z from './validation';

/** The checkout's forms as its actions read them; apart from orders.ts, whose labels /payment shows. */

/** The place of supply the customer picks on /payment: a GST state code. */
export const placeOfSupplySchema = z.enum(STATE_CODES, { error: 'Choose your state' });

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
