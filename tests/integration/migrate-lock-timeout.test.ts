import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '@/lib/db/connection';
import { migrate, MIGRATION_LOCK_TIMEOUT } from '@/lib/db/migrate';

// A project folder holding one migration that fails unless the runner's lock_timeout is in force,
// so a migration never queues the app's requests behind a lock it waits for.
let root: string;
let database: Database;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'wellfit-migrate-'));
  await mkdir(path.join(root, 'supabase', 'migrations'), { recursive: true });
  await cp(path.join(process.cwd(), 'lib', 'db', 'sql'), path.join(root, 'lib', 'db', 'sql'), { recursive: true });
  await writeFile(
    path.join(root, 'supabase', 'migrations', '20990101000000_needs_lock_timeout.sql'),
    `do $$ begin
       if current_setting('lock_timeout') <> '${MIGRATION_LOCK_TIMEOUT}' then
         raise exception 'lock_timeout is %', current_setting('lock_timeout');
       end if;
     end $$;`,
  );
  database = await openDatabase({ dataDir: 'memory://' });
});

afterAll(async () => {
  await database.close();
  await rm(root, { recursive: true, force: true });
});

describe('migrations', () => {
  it(`run with lock_timeout ${MIGRATION_LOCK_TIMEOUT}, and only inside their own transaction`, async () => {
    expect(await migrate(database.raw, root)).toEqual(['20990101000000_needs_lock_timeout.sql']);
    const [after] = await database.raw.query<{ lock_timeout: string }>('show lock_timeout');
    expect(after?.lock_timeout).toBe('0');
  });
});
