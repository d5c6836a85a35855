// `npm run bench:roster`: the coach's roster with 1,000 clients beside the signed-in dashboard,
// on one production build and one embedded database, in one run. Builds, seeds the clients
// (bench/seed-roster.ts), starts `next start`, signs in the coach and a paying customer, then
// times each page one request at a time (the render time a person waits for) and under 10
// connections. Writes bench/roster/RESULTS.md and prints it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { payingCustomer } from './dashboard-customer.mjs';
import { signInCoach } from './http-browser.mjs';
import { spawnNextServer, waitForServer } from './next-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const port = Number(process.env.BENCH_PORT ?? 3520);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wellfit-roster-'));
const COACH_PHONE = '9000000402';
const CLIENTS = 1000;
const SEQUENTIAL = 40;
/** The roster shows its clients 50 at a time (lib/domain/roster.ts), who needs attention first. */
const ROSTER_PAGE = 50;
/** The goal: the roster renders within this many times the dashboard's time. */
const GOAL_RATIO = 2;
const env = {
  ...process.env,
  NEXT_DIST_DIR: '.next-bench',
  NEXT_TELEMETRY_DISABLED: '1',
  DATA_DIR: dataDir,
  COACH_PHONES: '',
  PAYMENT_SIMULATED_DELAY_MS: '0',
  TRUST_PROXY_HOPS: '0',
  PER_CLIENT_HOURLY_LIMIT: '100000',
  OTP_HOURLY_CEILING: '100000',
  OTP_PROOF_OF_WORK_AFTER: '0',
  ROSTER_CLIENTS: String(CLIENTS),
};
delete env.DATABASE_URL;

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** One request at a time: the whole page, as a browser receives it. */
async function sequential(route, cookie, check) {
  const times = [];
  for (let i = 0; i < SEQUENTIAL + 5; i++) {
    const started = performance.now();
    const response = await fetch(base + route, { headers: { cookie }, redirect: 'manual' });
    const html = await response.text();
    if (response.status !== 200 || !check(html)) throw new Error(`${route}: ${response.status}, not the page expected`);
    // The first five warm the server up.
    if (i >= 5) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

async function underLoad(route, cookie) {
  const result = await autocannon({ url: base + route, connections: 10, duration: 10, headers: { cookie } });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const ms = (n) => `${Math.round(n)} ms`;

let server;
try {
  run(bin('next'), ['build']);
  run(bin('tsx'), ['bench/seed-roster.ts', COACH_PHONE]);
  const { proc, stderr } = spawnNextServer([], port, env);
  server = proc;
  await waitForServer(`${base}/api/health`).catch((error) => {
    throw new Error(`${error.message}\n${stderr()}`);
  });
  const coach = await signInCoach(base, dataDir, COACH_PHONE);
  // The dashboard's customer becomes the coach's client too: the roster holds CLIENTS + 1.
  const { cookie: customerCookie } = await payingCustomer(base);
  const coachCookie = coach.cookieHeader();

  const roster = await sequential(
    '/coach',
    coachCookie,
    (html) =>
      (html.match(/href="\/coach\/clients\//g) ?? []).length === ROSTER_PAGE &&
      html.includes((CLIENTS + 1).toLocaleString('en-IN')),
  );
  const dashboard = await sequential('/dashboard', customerCookie, (html) => html.includes('Program Timeline'));
  const rosterLoad = await underLoad('/coach', coachCookie);
  const dashboardLoad = await underLoad('/dashboard', customerCookie);
  const ratio = roster.median / dashboard.median;

  const report = `# The coach's roster with ${CLIENTS} clients

Produced by \`npm run bench:roster\` on ${new Date().toISOString().slice(0, 10)}. Machine: ${os.cpus().length} cores,
Node ${process.version}; production build served by \`next start\` on the embedded database, the
load generator on the same cores. The roster reads one summary row for each of the ${CLIENTS + 1}
clients (public.client_summaries, brought up to date by each client's writes), works out who needs
attention and orders them; the page shows the first ${ROSTER_PAGE}, with 'Next'. The dashboard is a
customer's on day 1.

| page | one at a time: median | p95 | 10 connections: req/s | p99 | errors |
|---|---|---|---|---|---|
| \`/coach\` (${CLIENTS} clients) | ${ms(roster.median)} | ${ms(roster.p95)} | ${rosterLoad.rps} | ${rosterLoad.p99} ms | ${rosterLoad.errors} |
| \`/dashboard\` (signed in) | ${ms(dashboard.median)} | ${ms(dashboard.p95)} | ${dashboardLoad.rps} | ${dashboardLoad.p99} ms | ${dashboardLoad.errors} |

The roster takes ${ratio.toFixed(2)}× the dashboard's time (median, one at a time): goal ≤ ${GOAL_RATIO}×, ${
    ratio <= GOAL_RATIO ? 'met' : 'not met'
  }.
`;
  writeFileSync(path.join(root, 'bench', 'roster', 'RESULTS.md'), report);
  console.log(`\n${report}`);
} finally {
  if (server) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
}
