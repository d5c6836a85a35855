import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir } from './pglite-lock';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { dataDir } from '../data-dir';
// The schema module, not lib/settings: scripts/migrate.ts loads this outside the server.
import { type Env, loadSettings } from '../settings/schema';
import * as schema from './schema';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Driver-neutral raw SQL, for migrations and LISTEN/NOTIFY, where Drizzle has no say. */
export interface RawSql {
  /** Runs a script of one or more statements without parameters. */
  exec(script: string): Promise<void>;
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  transaction<T>(fn: (tx: RawSql) => Promise<T>): Promise<T>;
}

/** The rows of a `tx.execute(sql\`…\`)`: postgres-js returns them as an array, PGlite as `{ rows }`. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

/** A `date` column of a raw row as 'YYYY-MM-DD': postgres-js returns a Date, PGlite a string. */
export function dayOfRow(value: string | Date): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

export interface Database {
  db: Db;
  raw: RawSql;
  kind: 'pglite' | 'postgres';
  /**
   * LISTEN on a channel until the returned function is called. `onResume` runs when the listening
   * connection came back after a break (a database restart): notifications of that gap are gone.
   */
  listen(channel: string, onPayload: (payload: string) => void, onResume?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type DatabaseConfig = { url: string; realtimeUrl?: string; poolSize: number } | { dataDir: string };

export function databaseConfigFromEnv(env?: Env): DatabaseConfig {
  const settings = loadSettings(env);
  if (settings.DATABASE_URL) {
    return { url: settings.DATABASE_URL, realtimeUrl: settings.REALTIME_DATABASE_URL, poolSize: settings.DATABASE_POOL_SIZE };
  }
  return { dataDir: settings.PGLITE_DIR ?? path.join(dataDir(env), 'pglite') };
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return 'url' in config
    ? openPostgres(config.url, config.realtimeUrl ?? config.url, config.poolSize)
    : openPglite(config.dataDir);
}

/**
 * Postgres reserves shared_buffers inside PGlite's WebAssembly memory, which grows and never
 * shrinks: the default 128 MB took the heap from its 128 MB minimum to 189 MB. The app's data is
 * a few MB and the files sit in the OS page cache, so 16 MB holds the working set.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

/**
 * PGlite on `dataDir`; `loadDataDir` starts it from a copy of another's files (pg.dumpDataDir()),
 * as the database tests start each file from one migrated database instead of migrating again.
 */
export async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const unlock = inMemory ? async () => {} : await lockDataDir(path.resolve(dataDir));
  const pg = await PGlite.create(dataDir, {
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    // Food search's trigram similarity (migration 20261124001000).
    extensions: { pg_trgm },
    loadDataDir,
  }).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  return {
    db: drizzlePglite({ client: pg, schema }),
    raw: pgliteRaw(pg),
    kind: 'pglite',
    listen: (channel, onPayload) => pg.listen(channel, onPayload),
    close: async () => {
      await pg.close();
      await unlock();
    },
  };
}

/** RawSql over a PGlite instance (and, inside `transaction`, over its transaction). */
export function pgliteRaw(pg: PGlite): RawSql {
  type PgliteTx = Parameters<Parameters<PGlite['transaction']>[0]>[0];
  const wrap = (client: PGlite | PgliteTx): RawSql => ({
    exec: async (script) => {
      await client.exec(script);
    },
    query: async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
  });
  return wrap(pg);
}

/** RawSql over a postgres-js pool (and, inside `transaction`, over its transaction). */
export function postgresRaw(sql: postgres.Sql): RawSql {
  const wrap = (client: postgres.Sql | postgres.TransactionSql): RawSql => ({
    exec: async (script) => {
      await client.unsafe(script).simple();
    },
    query: async <Row>(text: string, params?: unknown[]) =>
      (await client.unsafe(text, params as postgres.ParameterOrJSON<never>[])) as unknown as Row[],
    transaction: async <T>(fn: (tx: RawSql) => Promise<T>) => (await sql.begin((tx) => fn(wrap(tx)))) as T,
  });
  return wrap(sql);
}

async function openPostgres(url: string, realtimeUrl: string, poolSize: number): Promise<Database> {
  // prepare: false keeps us compatible with Supabase's transaction-mode pooler (port 6543).
  const sql = postgres(url, { max: poolSize, prepare: false, onnotice: () => {} });
  // LISTEN holds a session: on Supabase that is the direct or session-pooler URL (port 5432),
  // not the transaction pooler. postgres-js listens again by itself after a reconnect.
  let listener: postgres.Sql | undefined;
  return {
    db: drizzlePostgres({ client: sql, schema }),
    raw: postgresRaw(sql),
    kind: 'postgres',
    listen: async (channel, onPayload, onResume) => {
      listener ??= postgres(realtimeUrl, { max: 1, prepare: false, onnotice: () => {} });
      // postgres-js calls onlisten after the first LISTEN and after each one it repeats on reconnect.
      let listenedBefore = false;
      const { unlisten } = await listener.listen(channel, onPayload, () => {
        if (listenedBefore) onResume?.();
        listenedBefore = true;
      });
      return unlisten;
    },
    close: async () => {
      await Promise.all([sql.end({ timeout: 5 }), listener?.end({ timeout: 5 })]);
    },
  };
}
