'use server';

import { redirect } from 'next/navigation';
import { failure, ok } from '@/lib/actions/result';
import { validatedActionWithUser } from '@/lib/actions/validated';
import { businessSettings } from '@/lib/business';
import { clientKey } from '@/lib/auth/session';
import { startNewCheckout } from '@/lib/db/checkouts';
import { placeOrder, recordCheckoutAnswer } from '@/lib/db/orders';
import { rateLimits, withinLimits } from '@/lib/db/rate-limits';
import { buyAgainSchema, checkoutAnswerSchema, createOrderSchema } from '@/lib/domain/order-schema';
import { ORDER_MESSAGES } from '@/lib/domain/orders';
import { type CheckoutOpening, checkoutOptions } from '@/lib/payments/checkout-options';
import { configuredGateway } from '@/lib/payments/configured';
import { isCheckoutGateway } from '@/lib/payments/gateway';

const successPage = (orderId: string) => `/payment-success?order_id=${orderId}`;

/** Where Pay leads: the confirmation (paid, or still being captured), or Razorpay Checkout to open first. */
export type PayAnswer = { redirectTo: string; paid: boolean; checkout: CheckoutOpening | null };

/**
 * Pays the customer's checkout. The browser sends only the checkout, the method and the state;
 * the plan comes from the checkout and every amount is priced again here. With Razorpay, the
 * answer is the Razorpay order for the browser to open Checkout on (recordCheckoutAnswer below
 * takes its answer).
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
    const gateway = configuredGateway();
    const withJs = form?.get('js') === '1';
    // Checkout is a script's window: a browser without JavaScript cannot open it, so no order is made.
    if (isCheckoutGateway(gateway) && !withJs) return failure(ORDER_MESSAGES.needsJavaScript);
    const business = businessSettings();
    const result = await placeOrder(user, input, gateway, business);
    if (result.status === 'expired') return failure(ORDER_MESSAGES.expired);
    if (result.status === 'failed') return failure(result.reason || ORDER_MESSAGES.failed);
    if (result.status === 'checkout' && isCheckoutGateway(gateway)) {
      const checkout = checkoutOptions({
        gateway,
        order: result.order,
        gatewayOrderId: result.gatewayOrderId,
        user,
        input,
        business,
      });
      return ok<PayAnswer>({ redirectTo: successPage(result.order.id), paid: false, checkout });
    }
    const redirectTo = successPage(result.order.id);
    if (!withJs) redirect(redirectTo);
    return ok<PayAnswer>({ redirectTo, paid: result.status === 'paid', checkout: null });
  },
);

/** Checkout's answer: the payment, recorded when Razorpay signed it for this customer's order. */
export const confirmPaymentAction = validatedActionWithUser(
  'confirmPayment',
  checkoutAnswerSchema,
  { signedOut: ORDER_MESSAGES.signedOut, failed: ORDER_MESSAGES.notConfirmed },
  async (answer, user) => {
    const gateway = configuredGateway();
    if (!isCheckoutGateway(gateway)) return failure(ORDER_MESSAGES.notConfirmed);
    const result = await recordCheckoutAnswer(user, answer, gateway);
    if (result.status === 'refused') return failure(ORDER_MESSAGES.notConfirmed);
    return ok({ redirectTo: successPage(result.order.id) });
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
