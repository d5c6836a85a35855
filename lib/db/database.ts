import 'server-only';
import { type Database, databaseConfigFromEnv, openDatabase } from './connection';

// One instance per process, kept on globalThis: Next loads this module more than once (pages
// and route handlers, dev reloads), and two PGlite instances on one folder silently lose writes.
const holder = globalThis as typeof globalThis & { __wellfitDatabase?: Promise<Database> };

/**
 * The database of this process, opened on first use. It is made ready (migrated, staff from the
 * settings, sample centres) once at start, by startDatabase() in lib/db/start.ts.
 */
export function getDatabase(): Promise<Database> {
  holder.__wellfitDatabase ??= openDatabase(databaseConfigFromEnv()).catch((error: unknown) => {
    // Forget a failed open so the next request tries again.
    holder.__wellfitDatabase = undefined;
    throw error;
  });
  return holder.__wellfitDatabase;
}
