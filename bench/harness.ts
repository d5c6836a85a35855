import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { summarize } from './stats';

/**
 * Runs a bench against the embedded database in a fresh folder on disk, as `npm start` has
 * it, and prints its one JSON line. DATA_DIR is set before the app's modules load.
 */
export async function runBench(title: string, measure: () => Promise<Record<string, number>>): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wellfit-bench-'));
  process.env.DATA_DIR = dir;
  const { startDatabase } = await import('../lib/db/start');
  try {
    console.log(JSON.stringify({ bench: title, ...(await measure()) }));
  } finally {
    await (await startDatabase()).close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Creates customers straight in auth.users, as a sign-in would. */
export async function createCustomers(count: number, prefix: string): Promise<{ id: string }[]> {
  const { startDatabase } = await import('../lib/db/start');
  const { authUsers } = await import('../lib/db/schema');
  const { db } = await startDatabase();
  return db
    .insert(authUsers)
    .values(
      Array.from({ length: count }, (_, i) => ({
        phone: `${prefix}${String(i).padStart(13 - prefix.length, '0')}`,
        phoneConfirmedAt: new Date(),
      })),
    )
    .returning({ id: authUsers.id });
}

export type Timed = (user: { id: string }, i: number) => Promise<unknown>;

/** Each user runs `work` `perUser` times in a row, all users at once; the duration of every run, in ms. */
export async function timeEach(users: { id: string }[], perUser: number, work: Timed): Promise<number[]> {
  const durations: number[] = [];
  await Promise.all(
    users.map(async (user) => {
      for (let i = 0; i < perUser; i++) {
        const start = performance.now();
        await work(user, i);
        durations.push(performance.now() - start);
      }
    }),
  );
  return durations;
}

/** p50, p95 and max of a run, named for the results table. */
export function figures(label: string, durations: number[]): Record<string, number> {
  const { p50, p95, max } = summarize(durations);
  return { [`${label} p50`]: p50, [`${label} p95`]: p95, [`${label} max`]: max };
}
