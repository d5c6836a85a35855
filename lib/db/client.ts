import 'server-only';
import { type Database, databaseConfigFromEnv, openDatabase } from './connection';
import { syncStaffFromEnv } from './staff';
import { migrate } from './migrate';
import { seedSampleStudio } from './sample-studio';

// One instance per process, kept on globalThis: Next loads this module more than once (pages
// and route handlers, dev reloads), and two PGlite instances on one folder silently lose writes.
const holder = globalThis as typeof globalThis & { __wellfitDatabase?: Promise<Database> };

/** The migrated database of this process, opened on first use. */
export function getDatabase(): Promise<Database> {
  holder.__wellfitDatabase ??= (async () => {
    const config = databaseConfigFromEnv();
    const database = await openDatabase(config);
    try {
      await migrate(database.raw);
      await syncStaffFromEnv(database.db);
      if ('dataDir' in config) await seedSampleStudio(database.db);
      return database;
    } catch (error) {
      await database.close().catch(() => {});
      throw error;
    }
  })().catch((error: unknown) => {
    // Forget a failed open so the next request tries again.
    holder.__wellfitDatabase = undefined;
    throw error;
  });
  return holder.__wellfitDatabase;
}
