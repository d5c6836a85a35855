// `npm run test:load`: load and fault tests against a production build served by `next start` on
// 127.0.0.1, bounded in count and time (about 8 minutes here, killed at 20). Not part of `npm test`.
//  1. Embedded database: 50 connections for 20 s each on /, /packages, a receipt and the signed-in
//     dashboard, 0 errors; 200 chat streams for 60 s while a coach answers, nothing lost or doubled.
//  2. Native PostgreSQL (Debian's `postgresql`), two app instances: a reply posted through one
//     reaches a stream on the other; the per-client OTP limit, the OTP resend wait and one order
//     per checkout hold across both; 200 streams over both for 60 s while PostgreSQL is restarted
//     in the middle: both answer again within 5 s of its return, nothing lost, no process down.
// Prints every figure with its limit and writes bench/load/RESULTS.md; exits 1 if any fails.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { payingCustomer } from '../dashboard-customer.mjs';
import { drained, openStream } from '../event-stream.mjs';
import { Browser, findForm, signInCoach, signInCustomer } from '../http-browser.mjs';
import { spawnNextServer } from '../next-server.mjs';
import { chatLoad, showsMessage } from './chat-load.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const DIST_DIR = '.next-load';
const COACH_PHONE = '9000000601';
const CHAT = { customers: 20, tabsEach: 10, durationMs: 60_000 };
const HTTP_SECONDS = 20;
const RECOVERY_LIMIT_S = 5;
const runId = randomBytes(3).toString('hex');
const checks = [];
const temporary = [];
const servers = [];
let pgCluster = null;

const watchdog = setTimeout(() => {
  console.error('test:load: over 20 minutes, stopping');
  cleanUp();
  process.exit(1);
}, 20 * 60_000);

/** Records one figure against its limit. */
function check(name, figure, pass, limit) {
  checks.push({ check: name, figure, limit, result: pass ? 'pass' : 'FAIL' });
  console.log(`${pass ? 'pass' : 'FAIL'}  ${name}: ${figure} (${limit})`);
}

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

function tempDir(name) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `wellfit-load-${name}-`));
  temporary.push(dir);
  return dir;
}

const baseEnv = (() => {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_TELEMETRY_DISABLED: '1',
    COACH_PHONES: COACH_PHONE,
    PAYMENT_SIMULATED_DELAY_MS: '0',
  };
  delete env.DATABASE_URL;
  return env;
})();

/**
 * `next start` in a process group of its own (`detached`): signals go to the whole group, so
 * stopping it stops any process the server starts too.
 */
async function startServer(name, env) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { proc, stderr } = spawnNextServer([], port, env);
  const server = { name, base, proc, exited: null, stderr };
  proc.on('exit', (code, signal) => (server.exited = { code, signal }));
  servers.push(server);
  if (!(await healthyWithin(base, 120_000))) throw new Error(`${name} did not start:\n${stderr}`);
  return server;
}

