import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type CreateOrderInput, newOrderNumber } from '@/lib/domain/orders';
import { packageById, productName } from '@/lib/domain/packages';
import { orderAmounts } from '@/lib/domain/pricing';
import type { Receipt } from '@/lib/domain/receipt';
import type { PaymentGateway } from '@/lib/payments/gateway';
import { getDatabase } from './client';
import { rowsOf } from './connection';
import { orders } from './schema';
import { type SessionUser, withAnon, withUser } from './with-user';

export type Order = typeof orders.$inferSelect;
/** Where a purchase ended: paid, declined by the gateway (with its reason), or still being captured. */
export type PlaceOrderResult = { status: 'paid'; order: Order } | { status: 'failed'; reason?: string } | { status: 'pending' };

const WAIT_FOR_CAPTURE_MS = 15_000;

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: string }).code === '23505' && e.message.includes(constraint)) return true;
  }
  return false;
}

/** Inserts the pending order for this key, or finds the one an earlier request made. */
async function insertOnce(user: SessionUser, input: CreateOrderInput): Promise<{ order: Order; created: boolean }> {
  const pkg = packageById(input.packageId);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const [created] = await withUser(user, (tx) =>
        tx
          .insert(orders)
          .values({
            userId: user.id,
            orderNumber: newOrderNumber(),
            packageId: pkg.id,
            productName: productName(pkg),
            ...orderAmounts(pkg.price),
            currency: 'INR',
            paymentMethod: input.method,
            idempotencyKey: input.idempotencyKey,
          })
          .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
          .returning(),
      );
      if (created) return { order: created, created: true };
      const existing = await findByKey(user, input.idempotencyKey);
      if (!existing) throw new Error('an order with this idempotency key exists but cannot be read');
      return { order: existing, created: false };
    } catch (error) {
      // One in a million: another order already has this number. Draw again.
      if (!isUniqueViolation(error, 'order_number')) throw error;
    }
  }
  throw new Error('could not allocate an order number');
}

async function findByKey(user: SessionUser, key: string): Promise<Order | undefined> {
  const [order] = await withUser(user, (tx) =>
    tx
      .select()
      .from(orders)
      .where(and(eq(orders.userId, user.id), eq(orders.idempotencyKey, key))),
  );
  return order;
}

/** The gateway's confirmation, recorded with the server's own rights: customers cannot mark orders paid. */
async function recordCapture(orderId: string, reference: string): Promise<Order> {
  const { db } = await getDatabase();
  const [order] = await db
    .update(orders)
    .set({ status: 'paid', paidAt: sql`now()`, paymentReference: reference })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning();
  if (order) return order;
  const [current] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!current) throw new Error(`order ${orderId} vanished`);
  return current;
}

async function recordFailure(orderId: string): Promise<void> {
  const { db } = await getDatabase();
  await db
    .update(orders)
    .set({ status: 'failed' })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
}

/**
 * Places and pays one order per idempotency key. Every amount comes from the catalogue; the
 * request that created the order charges it, and a repeat of the same request (a double click,
 * a retried POST) waits for that charge instead of making a second one.
 */
export async function placeOrder(user: SessionUser, input: CreateOrderInput, gateway: PaymentGateway): Promise<PlaceOrderResult> {
  const { order, created } = await insertOnce(user, input);
  if (!created) return awaitCapture(user, order);
  const charge = await gateway.capture({
    orderId: order.id,
    orderNumber: order.orderNumber,
    amount: order.amount,
    currency: order.currency,
    method: input.method,
  });
  if (!charge.ok) {
    await recordFailure(order.id);
    return { status: 'failed', reason: charge.message };
  }
  return { status: 'paid', order: await recordCapture(order.id, charge.reference) };
}

async function awaitCapture(user: SessionUser, order: Order): Promise<PlaceOrderResult> {
  const deadline = Date.now() + WAIT_FOR_CAPTURE_MS;
  let current: Order | undefined = order;
  while (current?.status === 'pending' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    current = await findByKey(user, order.idempotencyKey);
  }
  if (current?.status === 'paid') return { status: 'paid', order: current };
  if (current?.status === 'pending') return { status: 'pending' };
  return { status: 'failed' };
}

/** One of the customer's own orders (RLS decides), or their latest when no id is given. */
export async function findCustomerOrder(user: SessionUser, orderId?: string): Promise<Order | undefined> {
  const [order] = await withUser(user, (tx) =>
    orderId
      ? tx.select().from(orders).where(eq(orders.id, orderId))
      : tx.select().from(orders).where(eq(orders.status, 'paid')).orderBy(desc(orders.createdAt)).limit(1),
  );
  return order;
}

interface ReceiptRow {
  id: string;
  order_number: string;
  package_id: string;
  product_name: string;
  status: string;
  subtotal: number;
  gst: number;
  amount: number;
  currency: string;
  created_at: string | Date;
}

/** A receipt by its id, for anyone with the link: read as a visitor through receipt_for(). */
export async function findReceipt(orderId: string): Promise<Receipt | undefined> {
  const [row] = rowsOf<ReceiptRow>(await withAnon((tx) => tx.execute(sql`select * from public.receipt_for(${orderId}::uuid)`)));
  if (!row) return undefined;
  return {
    orderId: row.id,
    orderNumber: row.order_number,
    purchasedAt: new Date(row.created_at),
    productName: row.product_name,
    status: row.status,
    subtotal: row.subtotal,
    tax: row.gst,
    total: row.amount,
    currency: row.currency,
    duration: packageById(row.package_id).duration,
    sample: false,
  };
}

export async function hasPaidOrder(user: SessionUser): Promise<boolean> {
  const paid = await withUser(user, (tx) => tx.select({ id: orders.id }).from(orders).where(eq(orders.status, 'paid')).limit(1));
  return paid.length > 0;
}
