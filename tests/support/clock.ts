import { clockAheadMs } from '@/lib/clock';
import { getDatabase } from '@/lib/db/database';
import { writeServerClock } from '@/lib/db/server-clock';

/**
 * Sets the server's clock, the app's (lib/clock.ts) and the database's (public.clock_now()), to
 * read `instant` now and run on from there: CLOCK_START as a server would have had it at start.
 * It moves the whole database's clock, so the files that use it run after every other
 * (vitest.config.ts, the 'clock' project).
 */
export async function setClock(instant: string | Date): Promise<void> {
  process.env.CLOCK_START = new Date(new Date(instant).getTime() - performance.now()).toISOString();
  await writeServerClock((await getDatabase()).raw, clockAheadMs());
}

/** The real time again, for the app and the database. */
export async function resetClock(): Promise<void> {
  delete process.env.CLOCK_START;
  await writeServerClock((await getDatabase()).raw, 0);
}
