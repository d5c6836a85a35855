import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { RECENT_PURCHASE_MINUTES } from '@/lib/domain/orders';
import type { PackageId } from '@/lib/domain/packages';
import { rowsOf } from './connection';
import type { Order } from './orders';
import { checkouts, customerProfiles, orders } from './schema';
import { type SessionUser, withUser } from './with-user';

/** The latest order that tried to pay a checkout: pending, paid (in the last 30 minutes) or failed. */
export type CheckoutOrder = Pick<Order, 'id' | 'status' | 'orderNumber' | 'paidAt' | 'failureReason'>;

export interface Checkout {
  id: string;
  order?: CheckoutOrder;
  /** The state of the customer's last order, to prefill the invoice's place of supply. */
  lastPlaceOfSupply?: string;
  /** The name to prefill on the invoice: the profile's. */
  billingName?: string;
}

interface CheckoutRow {
  id: string;
  order_id: string | null;
  status: Order['status'] | null;
  order_number: string | null;
  paid_at: string | Date | null;
  failure_reason: string | null;
  last_place_of_supply: string | null;
}

/**
 * The customer's checkout for this plan, opened now or reused (open_checkout()). One row per
 * customer and plan, so two tabs opening at once share it. Its id changes (a new checkout) only
 * when nothing is being paid on it and its purchase is over: paid more than 30 minutes ago, or
 * left unpaid for 30 minutes. A payment in progress or just made keeps it, so the page can show
 * that instead. A reload only reads.
 */
export async function openCheckout(user: SessionUser, packageId: PackageId): Promise<Checkout> {
  const [[row], [profile]] = await withUser(user, async (tx) => [
    rowsOf<CheckoutRow>(await tx.execute(sql`select * from public.open_checkout(${packageId}, ${RECENT_PURCHASE_MINUTES})`)),
    await tx.select({ name: customerProfiles.name }).from(customerProfiles).where(eq(customerProfiles.userId, user.id)),
  ]);
  if (!row) throw new Error('the checkout just opened cannot be read');
  return {
    id: row.id,
    order:
      row.order_id && row.status && row.order_number
        ? {
            id: row.order_id,
            status: row.status,
            orderNumber: row.order_number,
            paidAt: row.paid_at ? new Date(row.paid_at) : null,
            failureReason: row.failure_reason,
          }
        : undefined,
    lastPlaceOfSupply: row.last_place_of_supply ?? undefined,
    billingName: profile?.name ?? undefined,
  };
}

/**
 * 'Buy again' after a purchase: a new checkout replaces the paid one. Only the checkout the
 * customer saw is replaced, so a double click opens one new checkout, not two. False, changing
 * nothing, when the checkout is not one of the customer's paid purchases.
 */
export async function startNewCheckout(user: SessionUser, previousCheckoutId: string): Promise<boolean> {
  return withUser(user, async (tx) => {
    // Under RLS only the customer's own orders are seen; a paid order never changes status.
    const [purchase] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.idempotencyKey, previousCheckoutId), eq(orders.status, 'paid')))
      .limit(1);
    if (!purchase) return false;
    // Compare-and-set: a second press finds the checkout already renewed and changes nothing.
    await tx
      .update(checkouts)
      .set({ id: sql`gen_random_uuid()`, openedAt: sql`public.clock_now()` })
      .where(eq(checkouts.id, previousCheckoutId));
    return true;
  });
}
