import 'server-only';
import { sql } from 'drizzle-orm';
import { clockNow } from '@/lib/clock';
import { lastDayOf, sessionDays } from '@/lib/domain/batches';
import { istDay } from '@/lib/domain/india-time';
import type { Db } from './connection';
import { batches, batchSessions, centres } from './schema';

const SAMPLE_CENTRES = [
  {
    name: 'Sample centre: Andheri West',
    address: '2nd floor, 12 Link Road, Andheri West',
    city: 'Mumbai',
    batches: [
      { days: [1, 3, 5], startTime: '07:00', durationMinutes: 60, capacity: 12 },
      { days: [2, 4, 6], startTime: '18:30', durationMinutes: 60, capacity: 15 },
    ],
  },
  {
    name: 'Sample centre: Koramangala',
    address: '80 Feet Road, 4th Block, Koramangala',
    city: 'Bengaluru',
    batches: [
      { days: [1, 3, 5], startTime: '06:30', durationMinutes: 45, capacity: 10 },
      { days: [2, 4, 6], startTime: '19:00', durationMinutes: 60, capacity: 12 },
    ],
  },
];

/**
 * The embedded database's first start seeds two sample centres with two batches each, starting
 * today, so someone trying the app sees booking work at once. Never on a shared database: production
 * starts with no centres. Runs once: a database that has ever had a centre is left alone.
 */
export async function seedSampleStudio(db: Db, now = clockNow()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sample-studio'))`);
    const [any] = await tx.select({ id: centres.id }).from(centres).limit(1);
    if (any) return;
    const firstSession = istDay(now);
    for (const { batches: batchList, ...centre } of SAMPLE_CENTRES) {
      const [row] = await tx
        .insert(centres)
        .values({ ...centre, sample: true })
        .returning({ id: centres.id });
      for (const batch of batchList) {
        const [made] = await tx
          .insert(batches)
          .values({ ...batch, centreId: row!.id, firstSession, lastDay: lastDayOf(firstSession), sample: true })
          .returning({ id: batches.id });
        await tx.insert(batchSessions).values(sessionDays(firstSession, batch.days).map((day) => ({ batchId: made!.id, day })));
      }
    }
  });
}
