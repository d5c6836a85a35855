import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs a bench against the embedded database in a fresh folder on disk, as `npm start` has
 * it, and prints its one JSON line. DATA_DIR is set before the app's modules load.
 */
export async function runBench(title: string, measure: () => Promise<Record<string, number>>): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wellfit-bench-'));
  process.env.DATA_DIR = dir;
  const { getDatabase } = await import('../lib/db/client');
  try {
    console.log(JSON.stringify({ bench: title, ...(await measure()) }));
  } finally {
    await (await getDatabase()).close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Creates customers straight in auth.users, as a sign-in would. */
export async function createCustomers(count: number, prefix: string): Promise<{ id: string }[]> {
  const { getDatabase } = await import('../lib/db/client');
  const { authUsers } = await import('../lib/db/schema');
  const { db } = await getDatabase();
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
