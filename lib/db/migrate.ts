import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RawSql } from './connection';

const MIGRATION_FILE = /^(\d{14})_([\w-]+)\.sql$/;
// Any constant works; it only has to be the same in every process of this app.
const MIGRATION_LOCK = 4_512_027;
export const MIGRATION_LOCK_TIMEOUT = '10s';

export function migrationsDir(root = process.cwd()): string {
  return path.join(root, 'supabase', 'migrations');
}

function authShimPath(root = process.cwd()): string {
  return path.join(root, 'lib', 'db', 'sql', 'auth-shim.sql');
}

/**
 * Applies supabase/migrations in order, each once, recorded in the Supabase CLI's own ledger
 * (supabase_migrations.schema_migrations), so `supabase db push` and this runner agree about
 * what has run. One transaction under an advisory lock: two processes starting together
 * cannot both apply a file, and a failing file leaves nothing half-done.
 */
export async function migrate(raw: RawSql, root = process.cwd()): Promise<string[]> {
  const files = (await readdir(migrationsDir(root))).filter((f) => MIGRATION_FILE.test(f)).sort();
  return raw.transaction(async (tx) => {
    // A migration waits at most this long for a table a running app holds, then fails and rolls
    // back, instead of queueing every request behind it.
    await tx.exec(`set local lock_timeout = '${MIGRATION_LOCK_TIMEOUT}'`);
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    const [shim] = await tx.query<{ present: boolean }>("select to_regprocedure('auth.uid()') is not null as present");
    if (!shim?.present) await tx.exec(await readFile(authShimPath(root), 'utf8'));
    await tx.exec(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (
        version text primary key, statements text[], name text
      );`);
    const done = new Set(
      (await tx.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).map((r) => r.version),
    );
    const applied: string[] = [];
    for (const file of files) {
      const [, version, name] = MIGRATION_FILE.exec(file) ?? [];
      if (!version || done.has(version)) continue;
      await tx.exec(await readFile(path.join(migrationsDir(root), file), 'utf8'));
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [version, name]);
      applied.push(file);
    }
    return applied;
  });
}
