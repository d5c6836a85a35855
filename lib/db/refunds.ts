import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { clockNow } from '@/lib/clock';
import { financialYear } from '@/lib/domain/invoice';
import { customerLabel, formatPhone } from '@/lib/domain/phone';
import { istDay } from '@/lib/domain/india-time';
import { accepted, type Outcome, refused } from '@/lib/domain/outcome';
import {
  creditNoteNumber,
  type RefundDecisionRefusal,
  type RefundRequest,
  type RefundRequestRefusal,
  refundRefusal,
  type RefundStatus,
} from '@/lib/domain/refunds';
import type { RefundDecisionInput, RefundRequestInput } from '@/lib/domain/refund-schema';
import type { AnyGateway } from '@/lib/payments/gateway';
import { getDatabase } from './database';
import { releaseStudioPlacesOf } from './bookings';
import { dayOfRow, rowsOf, type Tx } from './connection';
import { lockedSchedule, reschedulePlans } from './plans';
import { orders, planPeriods, refundRequests } from './schema';
import { isAdmin } from './staff';
import { type SessionUser, withUser } from './with-user';

type RequestRow = typeof refundRequests.$inferSelect;

const requestOf = (row: RequestRow): RefundRequest => ({
  orderId: row.orderId,
  status: row.status,
  reason: row.reason,
  requestedAt: row.requestedAt,
  decidedAt: row.decidedAt,
  note: row.note,
});

/** A customer's refund requests (RLS decides who may read them), latest first. */
export async function refundRequestsOf(tx: Tx, userId: string): Promise<RefundRequest[]> {
  const rows = await tx
    .select()
    .from(refundRequests)
    .where(eq(refundRequests.userId, userId))
    .orderBy(desc(refundRequests.requestedAt));
  return rows.map(requestOf);
}

/** Requested; or why the customer may not ask. */
export type RefundRequestOutcome = Outcome<Record<never, never>, RefundRequestRefusal>;

/**
 * 'Request a refund' for one of the customer's plans, checked against their plans as they stand
 * (the orders locked, as a payment or a pause locks them) and written with the server's rights:
 * customers only read their requests. One request per plan.
 */
export async function requestRefund(
  user: SessionUser,
  { orderId, reason }: RefundRequestInput,
  now: Date = clockNow(),
): Promise<RefundRequestOutcome> {
  const { db } = await getDatabase();
  return db.transaction(async (tx) => {
    const plan = (await lockedSchedule(tx, user.id)).find((period) => period.orderId === orderId);
    const [asked] = await tx.select().from(refundRequests).where(eq(refundRequests.orderId, orderId));
    const refusal = refundRefusal(plan, asked && requestOf(asked), istDay(now));
    if (refusal) return refusal;
    await tx.insert(refundRequests).values({ orderId, userId: user.id, reason });
    return accepted({});
  });
}

/** A request in the admin's queue. */
export interface RefundQueueItem extends RefundRequest {
  customerId: string;
  customer: string;
  phone: string;
  productName: string;
  orderNumber: string;
  invoiceNumber: string | null;
  /** Paise. */
  amount: number;
  currency: string;
  startsOn: string | null;
  creditNoteNumber: string | null;
}

interface QueueRow {
  order_id: string;
  customer_id: string;
  customer_name: string | null;
  customer_phone: string | null;
  product_name: string;
  order_number: string;
  invoice_number: string | null;
  amount: number;
  currency: string;
  starts_on: string | Date | null;
  reason: string;
  status: RefundStatus;
  requested_at: string | Date;
  decided_at: string | Date | null;
  note: string | null;
  credit_note_number: string | null;
}

/** The admin's queue: open requests first, then the latest decided (admin_refund_requests() refuses anyone else). */
export async function listRefundRequests(admin: SessionUser, limit = 50): Promise<RefundQueueItem[]> {
  const rows = rowsOf<QueueRow>(
    await withUser(admin, (tx) => tx.execute(sql`select * from public.admin_refund_requests(${limit})`)),
  );
  return rows.map((row) => ({
    orderId: row.order_id,
    status: row.status,
    reason: row.reason,
    requestedAt: new Date(row.requested_at),
    decidedAt: row.decided_at === null ? null : new Date(row.decided_at),
    note: row.note,
    customerId: row.customer_id,
    customer: customerLabel(row.customer_name, row.customer_phone),
    phone: row.customer_phone ? formatPhone(row.customer_phone) : 'Demo customer',
    productName: row.product_name,
    orderNumber: row.order_number,
    invoiceNumber: row.invoice_number,
    amount: row.amount,
    currency: row.currency,
    startsOn: row.starts_on === null ? null : dayOfRow(row.starts_on),
    creditNoteNumber: row.credit_note_number,
  }));
}

