import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { clockNow } from '@/lib/clock';
import { monthsOf, packageById } from '@/lib/domain/packages';
import {
  nextPlanStart,
  type PausePreview,
  type PauseRefusal,
  pauseDaysUsed,
  pausePreview,
  type PlanPeriod,
  type PlanPurchase,
  pauseRefusal,
  planState,
  type ResumeRefusal,
  schedulePlans,
} from '@/lib/domain/plans';
import { addDays, istDay } from '@/lib/domain/india-time';
import { accepted, type Outcome, refused } from '@/lib/domain/outcome';
import { getDatabase } from './database';
import type { Tx } from './connection';
import { type SessionUser, withUser } from './with-user';
import { orders, planPeriods } from './schema';

type Order = typeof orders.$inferSelect;
type PeriodRow = typeof planPeriods.$inferSelect;

/** The orders that grant a plan: paid ones, and refunded ones (which ended theirs). */
const GRANTING = ['paid', 'refunded'] as const;

function purchaseOf(order: Order, period: PeriodRow | null): PlanPurchase {
  return {
    orderId: order.id,
    packageId: order.packageId,
    productName: order.productName,
    months: period?.months ?? monthsOf(packageById(order.packageId)),
    paidOn: istDay(order.paidAt ?? order.createdAt),
    pausedFrom: period?.pausedFrom ?? null,
    pauseDays: period?.pauseDays ?? 0,
    endedOn: period?.endedOn ?? null,
  };
}

/**
 * The customer's plans as lib/domain/plans schedules them, with their orders locked (in the
 * caller's transaction): two payments or a payment and a pause of one customer go one at a time.
 */
export async function lockedSchedule(tx: Tx, userId: string): Promise<PlanPeriod[]> {
  const rows = await tx
    .select({ order: orders, period: planPeriods })
    .from(orders)
    .leftJoin(planPeriods, eq(planPeriods.orderId, orders.id))
    .where(and(eq(orders.userId, userId), inArray(orders.status, GRANTING)))
    .orderBy(asc(orders.paidAt), asc(orders.createdAt))
    .for('update', { of: orders });
  return schedulePlans(rows.map(({ order, period }) => purchaseOf(order, period)));
}

/**
 * Brings the customer's plan periods in line with their orders, pauses and refunds, in the
 * caller's transaction and with the server's rights: customers only read their plans.
 */
export async function reschedulePlans(tx: Tx, userId: string): Promise<PlanPeriod[]> {
  const periods = await lockedSchedule(tx, userId);
  for (const period of periods) {
    const values = {
      months: period.months,
      startsOn: period.startsOn,
      endsOn: period.endsOn,
      pausedFrom: period.pausedFrom,
      pauseDays: period.pauseDays,
      endedOn: period.endedOn,
    };
    await tx
      .insert(planPeriods)
      .values({ orderId: period.orderId, userId, ...values })
      .onConflictDoUpdate({ target: planPeriods.orderId, set: values });
  }
  return periods;
}

/** A customer's plans, in the order they run (RLS decides who may read them). */
export async function plansOf(tx: Tx, userId: string): Promise<PlanPeriod[]> {
  const rows = await tx
    .select({ order: orders, period: planPeriods })
    .from(planPeriods)
    .innerJoin(orders, eq(orders.id, planPeriods.orderId))
    .where(eq(planPeriods.userId, userId))
    .orderBy(asc(planPeriods.startsOn), asc(orders.paidAt));
  return rows.map(({ order, period }) => ({ ...purchaseOf(order, period), startsOn: period.startsOn, endsOn: period.endsOn }));
}

/** Day 1 of the customer's programme as the dashboard counts it (pauses move it on), or null before any plan. */
export async function programmeStartOf(tx: Tx, userId: string, today: string): Promise<string | null> {
  return planState(await plansOf(tx, userId), today).programmeStart;
}

/** The day a plan bought now would start for this customer: today, or the day after their plans end. */
export async function nextPlanStartFor(
  user: SessionUser,
  now: Date = clockNow(),
): Promise<{ startsOn: string; afterCurrent: boolean }> {
  const today = istDay(now);
  const startsOn = nextPlanStart(await withUser(user, (tx) => plansOf(tx, user.id)), today);
  return { startsOn, afterCurrent: startsOn > today };
}

/** Paused, until the pause's last day; or why not. */
export type PauseOutcome = Outcome<{ until: string }, PauseRefusal>;

/** What the pause would do; or why it cannot be. */
export type PausePreviewOutcome = Outcome<{ preview: PausePreview }, PauseRefusal>;

/** What pausing for `days` from today would do, or why it cannot: asked before the customer confirms. */
export async function previewPause(user: SessionUser, days: number, now: Date = clockNow()): Promise<PausePreviewOutcome> {
  const today = istDay(now);
  const state = planState(await withUser(user, (tx) => plansOf(tx, user.id)), today);
  const refusal = pauseRefusal(state, days);
  return refusal ?? accepted({ preview: pausePreview(state, days, today) });
}

/**
 * Pauses the customer's running plan from today for `days` days, once per plan: its end, and
 * every plan queued after it, move on by as many days. Checked against the plans as they stand
 * in the same transaction (the orders are locked), written with the server's rights.
 */
export async function pausePlan(user: SessionUser, days: number, now: Date = clockNow()): Promise<PauseOutcome> {
  const today = istDay(now);
  const { db } = await getDatabase();
  return db.transaction(async (tx) => {
    const state = planState(await lockedSchedule(tx, user.id), today);
    const refusal = pauseRefusal(state, days);
    if (refusal) return refusal;
    await tx
      .update(planPeriods)
      .set({ pausedFrom: today, pauseDays: days })
      .where(eq(planPeriods.orderId, state.current!.orderId));
    await reschedulePlans(tx, user.id);
    return accepted({ until: addDays(today, days - 1) });
  });
}

/** Resumed, with the last day the plans cover now; or why not. */
export type ResumeOutcome = Outcome<{ activeUntil: string | null }, ResumeRefusal>;

/**
 * 'Resume now' during a pause: the pause keeps the days used before today, and the plan's end (and
 * every plan queued after it) moves back by the days not used. The plan stays paused once.
 */
export async function resumePlan(user: SessionUser, now: Date = clockNow()): Promise<ResumeOutcome> {
  const today = istDay(now);
  const { db } = await getDatabase();
  return db.transaction(async (tx) => {
    const state = planState(await lockedSchedule(tx, user.id), today);
    const used = pauseDaysUsed(state, today);
    if (used === null) return refused('notPaused');
    await tx.update(planPeriods).set({ pauseDays: used }).where(eq(planPeriods.orderId, state.current!.orderId));
    return accepted({ activeUntil: planState(await reschedulePlans(tx, user.id), today).activeUntil });
  });
}
