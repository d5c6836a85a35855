import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { COMPOSITION_FIELDS, type CompositionCheck, type CompositionCheckInput, isCheckDay } from '@/lib/domain/body-composition';
import { accepted, type Outcome, type Refusal, refused } from '@/lib/domain/outcome';
import { packageIncludes } from '@/lib/domain/packages';
import { type PlanState, planState } from '@/lib/domain/plans';
import type { Tx } from './connection';
import { plansOf } from './plans';
import { bodyCompositionChecks } from './schema';
import { type SessionUser, withUser } from './with-user';

/** A customer's checks, oldest first, as far as the caller may read them (their own; their coach's client's). */
export async function compositionChecksIn(tx: Tx, customerId: string): Promise<CompositionCheck[]> {
  const rows = await tx
    .select()
    .from(bodyCompositionChecks)
    .where(eq(bodyCompositionChecks.userId, customerId))
    .orderBy(asc(bodyCompositionChecks.day));
  return rows.map(
    (row) => ({ day: row.day, ...Object.fromEntries(COMPOSITION_FIELDS.map(({ key }) => [key, row[key]])) }) as CompositionCheck,
  );
}

export type CompositionRefusal = Refusal<'notStudio' | 'day'>;

/**
 * 'Record a check': the coach's entry of a day, made or corrected. The client's plan running today
 * must promise the check (an in-person plan); row-level security refuses a client who is not the
 * caller's (42501) and a day outside the window.
 */
export async function recordCompositionCheck(
  user: SessionUser,
  { customerId, day, ...figures }: CompositionCheckInput,
  today: string,
): Promise<Outcome<object, CompositionRefusal>> {
  if (!isCheckDay(day, today)) return refused('day');
  return withUser(user, async (tx) => {
    const current = planState(await plansOf(tx, customerId), today).current;
    if (!current || !packageIncludes(current.packageId, 'compositionCheck')) return refused('notStudio');
    await tx
      .insert(bodyCompositionChecks)
      .values({ userId: customerId, day, ...figures, recordedBy: user.id })
      .onConflictDoUpdate({
        target: [bodyCompositionChecks.userId, bodyCompositionChecks.day],
        set: { ...figures, recordedBy: user.id, updatedAt: sql`public.clock_now()` },
      });
    return accepted({});
  });
}

/** The checks a page shows, whether the plan running today promises them, and so whether to show the card. */
export interface CompositionSection {
  checks: CompositionCheck[];
  promised: boolean;
  shown: boolean;
}

export function compositionSection(checks: CompositionCheck[], plan: PlanState): CompositionSection {
  const promised = plan.current !== null && packageIncludes(plan.current.packageId, 'compositionCheck');
  return { checks, promised, shown: promised || checks.length > 0 };
}
