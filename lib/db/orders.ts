import 'server-only';
import { and, desc, eq, getTableColumns, isNull, ne, sql } from 'drizzle-orm';
import type { Business } from '@/lib/business';
import { clockNow } from '@/lib/clock';
import { financialYear, invoiceAmounts } from '@/lib/domain/invoice';
import type { CreateOrderInput } from '@/lib/domain/order-schema';
import { CHECKOUT_ABANDONED_MINUTES, PAYMENT_NOT_COMPLETED } from '@/lib/domain/orders';
import { packageById, productName } from '@/lib/domain/packages';
import { type Receipt, receiptFromRow, type ReceiptRow } from '@/lib/domain/receipt';
import { type AnyGateway, type CheckoutGateway, isCheckoutGateway } from '@/lib/payments/gateway';
import { getDatabase } from './database';
import { type Db, dayOfRow, rowsOf, type Tx } from './connection';
import { reschedulePlans } from './plans';
import { giveDefaultDietChartIn } from './diet-charts';
import { giveDefaultProgrammeIn } from './programmes';
import { orders } from './schema';
import { type SessionUser, withAnon, withUser } from './with-user';

export type Order = typeof orders.$inferSelect;
/**
 * Where a purchase stands: paid, declined (with the gateway's reason), still being captured, to be
 * paid in the gateway's checkout (Razorpay: its order), or its checkout is gone.
 */
export type PlaceOrderResult =
  | { status: 'paid'; order: Order }
  | { status: 'checkout'; order: Order; gatewayOrderId: string }
  | { status: 'failed'; orderId: string; reason?: string }
  | { status: 'pending'; order: Order }
  | { status: 'expired' };

const ORDER_COLUMNS = Object.entries(getTableColumns(orders));

/** A row of a raw `returning *` as Drizzle maps the table: camelCase keys, dates and numbers decoded. */
function orderFromRow(row: Record<string, unknown>): Order {
  return Object.fromEntries(
    ORDER_COLUMNS.map(([key, column]) => {
      const value = row[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as Order;
}

const WAIT_FOR_CAPTURE_MS = 15_000;
/** A capture answers within seconds; one pending longer lost its answer (the server stopped) and is asked about. */
export const RECONCILE_AFTER_MS = 3 * 60_000;

/**
 * Claims the checkout with a pending order priced from the catalogue, or finds the live order an
 * earlier request made for it. claim_checkout() runs with the server's rights (customers cannot
 * write orders) and only for the session's customer. The checkout row is locked meanwhile, so it
 * cannot be replaced by a new one halfway; the unique index on live orders per checkout is the
 * last word. A checkout that is not this customer's, not for this plan, or replaced is no claim.
 */
async function claimCheckout(
  user: SessionUser,
  input: CreateOrderInput,
  business: Business,
): Promise<{ order: Order; created: boolean } | undefined> {
  const pkg = packageById(input.packageId);
  const amounts = invoiceAmounts(pkg.price, business.gstRatePercent, input.placeOfSupply === business.state.code);
  const { db } = await getDatabase();
  return db.transaction(async (tx) => {
    const [created] = rowsOf<Record<string, unknown>>(
      await tx.execute(sql`
        select * from public.claim_checkout(${user.id}, ${input.checkoutId}, ${pkg.id}, ${productName(pkg)},
          ${amounts.taxable}, ${amounts.tax}, ${amounts.total}, ${amounts.ratePercent}, ${amounts.cgst}, ${amounts.sgst},
          ${amounts.igst}, ${input.method}, ${input.placeOfSupply}, ${business.sac}, ${business.legalName},
          ${business.address}, ${business.state.code}, ${business.gstin}, ${input.billingName ?? null})`),
    );
    if (created) return { order: orderFromRow(created), created: true };
    const [earlier] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.userId, user.id), eq(orders.idempotencyKey, input.checkoutId), ne(orders.status, 'failed')));
    return earlier && { order: earlier, created: false };
  });
}

/**
 * The gateway's confirmation, recorded with the server's own rights (customers cannot mark
 * orders paid) by record_payment(), with the next invoice number of the financial year in the
 * same transaction: a number is taken only by an order that is paid, so the series has no gaps.
 * The plan's period is scheduled in that transaction too: a paid order always has one.
 * A payment for an order given up (a checkout left open past its time) is recorded too, unless
 * the customer has paid for that checkout since: then it is left for an admin to refund, and the
 * server log says so.
 */
async function recordCapture(orderId: string, reference: string): Promise<Order> {
  const { db } = await getDatabase();
  return db.transaction(async (tx) => {
    const [row] = rowsOf<Record<string, unknown>>(
      await tx.execute(sql`select * from public.record_payment(${orderId}, ${reference}, ${financialYear(clockNow())})`),
    );
    if (!row) throw new Error(`order ${orderId} vanished`);
    const paid = orderFromRow(row);
    if (paid.status !== 'paid' || paid.paymentReference !== reference) {
      // Refunded: a payment's news delivered again. Anything else is money taken twice.
      if (paid.status !== 'refunded') {
        console.error('A payment was taken for an order that cannot record it: refund it in the gateway', {
          orderId,
          status: paid.status,
          reference,
        });
      }
      return paid;
    }
    if (paid.userId) {
      await reschedulePlans(tx, paid.userId);
      // The workout plan and diet chart the package sells start with the payment, not with the coach's first look.
      await giveDefaultProgrammeIn(tx, paid.userId);
      await giveDefaultDietChartIn(tx, paid.userId);
    }
    return paid;
  });
}

async function recordFailure(orderId: string, reason: string): Promise<Order> {
  const { db } = await getDatabase();
  const [failed] = await db
    .update(orders)
    .set({ status: 'failed', failureReason: reason.slice(0, 200) })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning();
  return failed ?? currentOrder(db, orderId);
}

async function currentOrder(db: Pick<Db, 'select'>, orderId: string): Promise<Order> {
  const [current] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!current) throw new Error(`order ${orderId} vanished`);
  return current;
}

