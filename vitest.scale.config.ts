import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The scale test alone (npm run test:scale, scripts/scale-test.mjs), on the PostgreSQL cluster
// it seeded: DATABASE_URL comes from the runner.
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      'server-only': fileURLToPath(new URL('./tests/support/server-only.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    env: {
      DATA_DIR: path.join(os.tmpdir(), 'wellfit-vitest-scale'),
      AUTH_SECRET: 'scale-test-only-not-a-secret-0123456789abcdef',
    },
    include: ['tests/scale/**/*.test.ts'],
    // One file, its tests one after another: timings are not shared with another test's queries.
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