/**
 * Decided: declined, or refunded with its credit note. A gateway that did not refund is a refusal
 * (with the gateway's words), not a kind of success: nothing was refunded, the admin is told so,
 * and approving again is the way on, as with any refusal.
 */
export type RefundDecisionOutcome = Outcome<
  { decided: 'declined' } | { decided: 'refunded'; creditNote: string },
  RefundDecisionRefusal
>;

const decidedAlready = (current: RefundStatus): RefundDecisionRefusal => ({ ...refused('decided'), current });

/**
 * An admin's decision. A decline is recorded with its note. An approval is recorded first (so a
 * second click or a second admin cannot approve it again), then the gateway refunds and the
 * refund is recorded; an approval whose refund never got recorded (the gateway failed, or the
 * server stopped) is carried on by approving again: the gateway answers a repeated refund with
 * the first, and the order is marked refunded once.
 */
export async function decideRefund(
  admin: SessionUser,
  { orderId, decision, note }: RefundDecisionInput,
  gateway: Pick<AnyGateway, 'refund'>,
  now: Date = clockNow(),
): Promise<RefundDecisionOutcome> {
  if (!(await isAdmin(admin))) throw new Error('permission denied: admins only');
  const { db } = await getDatabase();
  const [decided] = await db
    .update(refundRequests)
    .set({ status: decision === 'approve' ? 'approved' : 'declined', decidedAt: now, decidedBy: admin.id, note })
    .where(and(eq(refundRequests.orderId, orderId), eq(refundRequests.status, 'requested')))
    .returning();
  if (decided?.status === 'declined') return accepted({ decided: 'declined' });
  if (!decided) {
    const [current] = await db.select().from(refundRequests).where(eq(refundRequests.orderId, orderId));
    if (current?.status !== 'approved' || decision !== 'approve') return decidedAlready(current?.status ?? 'declined');
  }
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return decidedAlready('declined');
  if (order.status !== 'refunded') {
    const refund = await gateway.refund({
      orderId,
      paymentReference: order.paymentReference ?? '',
      amount: order.amount,
      currency: order.currency,
    });
    if (!refund.ok) return { ...refused('gatewayFailed'), gatewayMessage: refund.message };
    return accepted({ decided: 'refunded', creditNote: await recordRefund(orderId, refund.reference, now) });
  }
  return accepted({ decided: 'refunded', creditNote: order.creditNoteNumber! });
}

/**
 * The gateway's refund, recorded once in one transaction with the server's rights: the order is
 * marked refunded with the next credit-note number of the financial year (a number is taken only
 * by a refund that is recorded, so the series has no gaps), its plan ends today, the plans queued
 * after it move forward, and the request is closed.
 */
export async function recordRefund(orderId: string, reference: string, now: Date): Promise<string> {
  const { db } = await getDatabase();
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new Error(`order ${orderId} vanished`);
    if (order.status === 'refunded') return order.creditNoteNumber!;
    const year = financialYear(now);
    const [{ serial }] = rowsOf<{ serial: number }>(
      await tx.execute(sql`
        insert into public.credit_note_series as s (financial_year, last_serial) values (${year}, 1)
        on conflict (financial_year) do update set last_serial = s.last_serial + 1
        returning last_serial as serial`),
    ) as [{ serial: number }];
    const number = creditNoteNumber(year, serial);
    await tx
      .update(orders)
      .set({ status: 'refunded', refundedAt: now, refundReference: reference, creditNoteNumber: number })
      .where(eq(orders.id, orderId));
    await tx
      .update(planPeriods)
      .set({ endedOn: istDay(now) })
      .where(eq(planPeriods.orderId, orderId));
    // A refund made in Razorpay's Dashboard decides a request still waiting, by no admin of ours.
    await tx
      .update(refundRequests)
      .set({ status: 'refunded', decidedAt: sql`coalesce(${refundRequests.decidedAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(refundRequests.orderId, orderId));
    if (order.userId) {
      await reschedulePlans(tx, order.userId);
      // Left with no in-person plan, their studio seat and waitlist place end with it.
      await releaseStudioPlacesOf(tx, order.userId);
    }
    return number;
  });
}