async function healthy(base) {
  try {
    return (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

async function healthyWithin(base, ms) {
  const deadline = performance.now() + ms;
  while (performance.now() < deadline) {
    if (await healthy(base)) return true;
    await sleep(100);
  }
  return false;
}

/** Sends `signal` to the server's process group. */
function signalServer(server, signal) {
  try {
    process.kill(-server.proc.pid, signal);
  } catch {
    // the group has ended
  }
}

async function stopServer(server) {
  if (server.exited) return;
  signalServer(server, 'SIGTERM');
  for (let i = 0; i < 50 && !server.exited; i++) await sleep(100);
  if (!server.exited) signalServer(server, 'SIGKILL');
}

function pg(command, ...args) {
  const result = spawnSync('scripts/pg-test-cluster.sh', [command, ...args], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pg-test-cluster.sh ${command}: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

function cleanUp() {
  for (const server of servers) signalServer(server, 'SIGKILL');
  if (pgCluster) spawnSync('scripts/pg-test-cluster.sh', ['stop', pgCluster.dir], { cwd: root });
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
}

async function httpLoad(base, route, cookie) {
  const result = await autocannon({
    url: base + route,
    connections: 50,
    duration: HTTP_SECONDS,
    ...(cookie && { headers: { cookie } }),
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  check(
    `${route.split('?')[0]}${cookie ? ' (signed in)' : ''}, 50 connections, ${HTTP_SECONDS} s`,
    `${result.requests.total} requests, ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${errors} errors`,
    errors === 0 && result.requests.total > 0,
    '0 errors',
  );
}

function checkChat(name, figures) {
  const bad = figures.lost + figures.duplicated + figures['out of order (streams)'] + figures['from another chat'];
  check(
    name,
    Object.entries(figures)
      .map(([key, value]) => `${value} ${key}`)
      .join(', '),
    bad === 0 && figures['answers posted'] > 0,
    '0 lost, duplicated, out of order or from another chat',
  );
}

// ---------------------------------------------------------------- 1. embedded database

async function embeddedPhase() {
  console.log('\n== embedded database (PGlite)');
  const dataDir = tempDir('data');
  // No proxy in front: every client is the same address ('unknown'), so its limit is raised. Each
  // load customer follows their chat in CHAT.tabsEach tabs, more than a person may by default.
  const server = await startServer('embedded', {
    ...baseEnv,
    DATA_DIR: dataDir,
    TRUST_PROXY_HOPS: '0',
    PER_CLIENT_HOURLY_LIMIT: '100000',
    CHAT_STREAMS_PER_USER: String(CHAT.tabsEach),
  });
  const { cookie, orderId } = await payingCustomer(server.base);
  for (const route of ['/', '/packages', `/receipt?order_id=${orderId}`]) await httpLoad(server.base, route);
  await httpLoad(server.base, '/dashboard', cookie);

  const coach = await signInCoach(server.base, dataDir, COACH_PHONE);
  checkChat(
    `${CHAT.customers * CHAT.tabsEach} chat streams, ${CHAT.durationMs / 1000} s`,
    await chatLoad([server.base], coach, { ...CHAT, runId }),
  );
  await streamCaps(server.base);
  check('embedded server still running', server.exited ? JSON.stringify(server.exited) : 'running', !server.exited, 'no crash');
  await stopServer(server);
}

/** Opens a chat stream and reports its status; a stream that opened stays open until `close`. */
async function openChatStream(browser, chatId) {
  const controller = new AbortController();
  const response = await browser.fetch(`/api/support/stream?chat=${chatId}`, { signal: controller.signal });
  if (response.status !== 200) await response.body?.cancel();
  return { status: response.status, close: () => controller.abort() };
}

/**
 * The stream caps hold under load: one person gets CHAT_STREAMS_PER_USER streams and a 429 for
 * the next (here CHAT.tabsEach), one address CHAT_STREAMS_PER_ADDRESS (default 20) across people,
 * and a closed stream frees its slot at once.
 */
async function streamCaps(base) {
  const person = await signInCustomer(base, { 'x-forwarded-for': '198.20.0.1' });
  const own = await Promise.all(Array.from({ length: CHAT.tabsEach + 1 }, () => openChatStream(person.customer, person.chatId)));
  const ownRefused = own.filter((stream) => stream.status === 429).length;
  check(
    `streams of one person (${own.length} opened at once)`,
    `${own.length - ownRefused} open, ${ownRefused} refused`,
    ownRefused === 1 && own.filter((stream) => stream.status === 200).length === CHAT.tabsEach,
    `${CHAT.tabsEach} open, 1 refused with 429`,
  );
  own.forEach((stream) => stream.close());
  await sleep(500);
  const again = await openChatStream(person.customer, person.chatId);
  check('a closed stream frees its slot', again.status, again.status === 200, '200');
  again.close();

  const people = [];
  for (let i = 0; i < 21; i++) people.push(await signInCustomer(base, { 'x-forwarded-for': '198.20.1.1' }));
  const shared = await Promise.all(people.map(({ customer, chatId }) => openChatStream(customer, chatId)));
  const sharedRefused = shared.filter((stream) => stream.status === 429).length;
  check(
    'streams of one address, 21 people',
    `${shared.length - sharedRefused} open, ${sharedRefused} refused`,
    sharedRefused === 1,
    '20 open, 1 refused with 429',
  );
  shared.forEach((stream) => stream.close());
}

// ---------------------------------------------------------------- 2. PostgreSQL, two instances

/** Whether an OTP send was taken: the answer shows the code step. */
async function sendOtp(browser, phone) {
  const form = findForm(await browser.get('/auth'), 'send OTP', (f) => 'phone' in f.fields && f.fields.intent === 'login');
  const sent = await browser.submit('/auth', form, { phone });
  return sent.status === 200 && sent.html.includes('name="token"');
}

async function crossInstance(a, b, coach) {
  const { customer, chatId } = await signInCustomer(a.base, { 'x-forwarded-for': '198.19.0.1' });
  const composer = findForm(await customer.get('/support'), 'customer composer', (f) => f.fields.chatId === chatId);
  await customer.submit('/support', composer, { message: `load ${runId} cross-instance hello` });
  const arrived = [];
  const stream = openStream(customer, chatId, { onMessage: (message) => arrived.push(message.message) });
  await drained(stream, {});
  const throughB = coach.on(b.base);
  const form = findForm(
    await throughB.get(`/coach/inbox?chat=${chatId}`),
    'coach composer',
    (f) => f.fields.chatId === chatId && f.inner.includes('name="message"'),
  );
  const sent = [];
  for (let i = 0; i < 20; i++) {
    const text = `load ${runId} via B ${i}`;
    const answer = await throughB.submit(`/coach/inbox?chat=${chatId}`, form, { chatId, message: text });
    if (answer.status === 200 && showsMessage(answer.html, text)) sent.push(text);
  }
  const deadline = performance.now() + 5000;
  while (sent.some((text) => !arrived.includes(text)) && performance.now() < deadline) await sleep(50);
  await stream.close();
  const received = sent.filter((text) => arrived.includes(text)).length;
  check(
    'a customer streaming from instance A receives the replies posted through B',
    `${received} of ${sent.length} received, ${arrived.length - new Set(arrived).size} duplicated`,
    sent.length === 20 && received === 20 && arrived.length === new Set(arrived).size,
    '20 of 20, 0 duplicated',
  );
}

async function otpLimitsAcrossInstances(a, b, limit) {
  // One client address, sends alternating between the instances, a new number each time.
  const client = { 'x-forwarded-for': '198.19.1.1' };
  const browsers = [new Browser(a.base, client), new Browser(b.base, client)];
  let taken = 0;
  const attempts = limit + 3;
  for (let i = 0; i < attempts; i++) {
    if (await sendOtp(browsers[i % 2], `97${String(10_000_000 + i).slice(-8)}`)) taken++;
  }
  check(
    'per-client OTP sends, alternating between A and B',
    `${taken} of ${attempts} taken`,
    taken === limit,
    `exactly ${limit}, the per-client limit`,
  );
  // One number: a second code right after the first is refused, whichever instance is asked.
  const phone = '9712345678';
  const first = await sendOtp(new Browser(a.base, { 'x-forwarded-for': '198.19.1.2' }), phone);
  const again = await sendOtp(new Browser(b.base, { 'x-forwarded-for': '198.19.1.3' }), phone);
  check(
    'OTP resend wait for one number, sent on A then on B',
    `first ${first ? 'taken' : 'refused'}, second ${again ? 'taken' : 'refused'}`,
    first && !again,
    'first taken, second refused',
  );
}

async function oneOrderAcrossInstances(a, b, sql) {
  const { customer } = await signInCustomer(a.base, { 'x-forwarded-for': '198.19.2.1' });
  const payment = '/payment?package=online-6m';
  const form = findForm(await customer.get(payment), 'payment', (f) => 'checkoutId' in f.fields);
  const values = { method: 'upi', placeOfSupply: '29' };
  const answers = await Promise.all([a, b, a, b].map((server) => customer.on(server.base).submit(payment, form, values)));
  const [{ live }] = await sql`
    select count(*)::int as live from public.orders
    where idempotency_key = ${form.fields.checkoutId} and status <> 'failed'`;
  const destinations = new Set(answers.map((answer) => answer.location));
  check(
    'one checkout paid four times at once through A and B',
    `${live} order, answers ${answers.map((answer) => answer.status).join('/')}, ${destinations.size} destination`,
    live === 1 && destinations.size === 1 && answers.every((answer) => answer.status === 303),
    '1 order; every answer goes to it',
  );
}

async function restartDuringChat(a, b, coach) {
  let restart = null;
  const during = async (elapsedMs) => {
    if (restart || elapsedMs < CHAT.durationMs / 3) return;
    restart = (async () => {
      pg('stop', pgCluster.dir);
      const stoppedAt = performance.now();
      await sleep(3000);
      pg('start', pgCluster.dir, String(pgCluster.port));
      const backAt = performance.now();
      const recovered = await Promise.all(
        [a, b].map(async (server) => ((await healthyWithin(server.base, 30_000)) ? performance.now() - backAt : Infinity)),
      );
      return { downMs: backAt - stoppedAt, recovered };
    })();
  };
  const figures = await chatLoad([a.base, b.base], coach, { ...CHAT, runId: `${runId}r`, during });
  const { downMs, recovered } = await restart;
  checkChat(`${CHAT.customers * CHAT.tabsEach} streams over A and B, PostgreSQL restarted at 20 s`, figures);
  const worst = Math.max(...recovered) / 1000;
  check(
    'both instances answer again after PostgreSQL returns',
    `A ${(recovered[0] / 1000).toFixed(2)} s, B ${(recovered[1] / 1000).toFixed(2)} s (down ${(downMs / 1000).toFixed(1)} s)`,
    worst <= RECOVERY_LIMIT_S,
    `≤ ${RECOVERY_LIMIT_S} s`,
  );
}

async function postgresPhase() {
  console.log('\n== native PostgreSQL, two app instances');
  const dir = tempDir('pg');
  const port = await freePort();
  const url = pg('start', dir, String(port));
  pgCluster = { dir, port };
  const limit = 8;
  const env = {
    ...baseEnv,
    DATABASE_URL: url,
    DATA_DIR: tempDir('data-pg'),
    AUTH_SECRET: randomBytes(32).toString('base64'),
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    // Each scenario names its own client address in X-Forwarded-For, as the one proxy in front would.
    TRUST_PROXY_HOPS: '1',
    CHAT_STREAMS_PER_USER: String(CHAT.tabsEach),
    PER_CLIENT_HOURLY_LIMIT: String(limit),
    // The per-client limit is what this run counts; the proof of work asked before it (from the
    // fourth code) is tested by e2e/auth.spec.ts and tests/integration/otp-abuse.test.ts.
    OTP_PROOF_OF_WORK_AFTER: '0',
  };
  const a = await startServer('A', env);
  const b = await startServer('B', env);
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const coach = await signInCoach(a.base, env.DATA_DIR, COACH_PHONE, { 'x-forwarded-for': '198.19.9.9' });
    await crossInstance(a, b, coach);
    await otpLimitsAcrossInstances(a, b, limit);
    await oneOrderAcrossInstances(a, b, sql);
    await restartDuringChat(a, b, coach);
    check(
      'instances A and B still running',
      [a, b].map((s) => `${s.name} ${s.exited ? JSON.stringify(s.exited) : 'running'}`).join(', '),
      !a.exited && !b.exited,
      'no crash',
    );
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
    await Promise.all([stopServer(a), stopServer(b)]);
  }
}

// ---------------------------------------------------------------- run

let failed = false;
try {
  const build = spawnSync(bin('next'), ['build'], { cwd: root, env: baseEnv, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('next build failed');
  await embeddedPhase();
  await postgresPhase();
} catch (error) {
  failed = true;
  console.error('test:load stopped:', error);
  for (const server of servers) if (server.stderr()) console.error(`-- ${server.name} stderr:\n${server.stderr()}`);
} finally {
  cleanUp();
  clearTimeout(watchdog);
}

const rows = checks.map((c) => `| ${c.check} | ${c.figure} | ${c.limit} | ${c.result} |`);
const report = `# Load and fault test results

Produced by \`npm run test:load\` on ${new Date().toISOString().slice(0, 10)}. Machine: ${os.cpus().length} cores,
Node ${process.version}; production build served by \`next start\` on 127.0.0.1, the load
generator on the same cores.

| check | figure | limit | result |
|---|---|---|---|
${rows.join('\n')}
`;
if (!failed) writeFileSync(path.join(import.meta.dirname, 'RESULTS.md'), report);
console.log(`\n${report}`);
failed ||= checks.some((c) => c.result !== 'pass');
process.exit(failed ? 1 : 0);
