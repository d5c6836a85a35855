// `npm run bench`: builds, starts the server on a fresh embedded database and measures
// first-load JS per route, Lighthouse (mobile, median of runs), throughput (the receipt beside a
// bare Node server of its HTML), the server's memory across two identical load runs, the
// actions' latency and the support chat's live delivery. The same figures of an empty Next app
// (bench/floor) are measured in the same run: the framework's own floor on this machine. Writes
// bench/RESULTS.md, with every figure beside its goal (issue 14), and prints it.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureChromium } from '../scripts/chromium.mjs';
import { chatDelivery } from './chat-delivery.mjs';
import { payingCustomer } from './dashboard-customer.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const port = Number(process.env.BENCH_PORT ?? 3500);
const base = `http://127.0.0.1:${port}`;
const floorBase = `http://127.0.0.1:${port + 1}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wellfit-bench-'));
// The chat bench signs this number in as the coach (one OTP per number a minute).
const COACH_PHONE = '9000000401';
const env = {
  ...process.env,
  NEXT_DIST_DIR: '.next-bench',
  NEXT_TELEMETRY_DISABLED: '1',
  DATA_DIR: dataDir,
  COACH_PHONES: COACH_PHONE,
  // The bench's own purchase (for the dashboard's figures) need not wait for the simulated 3 s.
  PAYMENT_SIMULATED_DELAY_MS: '0',
  // Every bench client is 127.0.0.1.
  PER_CLIENT_HOURLY_LIMIT: '100000',
  COACH_NAME: 'Bench Coach',
};
delete env.DATABASE_URL;
/** Tabs on one chat per step of the chat bench (it stops at the first step over 1 s p95). */
const CHAT_CLIENT_COUNTS = [10, 25, 50, 100, 200, 400];

const PUBLIC_ROUTES = ['/', '/auth', '/onboarding', '/bmi-calculator', '/packages'];
/** Lighthouse runs per route; the median is kept (LCP moves by a second between runs here). */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LOAD_ROUTES = ['/', '/packages'];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
  return result;
}

async function waitForServer(url = `${base}/api/health`) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
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
      const pick = (key) => median(runs.map((run) => run[key]));
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

/** The same HTML from a bare Node server, in this process: the floor of what the machine serves. */
async function bareServerLoad(html, label) {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) });
    res.end(html);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await load('/', { connections: 20, label, url: `http://127.0.0.1:${server.address().port}/` });
  } finally {
    server.close();
  }
}

/** The server's resident memory, in MB (Linux). */
function residentMb(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return Math.round(kb / 1024);
}