/**
 * Pays the customer's checkout once. Every amount comes from the catalogue and the settings;
 * the request that created the order charges it, and any other request for the same checkout
 * (a double click, a second tab, a retried POST) waits for that charge instead of making one.
 */
export async function placeOrder(
  user: SessionUser,
  input: CreateOrderInput,
  gateway: AnyGateway,
  business: Business,
): Promise<PlaceOrderResult> {
  const claim = await claimCheckout(user, input, business);
  if (!claim) return { status: 'expired' };
  if (isCheckoutGateway(gateway)) return openGatewayCheckout(claim.order, gateway);
  if (!claim.created) return awaitCapture(user, claim.order);
  const { order } = claim;
  const charge = await gateway.capture({ ...chargeOf(order), method: input.method });
  if (!charge.ok) return declined(order.id, charge.message);
  return { status: 'paid', order: await recordCapture(order.id, charge.reference) };
}

/** What a gateway is asked to charge: our order, as the server priced it. */
const chargeOf = ({ id, orderNumber, amount, currency }: Order) => ({ orderId: id, orderNumber, amount, currency });

/** A charge the gateway refused (or could not start): the order failed, with its words. */
async function declined(orderId: string, reason: string): Promise<PlaceOrderResult> {
  await recordFailure(orderId, reason);
  return { status: 'failed', orderId, reason };
}

/**
 * The gateway's order for ours, made once: Pay pressed again (after the customer closed the
 * checkout, or a failed attempt, or from another tab) opens the same one, so it is paid at most
 * once. Two requests that both make one keep the first recorded; the other is never opened.
 */
async function openGatewayCheckout(order: Order, gateway: CheckoutGateway): Promise<PlaceOrderResult> {
  if (order.status === 'paid') return { status: 'paid', order };
  if (order.gatewayOrderId) return { status: 'checkout', order, gatewayOrderId: order.gatewayOrderId };
  const made = await gateway.createOrder(chargeOf(order));
  if (!made.ok) return declined(order.id, made.message);
  const { db } = await getDatabase();
  const [kept] = await db
    .update(orders)
    .set({ gatewayOrderId: made.gatewayOrderId })
    .where(and(eq(orders.id, order.id), isNull(orders.gatewayOrderId)))
    .returning();
  const current = kept ?? (await currentOrder(db, order.id));
  if (current.status === 'paid') return { status: 'paid', order: current };
  return { status: 'checkout', order: current, gatewayOrderId: current.gatewayOrderId! };
}

