// The database tests' setup: the process's database made ready once, as instrumentation.ts does
// for the server (lib/db/start.ts), before a test file's first statement.
import { startDatabase } from '@/lib/db/start';

await startDatabase();