/** Runs one of the tsx benches and returns its JSON line without the title. */
function benchScript(file, arg) {
  const result = spawnSync(bin('tsx'), ['--conditions=react-server', file, arg], { cwd: root, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${file} failed: ${result.stderr}`);
  const stats = JSON.parse(result.stdout.trim().split('\n').at(-1));
  delete stats.bench;
  return stats;
}

const goal = (figure, measured, ceiling, met) => ({ figure, measured, goal: ceiling, met: met ? 'yes' : '**no**' });

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
const server = spawn(process.execPath, ['scripts/serve.mjs', '-p', String(port), '-H', '127.0.0.1'], {
  cwd: root,
  env,
  stdio: 'ignore',
});
const floor = spawn(bin('next'), ['start', 'bench/floor', '-p', String(port + 1), '-H', '127.0.0.1'], {
  cwd: root,
  env,
  stdio: 'ignore',
});
let report;
try {
  await waitForServer();
  await waitForServer(floorBase);
  const idleMb = residentMb(server.pid);
  const { cookie: customer, orderId } = await payingCustomer(base);
  const receipt = `/receipt?order_id=${orderId}`;
  const receiptHtml = await (await fetch(base + receipt)).text();
  const js = [];
  for (const route of [...PUBLIC_ROUTES, receipt]) js.push(await firstLoadJs(route));
  const scores = [
    ...(await lighthouseScores(chromePath, [...PUBLIC_ROUTES.map((r) => [r, r]), ['/receipt?order_id=…', receipt]])),
    ...(await lighthouseScores(chromePath, [['/dashboard', '/dashboard']], { cookie: customer })),
  ];
  const [floorScore] = await lighthouseScores(chromePath, [['bare Next page (bench/floor)', '/']], { origin: floorBase });
  scores.push(floorScore);
  js.push({ ...(await firstLoadJs('/', floorBase)), route: 'bare Next page (bench/floor)' });
  const throughput = [];
  for (const route of LOAD_ROUTES) throughput.push(await load(route));
  // Two identical runs of the pages a running business serves most: the memory after each says
  // whether the server keeps growing.
  const memory = [{ moment: 'idle, after start', 'RSS MB': idleMb }];
  const receiptRuns = [];
  const dashboardRuns = [];
  for (const run of [1, 2]) {
    receiptRuns.push(await load(receipt, { connections: 20, label: `/receipt?order_id= (run ${run})` }));
    dashboardRuns.push(
      await load('/dashboard', { connections: 20, cookie: customer, label: `/dashboard signed in (run ${run})` }),
    );
    memory.push({ moment: `after load run ${run}`, 'RSS MB': residentMb(server.pid) });
  }
  const bare = await bareServerLoad(receiptHtml, 'bare Node server, same receipt HTML');
  const unknown = await load('/receipt', {
    connections: 20,
    label: '/receipt?order_id=<unknown> (404)',
    url: `${base}/receipt?order_id=${randomUUID()}`,
    expectStatus: 404,
  });
  // What any page rendered per request costs here: ours without a database, and Next's empty one.
  const terms = await load('/terms', { connections: 20, cookie: customer, label: '/terms signed in (no database)' });
  const floorDynamic = await load('/dynamic', {
    connections: 20,
    label: 'bare Next page rendered per request (bench/floor)',
    url: `${floorBase}/dynamic`,
  });
  throughput.push(...receiptRuns, bare, unknown, ...dashboardRuns, terms, floorDynamic);
  const otpStats = benchScript('bench/verify-otp.ts', '200');
  const orderStats = benchScript('bench/create-order.ts', '0');
  const profileStats = benchScript('bench/submit-profile.ts', '');
  const actionStats = benchScript('bench/actions.ts', '');
  const chat = await chatDelivery(base, dataDir, {
    messages: 100,
    clientCounts: CHAT_CLIENT_COUNTS,
    coachPhone: COACH_PHONE,
  }).catch((error) => ({ error }));
  memory.push({ moment: 'after the whole bench', 'RSS MB': residentMb(server.pid) });
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
  const goals = [
    ...scores
      .filter((row) => row.route !== '/dashboard' && row !== floorScore)
      .flatMap((row) => [
        goal(
          `${row.route} Lighthouse performance`,
          row.performance,
          `= 100 (bare Next: ${floorScore.performance})`,
          row.performance === 100,
        ),
        goal(`${row.route} LCP (s)`, row['LCP s'], `≤ 1.2 (bare Next: ${floorScore['LCP s']})`, row['LCP s'] <= 1.2),
        goal(
          `${row.route} accessibility, best practices`,
          `${row.accessibility}, ${row['best-practices']}`,
          '= 100',
          row.accessibility === 100 && row['best-practices'] === 100,
        ),
        ...(row.route.startsWith('/receipt') ? [] : [goal(`${row.route} SEO`, row.seo, '= 100', row.seo === 100)]),
      ]),
    goal('/ first-load JS (kB gzip)', kB('/'), '≤ 145', kB('/') <= 145),
    ...js
      .filter((row) => row.route.startsWith('/') && row.route !== '/')
      .map((row) => goal(`${row.route.replace(/=.*/, '=…')} first-load JS (kB gzip)`, row.kB, '≤ 175', row.kB <= 175)),
    goal(
      'receipt req/s at 20 connections (best run)',
      bestReceipt['req/s'],
      `≥ 1000 (bare Node: ${bare['req/s']})`,
      bestReceipt['req/s'] >= 1000,
    ),
    goal('receipt p99 ms (same run)', bestReceipt['p99 ms'], '≤ 50', bestReceipt['p99 ms'] <= 50),
    goal(
      'unknown receipt id',
      `${unknown.errors === 0 ? '404' : `${unknown.errors} not 404`}`,
      '404, ≤ 1 query',
      unknown.errors === 0,
    ),
    ...dashboardRuns.flatMap((row) => [
      goal(`${row.route} req/s`, row['req/s'], `≥ 300 (bare Next per request: ${floorDynamic['req/s']})`, row['req/s'] >= 300),
      goal(`${row.route} p99 ms`, row['p99 ms'], '≤ 150', row['p99 ms'] <= 150),
    ]),
    goal('verify OTP p95 ms, alone', otpStats.p95, '≤ 50', otpStats.p95 <= 50),
    goal('create order p95 ms, alone', orderStats['alone p95'], '≤ 50', orderStats['alone p95'] <= 50),
    goal('create order p95 ms, 20 concurrent', orderStats.p95, '≤ 150', orderStats.p95 <= 150),
    goal('submit profile p95 ms, alone', profileStats['alone p95'], '≤ 50', profileStats['alone p95'] <= 50),
    goal('submit profile p95 ms, 20 concurrent', profileStats.p95, '≤ 150', profileStats.p95 <= 150),
    ...[
      ['check-in alone', 50],
      ['check-in x20', 150],
      ['message alone', 50],
      ['message x20', 150],
    ].map(([label, ceiling]) =>
      goal(`${label} p95 ms`, actionStats[`${label} p95`], `≤ ${ceiling}`, actionStats[`${label} p95`] <= ceiling),
    ),
    ...(chat.error ? [] : [goal('chat delivery p95 ms', chat.latency.p95, '≤ 150', chat.latency.p95 <= 150)]),
    goal('RSS MB after the whole bench', memory.at(-1)['RSS MB'], '≤ 300', memory.at(-1)['RSS MB'] <= 300),
    goal(
      'RSS growth MB, load run 1 → run 2',
      memory[2]['RSS MB'] - memory[1]['RSS MB'],
      '≤ 0',
      memory[2]['RSS MB'] <= memory[1]['RSS MB'],
    ),
  ];

  report = `# Benchmark results

Produced by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}. Machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB,
Node ${process.version}, ${os.type()} ${os.release()}; the production build served by \`scripts/serve.mjs\` (as \`npm start\`) on a fresh embedded database; the load
generator runs on the same cores.

## Goals (issue 14)

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

The receipt is a paid order's shared link, rendered once and then answered from the server's
page cache; the bare Node server answers the same HTML from memory in the bench's own process.
/terms signed in is one of our pages rendered for each request with no query (the proxy, the
session check, the nonce'd render); the bare Next page rendered per request is \`bench/floor\`'s
\`/dynamic\`, which reads one header. Any page rendered per request, the dashboard included, is
bound by these two.

## Memory (the server's resident set)

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

## Check-in and chat message: alone (50 in a row) and 20 customers at once (10 each) (ms)

\`logWeight\` (today's weight, upserted under RLS) and \`postSupportMessage\` (the chat checked
open, the message stored under RLS) on PGlite on disk (\`bench/actions.ts\`).

${table([actionStats])}

## Support chat: live delivery (Server-Sent Events, real HTTP)

${chatSection}
`;
} finally {
  server.kill('SIGTERM');
  floor.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
writeFileSync(path.join(root, 'bench', 'RESULTS.md'), report);
console.log(report);
