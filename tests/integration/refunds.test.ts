import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDatabase } from '@/lib/db/database';
import { loadPlanPage } from '@/lib/db/dashboard';
import { findReceipt } from '@/lib/db/orders';
import { reschedulePlans } from '@/lib/db/plans';
import { decideRefund, listRefundRequests, requestRefund } from '@/lib/db/refunds';
import { orders, refundRequests, staff } from '@/lib/db/schema';
import { withUser } from '@/lib/db/with-user';
import { financialYear } from '@/lib/domain/invoice';
import { addMonths } from '@/lib/domain/plans';
import { addDays, istDay } from '@/lib/domain/india-time';
import type { PaymentGateway } from '@/lib/payments/gateway';
import { simulatedGateway } from '@/lib/payments/simulated';
import { buy, paid } from '../support/checkout';
import { createAuthUser, expectRefused } from '../support/db';

// The 45-day money-back guarantee on real data: asked once per plan within its window, decided
// by an admin, refunded once through the gateway, with a credit note numbered in its own series.

type User = { id: string };
const today = () => istDay(new Date());
const reason = 'The timings do not suit my work shifts.';
let admin: User;

/** The simulated gateway, counting the refunds it is asked for. */
function countingGateway(): PaymentGateway & { refunds: number } {
  const inner = simulatedGateway(0);
  return {
    ...inner,
    refunds: 0,
    refund(order) {
      this.refunds++;
      return inner.refund(order);
    },
  };
}

const failingGateway: PaymentGateway = {
  ...simulatedGateway(0),
  refund: async () => ({ ok: false, message: 'Gateway timeout' }),
};

beforeAll(async () => {
  admin = await createAuthUser();
  const { db } = await getDatabase();
  await db.insert(staff).values({ userId: admin.id, role: 'admin', name: 'Asha Admin', approvedBy: 'refunds.test' });
});

/** A customer who paid for a 6-month plan `daysAgo` days ago. */
async function customer(daysAgo = 0) {
  const user = await createAuthUser();
  const order = paid(await buy(user, 'online-6m'));
  if (daysAgo > 0) {
    const { db } = await getDatabase();
    await db.transaction(async (tx) => {
      await tx
        .update(orders)
        .set({ paidAt: new Date(Date.now() - daysAgo * 86_400_000) })
        .where(eq(orders.id, order.id));
      await reschedulePlans(tx, user.id);
    });
  }
  return { user, order };
}

const serialOf = (number: string) => Number(number.split('/').at(-1));

