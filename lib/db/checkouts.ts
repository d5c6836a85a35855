import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { RECENT_PURCHASE_MINUTES } from '@/lib/domain/orders';
import type { PackageId } from '@/lib/domain/packages';
import { rowsOf } from './connection';
import type { Order } from './orders';
import { checkouts } from './schema';
import { type SessionUser, withUser } from './with-user';

/** The latest order that tried to pay a checkout: pending, paid (in the last 30 minutes) or failed. */
export type CheckoutOrder = Pick<Order, 'id' | 'status' | 'orderNumber' | 'paidAt' | 'failureReason'>;

export interface Checkout {
  id: string;
  order?: CheckoutOrder;
  /** The state of the customer's last order, to prefill the invoice's place of supply. */
  lastPlaceOfSupply?: string;
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
 * The customer's checkout for this plan, opened now or reused, in one statement. One row per
 * customer and plan, so two tabs opening at once share it (the upsert always returns the row,
 * whoever inserted it). Its id changes (a new checkout) only when nothing is being paid on it
 * and its purchase is over: paid more than 30 minutes ago, or left unpaid for 30 minutes. A
 * payment in progress or just made keeps it, so the page can show that instead.
 */
export async function openCheckout(user: SessionUser, packageId: PackageId): Promise<Checkout> {
  const recent = sql`now() - make_interval(mins => ${RECENT_PURCHASE_MINUTES})`;
  const livePurchase = sql`select 1 from public.orders o where o.user_id = c.user_id and o.idempotency_key = c.id`;
  const renew = sql`(not exists (${livePurchase} and (o.status = 'pending' or (o.status <> 'failed' and o.paid_at > ${recent})))
    and (c.opened_at < ${recent} or exists (${livePurchase} and o.status <> 'failed')))`;
  const [row] = rowsOf<CheckoutRow>(
    await withUser(user, (tx) =>
      tx.execute(sql`
        with checkout as (
          insert into public.checkouts as c (user_id, package_id) values (${user.id}, ${packageId})
          on conflict (user_id, package_id) do update set
            id = case when ${renew} then gen_random_uuid() else c.id end,
            opened_at = case when ${renew} then now() else c.opened_at end
          returning c.id
        )
        select checkout.id, o.id as order_id, o.status, o.order_number, o.paid_at, o.failure_reason,
          (select place_of_supply from public.orders where place_of_supply is not null
           order by created_at desc limit 1) as last_place_of_supply
        from checkout left join lateral (
          select * from public.orders o where o.user_id = ${user.id} and o.idempotency_key = checkout.id
          order by o.created_at desc limit 1
        ) o on true`),
    ),
  );
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
  };
}

/**
 * 'Buy again' after a purchase: a new checkout replaces the paid one. Only the checkout the
 * customer saw is replaced, so a double click opens one new checkout, not two.
 */
export async function startNewCheckout(user: SessionUser, previousCheckoutId: string): Promise<void> {
  await withUser(user, (tx) =>
    tx
      .update(checkouts)
      .set({ id: sql`gen_random_uuid()`, openedAt: sql`now()` })
      .where(
        and(
          eq(checkouts.id, previousCheckoutId),
          sql`exists (select 1 from public.orders o where o.user_id = ${user.id} and o.idempotency_key = ${previousCheckoutId} and o.status = 'paid')`,
        ),
      ),
  );
}