/** Why a checkout's answer recorded nothing: not this customer's order, or not signed by the gateway for it. */
export type CheckoutAnswerResult = { status: 'paid'; order: Order } | { status: 'refused' };

/**
 * The browser's answer from the gateway's checkout: recorded as the payment only when the
 * gateway signed it for the order the server made for this customer's order. A forged answer,
 * or a real one replayed for another order, pays nothing; one replayed for its own order finds
 * it paid already.
 */
export async function recordCheckoutAnswer(
  user: SessionUser,
  answer: { orderId: string; paymentId: string; signature: string },
  gateway: CheckoutGateway,
): Promise<CheckoutAnswerResult> {
  const [order] = await withUser(user, (tx) => tx.select().from(orders).where(eq(orders.id, answer.orderId)));
  if (!order?.gatewayOrderId || !gateway.answerValid(answer, order.gatewayOrderId)) return { status: 'refused' };
  if (order.status === 'paid' || order.status === 'refunded') return { status: 'paid', order };
  // Pending, or given up while Checkout stayed open: Razorpay took the money, so it is recorded.
  const recorded = await recordCapture(order.id, answer.paymentId);
  return recorded.status === 'paid' ? { status: 'paid', order: recorded } : { status: 'refused' };
}

/** The order the gateway's order pays, read with the server's rights (a webhook has no user). */
export async function orderOfGatewayOrder(gatewayOrderId: string): Promise<Order | undefined> {
  const { db } = await getDatabase();
  const [order] = await db.select().from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId));
  return order;
}

/** The order a captured payment paid, read with the server's rights. */
export async function orderOfPayment(paymentReference: string): Promise<Order | undefined> {
  const { db } = await getDatabase();
  const [order] = await db.select().from(orders).where(eq(orders.paymentReference, paymentReference));
  return order;
}

/** A payment the gateway says it took for this order (its webhook): recorded once, like any capture. */
export const recordGatewayPayment = (orderId: string, paymentReference: string) => recordCapture(orderId, paymentReference);

/**
 * A failed attempt at the gateway's checkout: its reason is kept for /payment to show, and the
 * order stays pending, because the checkout lets the customer try again on the same order.
 */
export async function noteGatewayFailure(orderId: string, reason: string): Promise<void> {
  const { db } = await getDatabase();
  await db
    .update(orders)
    .set({ failureReason: reason.slice(0, 200) })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
}

async function awaitCapture(user: SessionUser, order: Order): Promise<PlaceOrderResult> {
  const deadline = performance.now() + WAIT_FOR_CAPTURE_MS;
  let current = order;
  while (current.status === 'pending' && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    current = (await findCustomerOrder(user, order.id)) ?? current;
  }
  if (current.status === 'pending') return { status: 'pending', order: current };
  if (current.status === 'failed') return { status: 'failed', orderId: current.id, reason: current.failureReason ?? undefined };
  return { status: 'paid', order: current };
}

/**
 * Asks the gateway about an order pending for longer than any capture takes, and records its
 * answer, so no order stays pending because the server stopped while it waited.
 * An order in a gateway's checkout is asked about at once (a customer who paid and closed the tab
 * comes back to it paid even when no webhook arrived). Its failed attempts leave it pending, as
 * the checkout may still be paid on it, until it is abandoned: 30 minutes with nothing paid, when
 * it fails and the next Pay starts over (a payment that still comes for it is recorded: see
 * record_payment()).
 */
async function reconcile(order: Order, gateway: AnyGateway, now = clockNow().getTime()): Promise<Order> {
  if (order.status !== 'pending') return order;
  if (isCheckoutGateway(gateway)) {
    if (!order.gatewayOrderId) return order;
    const answer = await gateway.status(order.gatewayOrderId);
    if (answer.status === 'paid') return recordCapture(order.id, answer.reference);
    const abandoned = now - order.createdAt.getTime() >= CHECKOUT_ABANDONED_MINUTES * 60_000;
    if (answer.status === 'failed') {
      if (abandoned) return recordFailure(order.id, answer.message);
      await noteGatewayFailure(order.id, answer.message);
    } else if (answer.untried && abandoned) return recordFailure(order.id, PAYMENT_NOT_COMPLETED);
    return (await currentOrderOf(order.id)) ?? order;
  }
  if (now - order.createdAt.getTime() < RECONCILE_AFTER_MS) return order;
  const answer = await gateway.status(order.id);
  if (answer.status === 'paid') return recordCapture(order.id, answer.reference);
  if (answer.status === 'failed') return recordFailure(order.id, answer.message);
  return order;
}

