import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The database made ready once per file, as the server does at start (lib/db/start.ts), from one
// migrated copy.
const DATABASE_SETUP = {
  globalSetup: ['tests/support/migrated-template.ts'],
  setupFiles: ['tests/support/start-database.ts'],
};
const CLOCK_TESTS = 'tests/integration/clock/**/*.test.ts';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      'server-only': fileURLToPath(new URL('./tests/support/server-only.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    // Each test file gets its own in-memory PGlite unless DATABASE_URL names a real server.
    env: { PGLITE_DIR: 'memory://', DATA_DIR: path.join(os.tmpdir(), 'wellfit-vitest') },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'database',
          include: ['tests/integration/**/*.test.ts'],
          // PostgreSQL-only tests (a LISTEN connection to cut) need a real server; the scale test
          // (tests/scale) runs alone on the database `npm run test:scale` seeds.
          exclude: [...(process.env.DATABASE_URL ? [] : ['tests/integration/postgres/**']), CLOCK_TESTS],
          ...DATABASE_SETUP,
        },
      },
      // Tests that set the server's clock (tests/support/clock.ts) move the whole database's: on a
      // shared server (DATABASE_URL) they run after the others, one file at a time.
      {
        extends: true,
        test: { name: 'clock', include: [CLOCK_TESTS], fileParallelism: false, sequence: { groupOrder: 1 }, ...DATABASE_SETUP },
      },
    ],
  },
});
