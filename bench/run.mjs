// `npm run bench`: builds, starts `next start` on a fresh embedded database and measures
// first-load JS per route, Lighthouse (mobile) scores, throughput under 50 connections and the
// verify-OTP latency. Writes bench/RESULTS.md and prints it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureChromium } from '../scripts/chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const port = Number(process.env.BENCH_PORT ?? 3500);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wellfit-bench-'));
const env = { ...process.env, NEXT_DIST_DIR: '.next-bench', NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: dataDir };
delete env.DATABASE_URL;

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

/** Gzipped bytes of the scripts a page's HTML loads (Next 16 no longer prints this). */
async function firstLoadJs(route) {
  const html = await (await fetch(base + route)).text();
  const scripts = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))];
  let bytes = 0;
  for (const src of scripts) bytes += gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())).length;
  return { route, scripts: scripts.length, kB: Math.round(bytes / 102.4) / 10 };
}

async function lighthouseScores(chromePath) {
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
    for (const route of LIGHTHOUSE_ROUTES) {
      const result = await lighthouse(base + route, { port: chrome.port, output: 'json', logLevel: 'error' });
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

async function load(route) {
  const result = await autocannon({ url: base + route, connections: 50, duration: 10 });
  return {
    route,
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
const server = spawn(bin('next'), ['start', '-p', String(port), '-H', '127.0.0.1'], { cwd: root, env, stdio: 'ignore' });
let report;
try {
  await waitForServer();
  const js = [];
  for (const route of ROUTES) js.push(await firstLoadJs(route));
  const scores = await lighthouseScores(chromePath);
  const throughput = [];
  for (const route of LOAD_ROUTES) throughput.push(await load(route));
  const otpStats = benchScript('bench/verify-otp.ts', '200');
  const orderStats = benchScript('bench/create-order.ts', '0');
  const profileStats = benchScript('bench/submit-profile.ts', '');

  report = `# Benchmark results

Produced by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}. Machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB,
Node ${process.version}, ${os.type()} ${os.release()}; \`next start\` on a fresh embedded database; the load
generator runs on the same cores.

## First-load JavaScript (gzip, scripts in the page's HTML)

${table(js)}

## Lighthouse (mobile emulation, Debian Chromium)

${table(scores)}

/receipt scores low on SEO by design: receipts are \`noindex\` (shared by link only).

## Throughput: 50 connections, 10 s (autocannon)

${table(throughput)}

## verify-OTP: 200 sequential sign-ins (ms)

Embedded provider, PGlite on disk; timed: \`verifyOtp\` (HMAC check, code spent, user upsert,
session start, JWT signed); each sign-in is a new number whose code is issued untimed.
Alone: \`npm run bench:verify-otp\`.

${table([otpStats])}

## createOrder: 20 concurrent customers, 10 orders each (ms)

\`placeOrder\` (catalogue pricing, insert under RLS, capture, record) on PGlite on disk, with the
simulated gateway's 3 s wait set to 0 so the figures are the server's own work; with the wait,
p95 is that 3 s plus this. Alone: \`npm run bench:create-order [-- gatewayWaitMs]\`.

${table([orderStats])}

## Submit profile: 20 concurrent customers, 10 submits each (ms)

\`saveCustomerProfile\` (validation with the shared schema, upsert under RLS) on PGlite on disk;
the first submit creates the row, the rest update it. Alone: \`npm run bench:submit-profile\`.

${table([profileStats])}
`;
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
writeFileSync(path.join(root, 'bench', 'RESULTS.md'), report);
console.log(report);
