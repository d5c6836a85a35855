import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDatabase } from '@/lib/db/database';
import { loadDashboard, loadProgressPage } from '@/lib/db/dashboard';
import { findReceipt } from '@/lib/db/orders';
import { nextPlanStartFor, pausePlan, reschedulePlans } from '@/lib/db/plans';
import { dailyCheckins, orders, planPeriods } from '@/lib/db/schema';
import { addMonths, PLAN_MESSAGES } from '@/lib/domain/plans';
import { addDays, istDay } from '@/lib/domain/india-time';
import { buy, paid } from '../support/checkout';
import { createAuthUser } from '../support/db';

// Plans as periods on real data: a plan bought on top is queued, a pause moves every end.

const today = () => istDay(new Date());

describe('plans', () => {
  it('queue a plan bought while one runs, and say so before paying', async () => {
    const user = await createAuthUser();
    expect(await nextPlanStartFor(user)).toEqual({ startsOn: today(), afterCurrent: false });
    paid(await buy(user, 'online-6m'));
    const secondStarts = addMonths(today(), 6);
    expect(await nextPlanStartFor(user)).toEqual({ startsOn: secondStarts, afterCurrent: true });
    const second = paid(await buy(user, 'online-3m'));
    const secondEnds = addDays(addMonths(secondStarts, 3), -1);
    expect((await findReceipt(second.id))?.period).toEqual({ from: secondStarts, to: secondEnds, refundedOn: null });

    const { plan, programme } = await loadDashboard(user);
    expect(plan).toMatchObject({
      current: { packageId: 'online-6m', startsOn: today() },
      queued: [{ packageId: 'online-3m', startsOn: secondStarts }],
      activeUntil: secondEnds,
      phase: { kind: 'transformation', day: 1 },
    });
    expect(programme).toMatchObject({ startDay: today(), timeline: { day: 1 } });
  });

  it('pause once, from today: the end and the queued plan move on by the days paused', async () => {
    const user = await createAuthUser();
    paid(await buy(user, 'online-6m'));
    paid(await buy(user, 'online-3m'));
    const before = (await loadDashboard(user)).plan;

    expect(await pausePlan(user, 15)).toEqual({ status: 'refused', reason: 'pauseRange', max: 14 });
    expect(PLAN_MESSAGES.pauseRange(14)).toBe('This plan can pause for 7 to 14 days.');
    expect(await pausePlan(user, 7)).toEqual({ status: 'ok', until: addDays(today(), 6) });
    const after = (await loadDashboard(user)).plan;
    expect(after.activeUntil).toBe(addDays(before.activeUntil!, 7));
    expect(after.queued[0]?.startsOn).toBe(addDays(before.queued[0]!.startsOn, 7));
    expect(after.pausedUntil).toBe(addDays(today(), 6));
    expect(await pausePlan(user, 7)).toEqual({ status: 'refused', reason: 'pausedOnce' });
  });

  it('keep what was logged before a pause in the programme: the chart keeps it and the days count past the pause', async () => {
    const user = await createAuthUser();
    const order = paid(await buy(user, 'online-6m'));
    const { db } = await getDatabase();
    // Paid 5 days ago, weighed in on day 1, paused 2 days ago for 7 days.
    await db.transaction(async (tx) => {
      await tx
        .update(orders)
        .set({ paidAt: new Date(Date.now() - 5 * 86_400_000) })
        .where(eq(orders.id, order.id));
      await reschedulePlans(tx, user.id);
    });
    await db.insert(dailyCheckins).values({ userId: user.id, day: addDays(today(), -5), weight: 84.2 });
    await db.transaction(async (tx) => {
      await tx
        .update(planPeriods)
        .set({ pausedFrom: addDays(today(), -2), pauseDays: 7 })
        .where(eq(planPeriods.orderId, order.id));
      await reschedulePlans(tx, user.id);
    });

    const dashboard = await loadDashboard(user);
    expect(dashboard.programme).toMatchObject({ startDay: addDays(today(), -5), timeline: { day: 4 } });
    expect((await loadProgressPage(user)).weights).toEqual([{ day: addDays(today(), -5), weight: 84.2 }]);
  });

  it('refuse a pause without a running plan', async () => {
    expect(await pausePlan(await createAuthUser(), 7)).toEqual({ status: 'refused', reason: 'noPlan' });
  });
});
