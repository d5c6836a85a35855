// `npm run bench`: builds, starts `next start` on a fresh embedded database and measures
// first-load JS per route, Lighthouse (mobile) scores, throughput under 50 connections, the
// verify-OTP latency and the support chat's live delivery. Writes bench/RESULTS.md and prints it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

const ROUTES = ['/', '/auth', '/onboarding', '/bmi-calculator', '/packages'];
const LIGHTHOUSE_ROUTES = ['/', '/bmi-calculator', '/packages', '/receipt'];
const LOAD_ROUTES = ['/', '/packages', '/receipt'];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
  return result;
}

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
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
async function firstLoadJs(route) {
  const html = await (await fetch(base + route)).text();
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].filter(([tag]) => !/\bnoModule\b/i.test(tag));
  const scripts = [...new Set(tags.map((m) => m[1]))];
  let bytes = 0;
  for (const src of scripts) bytes += gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())).length;
  return { route, scripts: scripts.length, kB: Math.round(bytes / 102.4) / 10 };
}

/** Each route once; `cookie` signs the requests in (the dashboard). */
async function lighthouseScores(chromePath, routes, cookie) {
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
    for (const route of routes) {
      const flags = { port: chrome.port, output: 'json', logLevel: 'error', ...(cookie && { extraHeaders: { Cookie: cookie } }) };
      const result = await lighthouse(base + route, flags);
      const c = result.lhr.categories;
      const score = (key) => Math.round((c[key]?.score ?? 0) * 100);
      rows.push({
        route,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

async function load(route, { connections = 50, cookie } = {}) {
  const result = await autocannon({ url: base + route, connections, duration: 10, ...(cookie && { headers: { cookie } }) });
  return {
    route: cookie ? `${route} (signed in)` : route,
    connections,
    'req/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Runs one of the tsx benches and returns its JSON line without the title. */
function benchScript(file, arg) {
  const result = spawnSync(bin('tsx'), ['--conditions=react-server', file, arg], { cwd: root, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${file} failed: ${result.stderr}`);
  const stats = JSON.parse(result.stdout.trim().split('\n').at(-1));
  delete stats.bench;
  return stats;
}

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
const server = spawn(process.execPath, ['scripts/serve.mjs', '-p', String(port), '-H', '127.0.0.1'], {
  cwd: root,
  env,
  stdio: 'ignore',
});
let report;
try {
  await waitForServer();
  const js = [];
  for (const route of ROUTES) js.push(await firstLoadJs(route));
  const { cookie: customer } = await payingCustomer(base);
  const scores = [
    ...(await lighthouseScores(chromePath, LIGHTHOUSE_ROUTES)),
    ...(await lighthouseScores(chromePath, ['/dashboard'], customer)),
  ];
  const throughput = [];
  for (const route of LOAD_ROUTES) throughput.push(await load(route));
  throughput.push(await load('/dashboard', { connections: 20, cookie: customer }));
  const otpStats = benchScript('bench/verify-otp.ts', '200');
  const orderStats = benchScript('bench/create-order.ts', '0');
  const profileStats = benchScript('bench/submit-profile.ts', '');
  const chat = await chatDelivery(base, dataDir, {
    messages: 100,
    clientCounts: CHAT_CLIENT_COUNTS,
    coachPhone: COACH_PHONE,
  }).catch((error) => ({ error }));
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

  report = `# Benchmark results

Produced by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}. Machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB,
Node ${process.version}, ${os.type()} ${os.release()}; \`next start\` on a fresh embedded database; the load
generator runs on the same cores.

## First-load JavaScript (gzip, scripts in the page's HTML)

${table(js)}

## Lighthouse (mobile emulation, Debian Chromium)

${table(scores)}

/receipt and /dashboard score low on SEO by design: receipts are \`noindex\` (shared by link only),
and the dashboard is private. /dashboard is measured signed in, as a demo customer with a paid
order and a weight logged (\`bench/dashboard-customer.mjs\`).

## Throughput: 10 s each (autocannon)

${table(throughput)}

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

## Support chat: live delivery (Server-Sent Events, real HTTP)

${chatSection}
`;
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
writeFileSync(path.join(root, 'bench', 'RESULTS.md'), report);
console.log(report);
