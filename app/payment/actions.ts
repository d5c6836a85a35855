'use server';

import { redirect } from 'next/navigation';
import { getSessionUser } from '@/lib/auth/session';
import { placeOrder } from '@/lib/db/orders';
import { createOrderSchema } from '@/lib/domain/orders';
import { simulatedGateway } from '@/lib/payments/simulated';

export type PaymentState =
  | { status: 'idle' }
  | { status: 'paid'; redirectTo: string }
  | { status: 'error'; message: string; at: number };

const failed = (message: string): PaymentState => ({ status: 'error', message, at: Date.now() });

/**
 * Places and pays the order. The browser sends only the plan, the method and an idempotency
 * key; every amount is priced again here from the catalogue.
 */
export async function createOrder(_: PaymentState, formData: FormData): Promise<PaymentState> {
  const parsed = createOrderSchema.safeParse({
    packageId: formData.get('package'),
    method: formData.get('method'),
    idempotencyKey: formData.get('idempotencyKey'),
  });
  if (!parsed.success) return failed(parsed.error.issues[0]?.message ?? 'Please check your payment details.');
  const user = await getSessionUser();
  if (!user) return failed('Please sign in again to pay.');
  let result;
  try {
    result = await placeOrder(user, parsed.data, simulatedGateway());
  } catch (error) {
    console.error('createOrder failed', error);
    return failed('Payment failed. Please try again.');
  }
  if (!result.ok) return failed(result.message);
  const redirectTo = `/payment-success?order_id=${result.order.id}`;
  if (formData.get('js') !== '1') redirect(redirectTo);
  return { status: 'paid', redirectTo };
}
