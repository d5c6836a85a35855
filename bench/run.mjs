// `npm run bench`: builds, starts the app with `next start` on a fresh embedded database and
// measures first-load JS per route, Lighthouse (mobile, median of runs), throughput (a receipt and
// the signed-in dashboard beside the floor's page rendered per request), the server's memory
// across two identical load runs, the actions' latency and the support chat's live delivery. The
// same figures of an empty Next app (bench/floor) are measured in the same run: the framework's
// own floor on this machine, and the page and throughput goals are set relative to it. Writes
// bench/RESULTS.md, with every figure beside the floor's and its goal, and prints it.
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureChromium } from '../scripts/chromium.mjs';
import { chatDelivery } from './chat-delivery.mjs';
import { payingCustomer } from './dashboard-customer.mjs';
import { signInCoach } from './http-browser.mjs';
import { spawnNextServer, waitForServer } from './next-server.mjs';
import { pageSizes } from './page-size.mjs';
import { planPageLatency } from './plan-page.mjs';
import { progressPageLatency } from './progress-page.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const port = Number(process.env.BENCH_PORT ?? 3500);
const base = `http://127.0.0.1:${port}`;
const floorBase = `http://127.0.0.1:${port + 1}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wellfit-bench-'));
// The coach: of ROSTER_CLIENTS seeded clients (bench/seed-roster.ts), for the roster and a client
// page, and of the chat bench's customers. Signed in twice, minutes apart (one OTP a number a minute).
const COACH_PHONE = '9000000401';
/** The customer of /progress's bench: twelve weeks of data and 30 photos (bench/seed-progress.ts). */
const PROGRESS_PHONE = '9000000450';
const ROSTER_CLIENTS = 1000;
const env = {
  ...process.env,
  NEXT_DIST_DIR: '.next-bench',
  NEXT_TELEMETRY_DISABLED: '1',
  DATA_DIR: dataDir,
  COACH_PHONES: COACH_PHONE,
  ROSTER_CLIENTS: String(ROSTER_CLIENTS),
  // The bench's own purchase (for the dashboard's figures) need not wait for the simulated 3 s.
  PAYMENT_SIMULATED_DELAY_MS: '0',
  // The bench talks to `next start` directly, with no proxy in front and no X-Forwarded-For:
  // every bench client is the same address, so the per-client and SMS limits are raised, and so
  // are the stream caps (to their most): the chat bench follows one chat in up to 400 tabs.
  TRUST_PROXY_HOPS: '0',
  PER_CLIENT_HOURLY_LIMIT: '100000',
  OTP_HOURLY_CEILING: '100000',
  CHAT_STREAMS_PER_USER: '1000',
  CHAT_STREAMS_PER_ADDRESS: '100000',
};
delete env.DATABASE_URL;
/** Tabs on one chat per step of the chat bench (it stops at the first step over 1 s p95). */
const CHAT_CLIENT_COUNTS = [10, 25, 50, 100, 200, 400];

/** The pages people find from search, the landing and packages in both languages (issue 44). */
const PUBLIC_ROUTES = ['/', '/auth', '/onboarding', '/bmi-calculator', '/packages', '/hi', '/hi/packages'];
/** The landing pages, whose first-load JS has the tighter budget. */
const LANDINGS = ['/', '/hi'];
/** Lighthouse runs per route; the median is kept (LCP moves by a second between runs here). */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LOAD_ROUTES = ['/', '/packages'];

/** Goals relative to the floor: Lighthouse points below it, seconds of LCP above it. */
const PERFORMANCE_BELOW_FLOOR = 2;
const LCP_ABOVE_FLOOR_S = 0.5;

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
  return result;
}

/**
 * Gzipped bytes of the scripts a page's HTML loads (Next 16 no longer prints this), leaving out
 * the `noModule` polyfills that only browsers without ES modules fetch.
 */
async function firstLoadJs(route, origin = base) {
  const html = await (await fetch(origin + route)).text();
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].filter(([tag]) => !/\bnoModule\b/i.test(tag));
  const scripts = [...new Set(tags.map((m) => m[1]))];
  let bytes = 0;
  for (const src of scripts) bytes += gzipSync(Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer())).length;
  return { route, scripts: scripts.length, kB: Math.round(bytes / 102.4) / 10 };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Each route LIGHTHOUSE_RUNS times, the median of each figure; `cookie` signs the requests in. */
async function lighthouseScores(chromePath, routes, { cookie, origin = base } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const rows = [];
    for (const [label, route] of routes) {
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        const flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          ...(cookie && { extraHeaders: { Cookie: cookie } }),
        };
        const { lhr } = await lighthouse(origin + route, flags);
        const score = (key) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
        runs.push({
          performance: score('performance'),
          lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
          seo: score('seo'),
        });
      }
      // A run whose trace had no LCP (it happened once on /) leaves that figure out rather than make it NaN.
      const pick = (key) => median(runs.map((run) => run[key]).filter(Number.isFinite));
      rows.push({
        route: label,
        performance: pick('performance'),
        'LCP s': Math.round(pick('lcp') * 100) / 100,
        accessibility: pick('accessibility'),
        'best-practices': pick('best-practices'),
        seo: pick('seo'),
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

async function load(route, { connections = 50, cookie, label, url = base + route, expectStatus = 200 } = {}) {
  const result = await autocannon({ url, connections, duration: 10, ...(cookie && { headers: { cookie } }) });
  const expected = result[`${Math.floor(expectStatus / 100)}xx`];
  return {
    route: label ?? (cookie ? `${route} (signed in)` : route),
    connections,
    'req/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    errors: result.errors + result.requests.total - expected,
  };
}

/** `next start` of the app (no args) or of another Next app folder; `stop` ends its process group. */
function startNext(args, port, serverEnv = env, nodeArgs = []) {
  const { proc, stderr } = spawnNextServer(args, port, serverEnv, nodeArgs);
  return {
    pgid: proc.pid,
    stderr,
    stop: () => {
      try {
        process.kill(-proc.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}

/** The customer's places (issue 40): each rendered per request for the same signed-in customer. */
const PLACES = ['/dashboard', '/plan', '/food', '/progress', '/account'];
/** What /dashboard sent (HTML + flight data, kB) before it became one of five places (bench/RESULTS.md of 2026-11-26). */
const DASHBOARD_KB_BEFORE = 95.1 + 37.6;

/**
 * The customer's places of the same build on PostgreSQL (`DATABASE_URL`, a private cluster of
 * scripts/pg-test-cluster.sh), as production runs it: the embedded database answers inside the
 * server's own process, PostgreSQL beside it. `skipped`, with the reason, where PostgreSQL is not installed.
 */
async function placesOnPostgres() {
  const cluster = mkdtempSync(path.join(os.tmpdir(), 'wellfit-bench-pg-'));
  chmodSync(cluster, 0o755);
  const started = spawnSync('bash', [path.join(root, 'scripts', 'pg-test-cluster.sh'), 'start', cluster, String(port + 3)], {
    encoding: 'utf8',
  });
  if (started.status !== 0) {
    rmSync(cluster, { recursive: true, force: true });
    return { skipped: started.stderr.trim() || 'PostgreSQL did not start' };
  }
  const pgData = mkdtempSync(path.join(os.tmpdir(), 'wellfit-bench-pgapp-'));
  const pgBase = `http://127.0.0.1:${port + 2}`;
  // A shared database in production wants the session secret set, as every instance must share it.
  const app = startNext([], port + 2, {
    ...env,
    DATA_DIR: pgData,
    DATABASE_URL: started.stdout.trim(),
    AUTH_SECRET: randomBytes(32).toString('base64'),
  });
  try {
    await waitForServer(`${pgBase}/api/health`).catch((error) => Promise.reject(new Error(`${error.message}:\n${app.stderr()}`)));
    const { cookie } = await payingCustomer(pgBase);
    const rows = [];
    for (const place of PLACES) {
      rows.push(
        await load(place, {
          connections: 20,
          cookie,
          label: `${place} signed in, on PostgreSQL (\`DATABASE_URL\`)`,
          url: `${pgBase}${place}`,
        }),
      );
    }
    return { rows };
  } catch (error) {
    return { skipped: error.message.split('\n').slice(0, 3).join(' ') };
  } finally {
    app.stop();
    spawnSync('bash', [path.join(root, 'scripts', 'pg-test-cluster.sh'), 'stop', cluster], { stdio: 'inherit' });
    rmSync(cluster, { recursive: true, force: true });
    rmSync(pgData, { recursive: true, force: true });
  }
}

