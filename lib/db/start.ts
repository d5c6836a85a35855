import 'server-only';
import { clockAheadMs } from '@/lib/clock';
import { getDatabase } from './database';
import type { Database } from './connection';
import { migrate } from './migrate';
import { seedSampleStudio } from './sample-studio';
import { writeServerClock } from './server-clock';
import { syncStaffFromEnv } from './staff';

const holder = globalThis as typeof globalThis & { __wellfitDatabaseStarted?: Promise<Database> };

/**
 * What a process does with its database before it serves anyone, once: the migrations, the
 * database's clock set to the server's, the staff the settings name, and on the embedded database
 * the sample centres. The server runs it from
 * instrumentation.ts; the database tests from their setup file.
 */
export function startDatabase(): Promise<Database> {
  holder.__wellfitDatabaseStarted ??= (async () => {
    const database = await getDatabase();
    await migrate(database.raw);
    await writeServerClock(database.raw, clockAheadMs());
    await syncStaffFromEnv(database.db);
    if (database.kind === 'pglite') await seedSampleStudio(database.db);
    return database;
  })().catch((error: unknown) => {
    holder.__wellfitDatabaseStarted = undefined;
    throw error;
  });
  return holder.__wellfitDatabaseStarted;
}