async function currentOrderOf(orderId: string): Promise<Order | undefined> {
  const { db } = await getDatabase();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

/**
 * One of the customer's own orders (RLS decides), or their latest paid one when no id is given.
 * With a gateway, an order pending for too long is reconciled first (see reconcile).
 */
export async function findCustomerOrder(user: SessionUser, orderId?: string, gateway?: AnyGateway): Promise<Order | undefined> {
  const [order] = await withUser(user, (tx) =>
    orderId
      ? tx.select().from(orders).where(eq(orders.id, orderId))
      : tx.select().from(orders).where(eq(orders.status, 'paid')).orderBy(desc(orders.createdAt)).limit(1),
  );
  if (!order || !gateway) return order;
  return reconcile(order, gateway);
}

/**
 * A checkout's latest order as /payment shows it. One in the gateway's checkout (Razorpay) is
 * asked about first: paid meanwhile (its webhook, or a tab closed after paying), it shows as
 * bought; still unpaid, Pay opens the same Razorpay order again, with the last attempt's failure.
 */
export async function checkoutOrderNow<T extends Pick<Order, 'id' | 'status' | 'failureReason'>>(
  user: SessionUser,
  order: T | undefined,
  gateway: AnyGateway,
): Promise<(T & { inGatewayCheckout: boolean }) | undefined> {
  if (!order) return undefined;
  if (order.status !== 'pending' || !isCheckoutGateway(gateway)) return { ...order, inGatewayCheckout: false };
  const current = (await findCustomerOrder(user, order.id, gateway)) ?? order;
  const { status, failureReason } = current;
  return {
    ...order,
    status,
    failureReason,
    paidAt: 'paidAt' in current ? current.paidAt : null,
    inGatewayCheckout: status === 'pending',
  };
}

type ReceiptDriverRow = Omit<ReceiptRow, 'starts_on' | 'ends_on'> & {
  starts_on: string | Date | null;
  ends_on: string | Date | null;
};

const receiptOf = (row: ReceiptDriverRow): Receipt =>
  receiptFromRow({
    ...row,
    starts_on: row.starts_on === null ? null : dayOfRow(row.starts_on),
    ends_on: row.ends_on === null ? null : dayOfRow(row.ends_on),
  });

const receiptRowIn = async (tx: Tx, orderId: string) =>
  rowsOf<ReceiptDriverRow>(await tx.execute(sql`select * from public.receipt_for(${orderId}::uuid)`))[0];

/** A receipt by its id, for anyone with the link: read as a visitor through receipt_for(). */
export async function findReceipt(orderId: string): Promise<Receipt | undefined> {
  const row = await withAnon((tx) => receiptRowIn(tx, orderId));
  return row && receiptOf(row);
}

/**
 * The same receipt, for its owner and staff alone (their tax invoice and credit note as PDFs):
 * row-level security decides whether the person sees the order (the customer theirs, a coach their
 * clients', an admin any), and only then is the receipt read, as the page reads it.
 */
export async function findReceiptFor(user: SessionUser, orderId: string): Promise<Receipt | undefined> {
  const row = await withUser(user, async (tx) => {
    const [visible] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
    return visible && receiptRowIn(tx, orderId);
  });
  return row && receiptOf(row);
}

/** A customer's orders, newest first, in a transaction that reads more. */
export function ordersIn(tx: Tx, userId: string): Promise<Order[]> {
  return tx.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt));
}

export async function hasPaidOrder(user: SessionUser): Promise<boolean> {
  const paid = await withUser(user, (tx) => tx.select({ id: orders.id }).from(orders).where(eq(orders.status, 'paid')).limit(1));
  return paid.length > 0;
}