/** The resident memory of every process in a process group, in MB (Linux). */
function residentMb(pgid) {
  let kb = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: state, ppid, pgrp, …
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== pgid) continue;
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return Math.round(kb / 1024);
}

const memoryProbeFile = path.join(dataDir, 'memory-probe.json');

/**
 * The app server's memory after a full garbage collection (bench/memory-probe.mjs, preloaded into
 * it): the live heap, what V8 keeps committed, and the memory outside the heap (PGlite's
 * WebAssembly memory is most of it), in MB.
 */
async function memoryAfterGc(pid) {
  const asked = Date.now();
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 100; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const figures = existsSync(memoryProbeFile) ? JSON.parse(readFileSync(memoryProbeFile, 'utf8')) : null;
    if (figures?.at >= asked) return figures;
  }
  throw new Error('the memory probe did not answer');
}

/** Runs one of the tsx benches and returns its JSON line without the title. */
function benchScript(file, arg) {
  const result = spawnSync(bin('tsx'), ['--conditions=react-server', file, arg], { cwd: root, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${file} failed: ${result.stderr}`);
  const stats = JSON.parse(result.stdout.trim().split('\n').at(-1));
  delete stats.bench;
  return stats;
}

/** One row of the goals table; `floor` is bench/floor's figure in the same run, '—' where it has none. */
const goal = (figure, measured, floor, target, met) => ({
  figure,
  measured,
  floor: floor ?? '—',
  goal: target,
  met: met ? 'yes' : '**no**',
});
const round2 = (value) => Math.round(value * 100) / 100;
/** An absolute goal with its distance from the floor, e.g. `≤ 145 (floor + 13.3)`. */
const offset = (sign, limit, floor) =>
  `${sign} ${limit} (floor ${limit >= floor ? '+' : '−'} ${Math.round(Math.abs(limit - floor) * 10) / 10})`;

const table = (rows) => {
  const keys = Object.keys(rows[0]);
  return [
    `| ${keys.join(' | ')} |`,
    `|${keys.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${keys.map((k) => r[k]).join(' | ')} |`),
  ].join('\n');
};

const chromePath = ensureChromium();
run(bin('next'), ['build']);
run(bin('next'), ['build', 'bench/floor']);
// Before the server opens the embedded database: one process at a time holds its folder.
run(bin('tsx'), ['bench/seed-roster.ts', COACH_PHONE]);
run(bin('tsx'), ['--conditions=react-server', 'bench/seed-progress.ts', PROGRESS_PHONE]);
const server = startNext([], port, { ...env, MEMORY_PROBE_FILE: memoryProbeFile }, [
  '--expose-gc',
  '--import',
  path.join(root, 'bench', 'memory-probe.mjs'),
]);
const floor = startNext(['bench/floor'], port + 1);
process.on('exit', () => [server, floor].forEach((s) => s.stop()));
let report;
try {
  await waitForServer(`${base}/api/health`).catch((error) => Promise.reject(new Error(`${error.message}:\n${server.stderr()}`)));
  await waitForServer(floorBase).catch((error) => Promise.reject(new Error(`${error.message} (floor):\n${floor.stderr()}`)));
  const idleMb = residentMb(server.pgid);
  const { cookie: customer, orderId } = await payingCustomer(base);
  const dashboardSizes = await pageSizes(`${base}/dashboard`, customer);
  const rosterCoach = (await signInCoach(base, dataDir, COACH_PHONE)).cookieHeader();
  const rosterHtml = await (await fetch(`${base}/coach`, { headers: { cookie: rosterCoach } })).text();
  const clientPage = /href="(\/coach\/clients\/[0-9a-f-]{36})"/.exec(rosterHtml)?.[1];
  if (!clientPage) throw new Error('the roster shows no client');
  const receipt = `/receipt?order_id=${orderId}`;
  const js = [];
  for (const route of [...PUBLIC_ROUTES, receipt]) js.push(await firstLoadJs(route));
  const scores = [
    ...(await lighthouseScores(chromePath, [...PUBLIC_ROUTES.map((r) => [r, r]), ['/receipt?order_id=…', receipt]])),
    ...(await lighthouseScores(chromePath, [['/dashboard', '/dashboard']], { cookie: customer })),
  ];
  const [floorScore] = await lighthouseScores(chromePath, [['bare Next page (bench/floor)', '/']], { origin: floorBase });
  scores.push(floorScore);
  const floorJs = { ...(await firstLoadJs('/', floorBase)), route: 'bare Next page (bench/floor)' };
  js.push(floorJs);
  const throughput = [];
  for (const route of LOAD_ROUTES) throughput.push(await load(route));
  // Two identical runs of the pages a running business serves most: the memory after each says
  // whether the server keeps growing.
  const memory = [{ moment: 'idle, after start', 'RSS MB': idleMb }];
  const receiptRuns = [];
  const dashboardRuns = [];
  const afterRun = [];
  const liveAfterRun = [];
  for (const run of [1, 2]) {
    receiptRuns.push(await load(receipt, { connections: 20, label: `/receipt?order_id= (run ${run})` }));
    dashboardRuns.push(
      await load('/dashboard', { connections: 20, cookie: customer, label: `/dashboard signed in (run ${run})` }),
    );
    afterRun.push(residentMb(server.pgid));
    memory.push({ moment: `after load run ${run}`, 'RSS MB': afterRun.at(-1) });
    const collected = await memoryAfterGc(server.pgid);
    liveAfterRun.push(collected.heapUsed);
    memory.push({
      moment: `after load run ${run}, then a full garbage collection: live heap ${collected.heapUsed}, V8 heap committed ${collected.heapTotal}, outside the heap (PGlite's memory, buffers) ${collected.external}`,
      'RSS MB': collected.rss,
    });
  }
  const unknown = await load('/receipt', {
    connections: 20,
    label: '/receipt?order_id=<unknown> (404)',
    url: `${base}/receipt?order_id=${randomUUID()}`,
    expectStatus: 404,
  });
  // What any page rendered per request costs here: ours without a database, and Next's empty one.
  const sampleReceipt = await load('/receipt', { connections: 20, label: '/receipt, the sample (no database)' });
  const terms = await load('/terms', { connections: 20, cookie: customer, label: '/terms signed in (no database)' });
  const floorDynamic = await load('/dynamic', {
    connections: 20,
    label: 'bare Next page rendered per request (bench/floor)',
    url: `${floorBase}/dynamic`,
  });
  const coachPages = [
    await load('/coach', {
      connections: 20,
      cookie: rosterCoach,
      label: `/coach: the roster of ${ROSTER_CLIENTS.toLocaleString('en-IN')} clients`,
    }),
    await load(clientPage, { connections: 20, cookie: rosterCoach, label: '/coach/clients/<id>: a client page' }),
  ];
  const otherPlaces = [];
  for (const place of PLACES.slice(1)) {
    otherPlaces.push(await load(place, { connections: 20, cookie: customer, label: `${place} signed in` }));
  }
  // /plan timed request by request for a customer with a programme and today's session under way.
  const planPage = await planPageLatency(base);
  // /progress, /progress/photos and a photo for a customer with twelve weeks of data and 30 photos.
  const progressPage = await progressPageLatency(base, dataDir, PROGRESS_PHONE);
  const onPostgres = await placesOnPostgres();
  const onPostgresRows = 'skipped' in onPostgres ? [] : onPostgres.rows;
  throughput.push(
    ...receiptRuns,
    sampleReceipt,
    unknown,
    ...dashboardRuns,
    ...otherPlaces,
    ...onPostgresRows,
    ...coachPages,
    terms,
    floorDynamic,
  );
  const otpStats = benchScript('bench/verify-otp.ts', '200');
  const orderStats = benchScript('bench/create-order.ts', '0');
  const profileStats = benchScript('bench/submit-profile.ts', '');
  const actionStats = benchScript('bench/actions.ts', '');
  const foodStats = benchScript('bench/food.ts', '');
  const workoutStats = benchScript('bench/workout.ts', '');
  const dataStats = benchScript('bench/data-bounds.ts', '');
  const chat = await chatDelivery(base, dataDir, {
    messages: 100,
    clientCounts: CHAT_CLIENT_COUNTS,
    coachPhone: COACH_PHONE,
  }).catch((error) => ({ error }));
  const finalMb = residentMb(server.pgid);
  const floorMb = residentMb(floor.pgid);
  memory.push(
    { moment: 'after the whole bench', 'RSS MB': finalMb },
    { moment: 'bare Next (bench/floor), after the whole bench', 'RSS MB': floorMb },
  );
  const chatSection = chat.error
    ? `The chat bench failed: ${chat.error.message}`
    : `Measured over HTTP as browsers without JavaScript: a demo customer follows the chat over
Server-Sent Events (Node fetch), a coach signed in by OTP posts the composer form (the Server
Action; the whole console page comes back), and each delivery is timed from the start of that
POST to the message's \`event: message\` on the stream (\`bench/chat-delivery.mjs\`).

One tab, messages one after another (ms; POST = the form post's own time, "before POST
returned" = messages that arrived while their POST was still answering):

${table([chat.latency])}

N tabs of one customer on the chat, ${chat.messagesPerStep} messages ${chat.spacingMs} ms apart, every tab and message
(ms; up to 20 s a step, stopping at the first N whose p95 passes 1000 ms):

${chat.clients.length ? table(chat.clients) : 'No step ran (time budget).'}

Largest N with p95 under 1000 ms and nothing lost: ${chat.maxClients || `none of ${CHAT_CLIENT_COUNTS.join(', ')}`}.`;

  const kB = (route) => js.find((row) => row.route === route)?.kB;
  const bestReceipt = receiptRuns.reduce((a, b) => (a['req/s'] >= b['req/s'] ? a : b));
  const floorPerformance = floorScore.performance - PERFORMANCE_BELOW_FLOOR;
  const floorLcp = round2(floorScore['LCP s'] + LCP_ABOVE_FLOOR_S);
  const goals = [
    ...scores
      .filter((row) => row.route !== '/dashboard' && row !== floorScore)
      .flatMap((row) => [
        goal(
          `${row.route} Lighthouse performance`,
          row.performance,
          floorScore.performance,
          `≥ floor − ${PERFORMANCE_BELOW_FLOOR} = ${floorPerformance}`,
          row.performance >= floorPerformance,
        ),
        goal(
          `${row.route} LCP (s)`,
          row['LCP s'],
          floorScore['LCP s'],
          `≤ floor + ${LCP_ABOVE_FLOOR_S} = ${floorLcp}`,
          row['LCP s'] <= floorLcp,
        ),
        goal(
          `${row.route} accessibility, best practices`,
          `${row.accessibility}, ${row['best-practices']}`,
          `${floorScore.accessibility}, ${floorScore['best-practices']}`,
          '= 100',
          row.accessibility === 100 && row['best-practices'] === 100,
        ),
        ...(row.route.startsWith('/receipt')
          ? []
          : [goal(`${row.route} SEO`, row.seo, floorScore.seo, '= 100', row.seo === 100)]),
      ]),
    ...LANDINGS.map((route) =>
      goal(`${route} first-load JS (kB gzip)`, kB(route), floorJs.kB, offset('≤', 145, floorJs.kB), kB(route) <= 145),
    ),
    ...js
      .filter((row) => row.route.startsWith('/') && !LANDINGS.includes(row.route))
      .map((row) =>
        goal(
          `${row.route.replace(/=.*/, '=…')} first-load JS (kB gzip)`,
          row.kB,
          floorJs.kB,
          offset('≤', 175, floorJs.kB),
          row.kB <= 175,
        ),
      ),
    goal(
      'receipt req/s at 20 connections (best run)',
      bestReceipt['req/s'],
      floorDynamic['req/s'],
      `≥ floor = ${floorDynamic['req/s']}`,
      bestReceipt['req/s'] >= floorDynamic['req/s'],
    ),
    goal(
      'receipt p99 ms (same run)',
      bestReceipt['p99 ms'],
      floorDynamic['p99 ms'],
      `≤ floor = ${floorDynamic['p99 ms']}`,
      bestReceipt['p99 ms'] <= floorDynamic['p99 ms'],
    ),
    goal(
      'unknown receipt id',
      `${unknown.errors === 0 ? '404' : `${unknown.errors} not 404`}`,
      undefined,
      '404',
      unknown.errors === 0,
    ),
    // Each place renders only itself: /dashboard at 0.2× the floor here and 0.4× on PostgreSQL, the
    // other places at 0.3× on PostgreSQL (shown here too).
    ...[...dashboardRuns, ...onPostgresRows.filter((row) => row.route.startsWith('/dashboard '))].flatMap((row) => {
      const share = row.route.includes('PostgreSQL') ? 0.4 : 0.2;
      return [
        goal(
          `${row.route} req/s`,
          row['req/s'],
          floorDynamic['req/s'],
          `≥ ${share} × floor = ${Math.round(share * floorDynamic['req/s'])}`,
          row['req/s'] >= share * floorDynamic['req/s'],
        ),
        goal(
          `${row.route} p99 ms`,
          row['p99 ms'],
          floorDynamic['p99 ms'],
          `≤ 2 × floor = ${2 * floorDynamic['p99 ms']}`,
          row['p99 ms'] <= 2 * floorDynamic['p99 ms'],
        ),
      ];
    }),
    ...[...otherPlaces, ...onPostgresRows.filter((row) => !row.route.startsWith('/dashboard '))].map((row) =>
      goal(
        `${row.route} req/s`,
        row['req/s'],
        floorDynamic['req/s'],
        row.route.includes('PostgreSQL') ? `≥ 0.3 × floor = ${Math.round(0.3 * floorDynamic['req/s'])}` : 'shown',
        !row.route.includes('PostgreSQL') || row['req/s'] >= 0.3 * floorDynamic['req/s'],
      ),
    ),
    goal(
      '/dashboard HTML + flight data kB',
      round2(dashboardSizes.reduce((sum, row) => sum + row.kB, 0)),
      undefined,
      `≤ 40% of ${round2(DASHBOARD_KB_BEFORE)} = ${round2(0.4 * DASHBOARD_KB_BEFORE)}`,
      dashboardSizes.reduce((sum, row) => sum + row.kB, 0) <= 0.4 * DASHBOARD_KB_BEFORE,
    ),
    ...coachPages.map((row) =>
      goal(
        `${row.route.replace(/:.*/, '')} req/s`,
        row['req/s'],
        floorDynamic['req/s'],
        `≥ 0.3 × floor = ${Math.round(0.3 * floorDynamic['req/s'])}`,
        row['req/s'] >= 0.3 * floorDynamic['req/s'],
      ),
    ),
    goal('verify OTP p95 ms, alone', otpStats.p95, undefined, '≤ 50', otpStats.p95 <= 50),
    goal('create order p95 ms, alone', orderStats['alone p95'], undefined, '≤ 50', orderStats['alone p95'] <= 50),
    goal('create order p95 ms, 20 concurrent', orderStats.p95, undefined, '≤ 150', orderStats.p95 <= 150),
    goal('submit profile p95 ms, alone', profileStats['alone p95'], undefined, '≤ 50', profileStats['alone p95'] <= 50),
    goal('submit profile p95 ms, 20 concurrent', profileStats.p95, undefined, '≤ 150', profileStats.p95 <= 150),
    ...[
      ['check-in alone', 50],
      ['check-in x20', 150],
      ['water alone', 50],
      ['water x20', 150],
      ['message alone', 50],
      ['message x20', 150],
    ].map(([label, ceiling]) =>
      goal(`${label} p95 ms`, actionStats[`${label} p95`], undefined, `≤ ${ceiling}`, actionStats[`${label} p95`] <= ceiling),
    ),
    ...[
      ['search alone', 30],
      ['search x20', 100],
      ['log food alone', 50],
      ['log food x20', 150],
    ].map(([label, ceiling]) =>
      goal(`food ${label} p95 ms`, foodStats[`${label} p95`], undefined, `≤ ${ceiling}`, foodStats[`${label} p95`] <= ceiling),
    ),
    ...['/plan alone', '/plan x20'].map((label) =>
      goal(`${label} p95 ms (HTTP, signed in, a programme)`, planPage[`${label} p95`], undefined, 'shown', true),
    ),
    ...[
      '/progress alone',
      '/progress x20',
      '/progress/photos alone',
      '/progress/photos x20',
      'a thumbnail alone',
      'a thumbnail x20',
    ].map((label) =>
      goal(`${label} p95 ms (HTTP, 12 weeks of data, 30 photos)`, progressPage[`${label} p95`], undefined, 'shown', true),
    ),
    goal("/plan's data p95 ms, alone", workoutStats['plan page alone p95'], undefined, 'shown', true),
    goal("/plan's data p95 ms, 20 concurrent", workoutStats['plan page x20 p95'], undefined, 'shown', true),
    ...[
      ['log set alone', 50],
      ['log set x20', 150],
      ['ate this alone', 50],
      ['ate this x20', 150],
    ].map(([label, ceiling]) =>
      goal(`${label} p95 ms`, workoutStats[`${label} p95`], undefined, `≤ ${ceiling}`, workoutStats[`${label} p95`] <= ceiling),
    ),
    ...(chat.error ? [] : [goal('chat delivery p95 ms', chat.latency.p95, undefined, '≤ 150', chat.latency.p95 <= 150)]),
    goal('RSS MB after the whole bench', finalMb, floorMb, offset('≤', 450, floorMb), finalMb <= 450),
    goal('RSS growth MB, load run 1 → run 2', afterRun[1] - afterRun[0], undefined, '≤ 20', afterRun[1] - afterRun[0] <= 20),
    goal(
      'live heap growth MB after a full GC, run 1 → run 2 (what the server holds on to)',
      liveAfterRun[1] - liveAfterRun[0],
      undefined,
      '≤ 20',
      liveAfterRun[1] - liveAfterRun[0] <= 20,
    ),
  ];

  const bounds = [
    ['/dashboard', Math.max(...dashboardRuns.map((row) => row['req/s'])), 0.2, 'dashboard'],
    ['/coach', coachPages[0]['req/s'], 0.3, 'roster'],
    ['/coach/clients/<id>', coachPages[1]['req/s'], 0.3, 'client page'],
  ].map(([page, measured, share, data]) => ({
    page,
    'req/s': measured,
    goal: `≥ ${Math.round(share * floorDynamic['req/s'])}`,
    'its data alone, p50 ms': dataStats[`${data} p50`],
    'the most its data allows, req/s': Math.round(1000 / dataStats[`${data} p50`]),
  }));

  report = `# Benchmark results

Produced by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}. Machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB,
Node ${process.version}, ${os.type()} ${os.release()}; the production build served by \`next start\` (as \`npm start\`) on a fresh embedded database; the load
generator runs on the same cores. The floor column is \`bench/floor\`, an empty Next app built and served the same way in
the same run.

## Goals, each beside the floor measured in this run

${table(goals)}

## First-load JavaScript (gzip, scripts in the page's HTML)

${table(js)}

## Lighthouse (mobile emulation with simulated throttling, Debian Chromium; median of ${LIGHTHOUSE_RUNS} runs)

${table(scores)}

/receipt and /dashboard score low on SEO by design: receipts are \`noindex\` (shared by link only),
and the dashboard is private. /dashboard is measured signed in, as a demo customer with a paid
order and a weight logged (\`bench/dashboard-customer.mjs\`). The bare Next page is \`bench/floor\`:
one heading and one paragraph, no CSS, built and started by this run with \`next build\` and
\`next start\` on the same cores. What it scores is the most any Next page can score here.

## Throughput: 10 s each (autocannon, on the same 2 cores)

${table(throughput)}

The receipt is a paid order's shared link, read from the database and rendered for each request;
its goal is the bare Next page rendered per request, \`bench/floor\`'s \`/dynamic\`, which reads
one header. The sample receipt is the same page with no database read: the gap between the two is
what the read costs, and the gap between the sample and the floor what rendering the page costs.
The dashboard on PostgreSQL is the same build and the same kind of customer with \`DATABASE_URL\`
set to a private PostgreSQL cluster on the same cores${
    'skipped' in onPostgres ? ` (not measured in this run: ${onPostgres.skipped})` : ''
  }: the embedded database runs its queries inside the server's own process (\`npm run bench:profile\`
measures its share of the dashboard's time), PostgreSQL beside it, as Supabase does in production.
The coach's pages are measured as the coach of ${ROSTER_CLIENTS.toLocaleString('en-IN')} seeded clients (\`bench/seed-roster.ts\`):
the roster (the first 50, who needs attention first) and the first client's page.
/terms signed in is one of our pages rendered for each request with no query (the
proxy, the session check, the nonce'd render). Any page rendered per request, the receipt and
the dashboard included, is bound by these two.

## What bounds the signed-in pages

Each page's one data function alone (\`npm run bench:data\`: in-process, on PGlite, one call at a
time, the same customer and the same ${ROSTER_CLIENTS.toLocaleString('en-IN')} seeded clients). The embedded database runs on
the server's one thread, so 1000 / p50 is the most requests a second a page could serve if its
render cost nothing. /terms signed in, the same machinery with no query, served ${terms['req/s']} req/s.

${table(bounds)}

## What /dashboard sends (the customer above, signed in)

${table(dashboardSizes)}

Where its time goes under load: \`npm run bench:profile\` (bench/profile/RESULTS.md).

## Memory (the server's resident set, every process of \`next start\`)

${table(memory)}

## verify-OTP: 200 sequential sign-ins (ms)

Embedded provider, PGlite on disk; timed: \`verifyOtp\` (HMAC check, code spent, user upsert,
session start, JWT signed); each sign-in is a new number whose code is issued untimed.
Alone: \`npm run bench:verify-otp\`.

${table([otpStats])}

## createOrder: 20 customers paying at once, six plans each (ms)

\`placeOrder\` (\`claim_checkout()\` under RLS: the checkout locked, catalogue pricing, the order
inserted; capture; \`record_payment()\`: paid, with the financial year's next invoice number) on
PGlite on disk, the simulated gateway's 3 s wait set to 0 so the figures are the server's own
work. The checkouts are opened first, 20 customers at once (\`open\`); one untimed purchase warms
up. Alone: \`npm run bench:create-order [-- gatewayWaitMs]\`.

${table([orderStats])}

## Submit profile: 20 concurrent customers, 10 submits each (ms)

\`saveCustomerProfile\` (validation with the shared schema, upsert under RLS) on PGlite on disk;
the first submit creates the row, the rest update it. Alone: \`npm run bench:submit-profile\`.

${table([profileStats])}

## Check-in, water and chat message: alone (50 in a row) and 20 customers at once (10 each) (ms)

\`logWeight\` (today's weight, upserted under RLS), \`changeWater\` (a glass more or less, one
statement) and \`postSupportMessage\` (the chat checked
open, the message stored under RLS) on PGlite on disk (\`bench/actions.ts\`).

${table([actionStats])}

## Food search and logging: alone (100 in a row) and 20 customers at once (10 each) (ms)

\`searchFoods\` (\`search_foods()\` under RLS over the 287 shared foods and the customer's own: exact,
prefix, contained, then similar names, the profile's diet first) with 20 queries as customers type
them ('panir', 'पनीर', 'samo'), and \`logFood\` (the food read under RLS, the entry stored with its
values) on PGlite on disk (\`bench/food.ts\`). Alone: \`npm run bench:food\`.

${table([foodStats])}

## Workout and meals: /plan, logging a set and 'Ate this', alone and 20 at once (ms)

\`/plan\` over HTTP (\`bench/plan-page.mjs\`): a customer who paid through the payment form (the
default programme comes with the payment), with today's workout started and the first set of three
exercises logged through the page's own 'Log set' forms; the whole page to its last byte, 50
requests one after another, then 20 at once (10 each). Alone: \`node bench/plan-page.mjs\` (it builds).

${table([planPage])}

The page's data and the 'Log set' action's work in-process on PGlite on disk (\`bench/workout.ts\`),
for customers on day 12 of their programme who logged every set of every workout before it:
\`loadPlanPage()\` (the plans, the studio batch, and today's workout: the programme by
\`programme_tree()\`, today's session and sets, the week's days done, 'Last time'; today's meals of
the diet chart the payment gave) and \`logSet()\` (the slot checked against the customer's programme
and limitations, the write kept once, the target from 'Last time', the session made with the first
set, the set upserted) and 'Ate this', \`ateChartOption()\` (the slot and option found in the
customer's chart, the write kept once, the slot not yet followed, the option's foods logged; each
call a slot of a day not yet logged); alone 100 in a row, and 20 customers at once, 10 each.
Alone: \`npm run bench:workout\`.

${table([workoutStats])}

## Progress: /progress, its photos and a photo, alone and 20 at once (ms)

\`/progress\` and \`/progress/photos\` over HTTP (\`bench/progress-page.mjs\`) for a customer twelve weeks
into a 6-month plan (\`bench/seed-progress.ts\`): a weight every day, measurements every week, 30
progress photos (a front, side and back every 8 days, made by the upload's own pipeline); each page
whole to its last byte, 50 requests one after another, then 20 at once (10 each); and one photo's
thumbnail as the pages' images ask for it (the ownership check, then the file from \`DATA_DIR\`).

${table([progressPage])}

## Support chat: live delivery (Server-Sent Events, real HTTP)

${chatSection}
`;
} finally {
  server.stop();
  floor.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
writeFileSync(path.join(root, 'bench', 'RESULTS.md'), report);
console.log(report);