describe('refunds', () => {
  it('are asked once per plan, within its first 45 days, and only for one of your own', async () => {
    const { user, order } = await customer(44);
    const stranger = await createAuthUser();
    expect(await requestRefund(stranger, { orderId: order.id, reason })).toEqual({
      status: 'refused',
      reason: 'notYours',
    });
    expect(await requestRefund(user, { orderId: order.id, reason })).toEqual({ status: 'ok' });
    expect(await requestRefund(user, { orderId: order.id, reason })).toEqual({
      status: 'refused',
      reason: 'asked',
    });

    const late = await customer(45);
    expect(await requestRefund(late.user, { orderId: late.order.id, reason })).toEqual({
      status: 'refused',
      reason: 'tooLate',
    });
    const { refunds } = await loadPlanPage(late.user);
    expect(refunds.refundable).toEqual([]);
  });

  it('approved by an admin: refunded once, a credit note in its own series, the plan ended and the queued one brought forward', async () => {
    const { user, order } = await customer();
    const queued = paid(await buy(user, 'online-3m'));
    const other = await customer();
    await requestRefund(user, { orderId: order.id, reason });
    await requestRefund(other.user, { orderId: other.order.id, reason });
    const gateway = countingGateway();

    // Two admins' clicks at once: one credit note (the next refund takes the next serial), and
    // a second refund call, if any, is the gateway's same refund.
    const outcomes = await Promise.all([
      decideRefund(admin, { orderId: order.id, decision: 'approve', note: null }, gateway),
      decideRefund(admin, { orderId: order.id, decision: 'approve', note: null }, gateway),
    ]);
    const receipt = await findReceipt(order.id);
    expect(receipt?.status).toBe('refunded');
    const creditNote = receipt!.creditNote!;
    expect(outcomes).toContainEqual({ status: 'ok', decided: 'refunded', creditNote: creditNote.number });
    for (const outcome of outcomes)
      expect([
        { status: 'ok', decided: 'refunded', creditNote: creditNote.number },
        { status: 'refused', reason: 'decided', current: 'refunded' },
      ]).toContainEqual(outcome);
    expect(gateway.refunds).toBeGreaterThanOrEqual(1);
    expect(creditNote.number).toMatch(new RegExp(`^CN/${financialYear(new Date())}/\\d{6,}$`));
    expect(creditNote.invoice.number).toBe(receipt!.invoice!.number);

    const next = await decideRefund(admin, { orderId: other.order.id, decision: 'approve', note: null }, gateway);
    expect(next.status === 'ok' && next.decided === 'refunded' && serialOf(next.creditNote)).toBe(
      serialOf(creditNote.number) + 1,
    );

    // The refunded plan ends today, refunded and nothing else; the 3-month plan queued after it starts tomorrow.
    const { plan, refunds } = await loadPlanPage(user);
    expect(plan.current).toBeNull();
    expect(plan.last).toMatchObject({ orderId: order.id, endsOn: today() });
    expect(plan.lastStatus).toEqual({ kind: 'refunded', refundedOn: today() });
    expect(plan.queued).toMatchObject([{ orderId: queued.id, startsOn: addDays(today(), 1) }]);
    expect(plan.activeUntil).toBe(addDays(addMonths(addDays(today(), 1), 3), -1));
    expect(refunds.requests).toMatchObject([{ orderId: order.id, status: 'refunded' }]);
  });

  it('finish on a retry when the gateway failed, and a decline is final', async () => {
    const { user, order } = await customer();
    await requestRefund(user, { orderId: order.id, reason });
    expect(await decideRefund(admin, { orderId: order.id, decision: 'approve', note: null }, failingGateway)).toEqual({
      status: 'refused',
      reason: 'gatewayFailed',
      gatewayMessage: 'Gateway timeout',
    });
    expect((await findReceipt(order.id))?.status).toBe('paid');
    expect(await decideRefund(admin, { orderId: order.id, decision: 'decline', note: 'Too late' }, countingGateway())).toEqual({
      status: 'refused',
      reason: 'decided',
      current: 'approved',
    });
    const retried = await decideRefund(admin, { orderId: order.id, decision: 'approve', note: null }, countingGateway());
    expect(retried).toMatchObject({ status: 'ok', decided: 'refunded' });

    const declined = await customer();
    await requestRefund(declined.user, { orderId: declined.order.id, reason });
    const note = 'Your plan includes sessions already delivered.';
    expect(await decideRefund(admin, { orderId: declined.order.id, decision: 'decline', note }, countingGateway())).toEqual({
      status: 'ok',
      decided: 'declined',
    });
    expect(await decideRefund(admin, { orderId: declined.order.id, decision: 'approve', note: null }, countingGateway())).toEqual(
      {
        status: 'refused',
        reason: 'decided',
        current: 'declined',
      },
    );
    expect((await loadPlanPage(declined.user)).refunds.requests).toMatchObject([{ status: 'declined', note }]);
    const queue = await listRefundRequests(admin);
    expect(queue.find((item) => item.orderId === declined.order.id)).toMatchObject({ status: 'declined', note, reason });
  });

  it('are decided by admins only, and customers only read their own requests', async () => {
    const { user, order } = await customer();
    await requestRefund(user, { orderId: order.id, reason });
    await expectRefused(decideRefund(user, { orderId: order.id, decision: 'approve', note: null }, countingGateway()));
    await expectRefused(listRefundRequests(user));
    expect((await findReceipt(order.id))?.status).toBe('paid');

    const stranger = await createAuthUser();
    expect(
      await withUser(stranger, (tx) => tx.select().from(refundRequests).where(eq(refundRequests.orderId, order.id))),
    ).toEqual([]);
    await expectRefused(
      withUser(user, (tx) => tx.update(refundRequests).set({ status: 'refunded' }).where(eq(refundRequests.orderId, order.id))),
    );
    await expectRefused(withUser(user, (tx) => tx.insert(refundRequests).values({ orderId: order.id, userId: user.id, reason })));
    await expectRefused(withUser(user, (tx) => tx.execute(sql`select * from public.credit_note_series`)));
  });
});
