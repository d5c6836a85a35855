// The database tests' global setup: one in-memory PGlite migrated once, its files kept in a
// temporary tarball that each test file starts its own database from (tests/support/start-database.ts).
// Migrating anew cost every file about 4 s of the suite's time on this machine.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { withMigratedPglite } from '@/lib/db/schema-sql';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  // On a real server (DATABASE_URL) every file uses that database, migrated once by its first file.
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wellfit-vitest-template-'));
  const file = path.join(dir, 'migrated.tar');
  await withMigratedPglite(process.cwd(), async (pg) => {
    writeFileSync(file, Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer()));
  });
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
