import { businessSettings } from '@/lib/business';
import { openCheckout } from '@/lib/db/checkouts';
import { type Order, type PlaceOrderResult, placeOrder } from '@/lib/db/orders';
import type { StateCode } from '@/lib/domain/indian-states';
import type { PackageId } from '@/lib/domain/packages';
import type { AnyGateway } from '@/lib/payments/gateway';
import { simulatedGateway } from '@/lib/payments/simulated';

/** The development supplier: Maharashtra (27), 18%. */
export const business = businessSettings({});

/** Opens (or reuses) the customer's checkout for the plan and pays it, as /payment and Pay do. */
export async function buy(
  user: { id: string },
  packageId: PackageId,
  {
    gateway = simulatedGateway(0),
    placeOfSupply = '27',
    settings = business,
    billingName,
  }: Partial<{
    gateway: AnyGateway;
    placeOfSupply: StateCode;
    settings: typeof business;
    billingName: string;
  }> = {},
): Promise<PlaceOrderResult> {
  const checkout = await openCheckout(user, packageId);
  return placeOrder(user, { checkoutId: checkout.id, packageId, method: 'upi', placeOfSupply, billingName }, gateway, settings);
}

/** The order of a paid result; any other outcome fails the test. */
export function paid(result: PlaceOrderResult): Order {
  if (result.status !== 'paid') throw new Error(`expected a paid order, got ${JSON.stringify(result)}`);
  return result.order;
}
