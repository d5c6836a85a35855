'use server';

import { redirect } from 'next/navigation';
import { failure, ok } from '@/lib/actions/result';
import { validatedActionWithUser } from '@/lib/actions/validated';
import { placeOrder } from '@/lib/db/orders';
import { createOrderSchema, ORDER_MESSAGES } from '@/lib/domain/orders';
import { simulatedGateway } from '@/lib/payments/simulated';

/**
 * Places and pays the order. The browser sends only the plan, the method and an idempotency
 * key; every amount is priced again here from the catalogue.
 */
export const createOrder = validatedActionWithUser(
  'createOrder',
  createOrderSchema,
  { signedOut: ORDER_MESSAGES.signedOut, failed: ORDER_MESSAGES.failed },
  async (input, user, form) => {
    const result = await placeOrder(user, input, simulatedGateway());
    if (result.status === 'pending') return failure(ORDER_MESSAGES.processing);
    if (result.status === 'failed') return failure(result.reason || ORDER_MESSAGES.failed);
    const redirectTo = `/payment-success?order_id=${result.order.id}`;
    if (form?.get('js') !== '1') redirect(redirectTo);
    return ok({ redirectTo });
  },
);
