// /plan opened by a signed-in customer with a workout programme, timed over HTTP as a browser
// without JavaScript opens it (the whole server-rendered page, its body read to the end): one
// request after another ('alone'), then 20 at once. The customer pays through the payment form
// (bench/dashboard-customer.mjs: the default programme comes with the payment), starts today's
// workout and logs the first set of its first exercises through the page's own 'Log set' forms,
// so the page shows a session under way. bench/run.mjs runs it on the bench's server;
// `node bench/plan-page.mjs` builds the app (into .next-bench) and runs it alone on a fresh
// embedded database.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { payingCustomer } from './dashboard-customer.mjs';
import { findForm } from './http-browser.mjs';
import { spawnNextServer, waitForServer } from './next-server.mjs';

const SETS_LOGGED = 3;

/** p50, p95 and max (nearest rank, ms to a tenth), as bench/stats.ts gives them, each named `<label> p50`…. */
function figures(label, durations) {
  const sorted = [...durations].sort((a, b) => a - b);
  const rank = (p) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
  return { [`${label} p50`]: rank(50), [`${label} p95`]: rank(95), [`${label} max`]: rank(100) };
}

/**
 * `path`'s time to its last byte for the signed-in `cookie`, after three untimed requests that warm
 * the route: `alone` requests one after another, then `concurrent` × `each` at once; each answer
 * must pass `check(response, body)`. The figures are labelled `<label> alone` and `<label> x<concurrent>`.
 */
export async function pageLatency(base, cookie, path, label, check, { alone = 50, concurrent = 20, each = 10 } = {}) {
  const open = async (into) => {
    const start = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    const body = new Uint8Array(await response.arrayBuffer());
    into.push(performance.now() - start);
    if (response.status !== 200 || !check(response, body)) throw new Error(`${path}: ${response.status}, not the page expected`);
  };
  for (let i = 0; i < 3; i++) await open([]);
  const one = [];
  for (let i = 0; i < alone; i++) await open(one);
  const many = [];
  await Promise.all(
    Array.from({ length: concurrent }, async () => {
      for (let i = 0; i < each; i++) await open(many);
    }),
  );
  return { ...figures(`${label} alone`, one), ...figures(`${label} x${concurrent}`, many) };
}

/** The page's time to its last byte, `alone` times one after another and `concurrent` × `each` at once. */
export async function planPageLatency(base, { alone = 50, concurrent = 20, each = 10 } = {}) {
  const { customer, cookie } = await payingCustomer(base);
  const started = '/plan?workout=start';
  for (let i = 0; i < SETS_LOGGED; i++) {
    // The first exercise with no set logged yet: its 'Log set 1' form, the target filled in.
    const form = findForm(
      await customer.get(started),
      'log set',
      (f) => 'slotId' in f.fields && f.fields.setNumber === '1' && !('skipped' in f.fields),
    );
    const posted = await customer.submit(started, form);
    if (posted.status >= 400) throw new Error(`log set: ${posted.status}`);
  }
  const page = await customer.get('/plan');
  // Each exercise with a set logged lists it under '<exercise>: sets logged'.
  const exercises = (page.match(/: sets logged"/g) ?? []).length;
  if (exercises < SETS_LOGGED) throw new Error(`/plan shows sets logged for ${exercises} exercises, not ${SETS_LOGGED}`);

  return pageLatency(base, cookie, '/plan', '/plan', (_, body) => new TextDecoder().decode(body).includes('id="workout-title"'), {
    alone,
    concurrent,
    each,
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(import.meta.dirname, '..');
  const port = Number(process.env.BENCH_PORT ?? 3520);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wellfit-bench-plan-'));
  // As bench/run.mjs serves the app: a fresh embedded database, the payment's simulated wait off,
  // no proxy in front (every request from one address, so the per-client limits are raised).
  const env = {
    ...process.env,
    NEXT_DIST_DIR: '.next-bench',
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_DIR: dataDir,
    PAYMENT_SIMULATED_DELAY_MS: '0',
    TRUST_PROXY_HOPS: '0',
    PER_CLIENT_HOURLY_LIMIT: '100000',
    OTP_HOURLY_CEILING: '100000',
  };
  delete env.DATABASE_URL;
  const build = spawnSync(path.join(root, 'node_modules', '.bin', 'next'), ['build'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
  const { proc, stderr } = spawnNextServer([], port, env);
  const stop = () => {
    try {
      process.kill(-proc.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForServer(`${base}/api/health`).catch((error) => Promise.reject(new Error(`${error.message}:\n${stderr()}`)));
    console.log(
      JSON.stringify({
        bench: "/plan signed in, with a programme and today's session under way",
        ...(await planPageLatency(base)),
      }),
    );
  } finally {
    stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
