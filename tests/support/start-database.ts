// The database tests' setup: the process's database made ready once, as instrumentation.ts does
// for the server (lib/db/start.ts), before a test file's first statement. On the embedded database
// each file starts from the migrated copy tests/support/migrated-template.ts made.
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, openPglite } from '@/lib/db/connection';
import { startDatabase } from '@/lib/db/start';

const template = inject('pgliteTemplate');
if (template) {
  // Where getDatabase() (lib/db/database.ts) keeps this process's database.
  const holder = globalThis as typeof globalThis & { __wellfitDatabase?: Promise<Database> };
  holder.__wellfitDatabase = openPglite('memory://', new Blob([readFileSync(template)]));
}
await startDatabase();
