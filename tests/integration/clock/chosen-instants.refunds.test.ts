import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadPlanPage } from '@/lib/db/dashboard';
import { getDatabase } from '@/lib/db/database';
import { requestRefund } from '@/lib/db/refunds';
import { planPeriods, refundRequests } from '@/lib/db/schema';
import { buy, paid } from '../../support/checkout';
import { resetClock, setClock } from '../../support/clock';
import { createAuthUser } from '../../support/db';
import { expectStampedAt } from './instants';

// The 45-day money-back guarantee at chosen instants: a plan may be refunded until the last second
// of its 45th day in India, and not from the first second of its 46th.

afterEach(resetClock);

const reason = 'The timings do not suit my work shifts.';

/** A customer who pays for a 6-month online plan at the clock's instant. */
async function customer() {
  const user = await createAuthUser();
  return { user, order: paid(await buy(user, 'online-6m')) };
}

describe('the 45-day refund window, at chosen instants', () => {
  it.each([
    {
      bought: '2027-03-10T23:59:50+05:30',
      startsOn: '2027-03-10',
      until: '2027-04-23',
      lastAllowed: '2027-04-23T23:59:50+05:30',
      firstRefused: '2027-04-24T00:00:10+05:30',
    },
    {
      bought: '2027-03-11T00:00:10+05:30',
      startsOn: '2027-03-11',
      until: '2027-04-24',
      lastAllowed: '2027-04-24T23:59:50+05:30',
      firstRefused: '2027-04-25T00:00:10+05:30',
    },
  ])(
    'a plan paid at $bought (day 1: $startsOn): asked at $lastAllowed, taken; at $firstRefused, refused',
    async ({ bought, startsOn, until, lastAllowed, firstRefused }) => {
      await setClock(bought);
      // Two customers paying at the same instant: one asks on the last day, the other a day late.
      const onTime = await customer();
      const late = await customer();
      const { db } = await getDatabase();
      for (const { order } of [onTime, late]) {
        const [period] = await db.select().from(planPeriods).where(eq(planPeriods.orderId, order.id));
        expect(period?.startsOn).toBe(startsOn);
      }

      await setClock(lastAllowed);
      // 'Plan' offers it, with its last day, to the very end of that day.
      expect((await loadPlanPage(late.user)).refunds.refundable).toEqual([
        { orderId: late.order.id, productName: late.order.productName, until },
      ]);
      expect(await requestRefund(onTime.user, { orderId: onTime.order.id, reason })).toEqual({ status: 'ok' });
      const [request] = await db.select().from(refundRequests).where(eq(refundRequests.orderId, onTime.order.id));
      expectStampedAt(request?.requestedAt, lastAllowed);

      await setClock(firstRefused);
      expect(await requestRefund(late.user, { orderId: late.order.id, reason })).toEqual({
        status: 'refused',
        reason: 'tooLate',
      });
      expect((await loadPlanPage(late.user)).refunds.refundable).toEqual([]);
      expect(await db.select().from(refundRequests).where(eq(refundRequests.orderId, late.order.id))).toEqual([]);
    },
  );
});
