import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { MEASURES, type MeasurementEntry, type MeasurementsInput, tenth } from '@/lib/domain/measurements';
import type { Tx } from './connection';
import { bodyMeasurements } from './schema';
import { type SessionUser, withUser } from './with-user';

/**
 * 'Add measurements': today's entry, made or changed (the same day only: row-level security
 * refuses another day). A measure left empty is cleared.
 */
export async function saveTodaysMeasurements(user: SessionUser, input: MeasurementsInput, day: string): Promise<void> {
  const values = Object.fromEntries(MEASURES.map(({ key }) => [key, input[key] == null ? null : tenth(input[key])])) as Record<
    string,
    number | null
  >;
  await withUser(user, (tx) =>
    tx
      .insert(bodyMeasurements)
      .values({ userId: user.id, day, ...values })
      .onConflictDoUpdate({
        target: [bodyMeasurements.userId, bodyMeasurements.day],
        set: { ...values, updatedAt: sql`public.clock_now()` },
      }),
  );
}

/** A customer's entries, oldest first, as far as the caller may read them (their own; their coach's client's). */
export async function measurementsIn(tx: Tx, customerId: string): Promise<MeasurementEntry[]> {
  const rows = await tx
    .select()
    .from(bodyMeasurements)
    .where(eq(bodyMeasurements.userId, customerId))
    .orderBy(asc(bodyMeasurements.day));
  return rows.map(
    (row) => ({ day: row.day, ...Object.fromEntries(MEASURES.map(({ key }) => [key, row[key]])) }) as MeasurementEntry,
  );
}
