// `npm run test:e2e`: production build in its own folder, then Playwright against `next start`
// on a fresh temporary data folder (and the coaching servers' seeded databases in it), which is
// removed afterwards.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wellfit-e2e-'));
// E2E_DIST_DIR and E2E_PORT let two runs share a machine without sharing a build or a port.
const distDir = process.env.E2E_DIST_DIR || '.next-e2e';
const env = {
  ...process.env,
  CHROMIUM_PATH: ensureChromium(),
  NEXT_DIST_DIR: distDir,
  NEXT_TELEMETRY_DISABLED: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  E2E_DATA_DIR: dataDir,
};
delete env.DATABASE_URL;
delete env.PGLITE_DIR;

let status = 1;
try {
  const build = spawnSync(bin('next'), ['build'], { cwd: root, env, stdio: 'inherit' });
  status = build.status ?? 1;
  // The coaching servers' clock at start (e2e/support/coaching-fixtures.ts): noon in India today.
  const indiaToday = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  env.E2E_COACHING_CLOCK_START = `${indiaToday}T12:00:00+05:30`;
  // The servers' databases before they start: each coaching server's, with clients who started
  // days ago (playwright.config.ts), and the main and gateway servers', with signed-in customers
  // the tests take (e2e/support/sessions.ts).
  // Both run as the server's code does (`server-only` modules: the photo store).
  for (const seed of [
    ['--conditions=react-server', 'e2e/support/seed-coaching.ts'],
    ['--conditions=react-server', 'e2e/support/seed-sessions.ts'],
  ]) {
    if (status !== 0) break;
    status = spawnSync(bin('tsx'), seed, { cwd: root, env: { ...env, DATA_DIR: dataDir }, stdio: 'inherit' }).status ?? 1;
  }
  if (status === 0) {
    const test = spawnSync(bin('playwright'), ['test', ...process.argv.slice(2)], { cwd: root, env, stdio: 'inherit' });
    status = test.status ?? 1;
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
