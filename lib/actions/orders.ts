'use server';

import { redirect } from 'next/navigation';
import { failure, ok } from '@/lib/actions/result';
import { validatedActionWithUser } from '@/lib/actions/validated';
import { businessSettings } from '@/lib/business';
import { clientKey } from '@/lib/auth/session';
import { startNewCheckout } from '@/lib/db/checkouts';
import { placeOrder } from '@/lib/db/orders';
import { rateLimits, withinLimits } from '@/lib/db/rate-limits';
import { buyAgainSchema, createOrderSchema } from '@/lib/domain/order-schema';
import { ORDER_MESSAGES } from '@/lib/domain/orders';
import { simulatedGateway } from '@/lib/payments/simulated';

/**
 * Pays the customer's checkout. The browser sends only the checkout, the method and the state;
 * the plan comes from the checkout and every amount is priced again here.
 */
export const createOrderAction = validatedActionWithUser(
  'createOrder',
  createOrderSchema,
  { signedOut: ORDER_MESSAGES.signedOut, failed: ORDER_MESSAGES.failed },
  async (input, user, form) => {
    const limits = rateLimits();
    if (!(await withinLimits([limits.ordersPerCustomer, user.id], [limits.ordersPerClient, await clientKey()]))) {
      return failure(ORDER_MESSAGES.tooMany);
    }
    const result = await placeOrder(user, input, simulatedGateway(), businessSettings());
    if (result.status === 'expired') return failure(ORDER_MESSAGES.expired);
    if (result.status === 'failed') return failure(result.reason || ORDER_MESSAGES.failed);
    const redirectTo = `/payment-success?order_id=${result.order.id}`;
    if (form?.get('js') !== '1') redirect(redirectTo);
    return ok({ redirectTo, paid: result.status === 'paid' });
  },
);

/** 'Buy again' after a purchase: a new checkout for the same plan. */
export const buyAgainAction = validatedActionWithUser(
  'buyAgain',
  buyAgainSchema,
  { signedOut: ORDER_MESSAGES.signedOut, failed: ORDER_MESSAGES.failed },
  async ({ checkoutId, packageId }, user) => {
    if (!(await startNewCheckout(user, checkoutId))) return failure(ORDER_MESSAGES.notYourPurchase);
    redirect(`/payment?package=${packageId}`);
  },
);
