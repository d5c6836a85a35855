import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { clockNow } from '@/lib/clock';
import { getDatabase } from '@/lib/db/database';
import { rowsOf } from '@/lib/db/connection';
import { resetClock, setClock } from '../../support/clock';

afterEach(resetClock);

async function databaseNow(): Promise<Date> {
  const { db } = await getDatabase();
  const [row] = rowsOf<{ now: string }>(await db.execute(sql`select public.clock_now()::text as now`));
  return new Date(row!.now);
}

describe('the server clock', () => {
  it('the app and the database read the instant set, and run on from it', async () => {
    await setClock('2027-03-31T23:59:50+05:30');
    for (const reading of [clockNow(), await databaseNow()]) {
      expect(Math.abs(reading.getTime() - Date.parse('2027-03-31T23:59:50+05:30'))).toBeLessThan(1000);
    }
    await resetClock();
    expect(Math.abs((await databaseNow()).getTime() - Date.now())).toBeLessThan(1000);
    expect(Math.abs(clockNow().getTime() - Date.now())).toBeLessThan(50);
  });
});
