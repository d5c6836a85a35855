// `npm run bench:profile [-- /route]`: where a signed-in page's time goes under load. Builds, starts
// `next start` with V8's CPU profiler on a fresh embedded database, signs in a paying customer (for
// a /coach route, the coach of 1,000 seeded clients, as `npm run bench` has them; `/coach/client`
// profiles the first client the roster links to),
// measures what the page sends (HTML, and the flight data a client navigation fetches), loads it
// for 10 s at 20 connections, stops the server (which writes the profile) and sums the profile's
// self time by where the code comes from and by function. Writes bench/profile/RESULTS.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { payingCustomer } from './dashboard-customer.mjs';
import { signInCoach } from './http-browser.mjs';
import { spawnNextServer, waitForServer } from './next-server.mjs';
import { pageSizes } from './page-size.mjs';

const root = path.resolve(import.meta.dirname, '..');
const asked = process.argv[2] ?? '/dashboard';
const asCoach = asked.startsWith('/coach');
const COACH_PHONE = '9000000403';
const port = Number(process.env.BENCH_PORT ?? 3540);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wellfit-profile-'));
const profileDir = path.join(dataDir, 'cpu');
const env = {
  ...process.env,
  NEXT_DIST_DIR: '.next-bench',
  NEXT_TELEMETRY_DISABLED: '1',
  DATA_DIR: dataDir,
  PAYMENT_SIMULATED_DELAY_MS: '0',
  TRUST_PROXY_HOPS: '0',
  PER_CLIENT_HOURLY_LIMIT: '100000',
  OTP_HOURLY_CEILING: '100000',
  COACH_PHONES: COACH_PHONE,
};
delete env.DATABASE_URL;

/** The server bundle's source maps, read once each: they say which source a bundled function is. */
const sourceMaps = new Map();
function sourceMapOf(url) {
  if (!sourceMaps.has(url)) {
    const file = `${fileURLToPath(url)}.map`;
    sourceMaps.set(url, existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : null);
  }
  return sourceMaps.get(url);
}

/** Next's folders among the sources that packages' own maps name as '../src/…'. */
const NEXT_SOURCE_DIRS = ['api', 'client', 'server', 'shared', 'build', 'lib', 'export'];

/**
 * A package's name from a path inside node_modules (decoded: bundles spell '@' as %40). Drizzle's
 * and Next's own maps point at a '../src' they do not ship, which resolves to node_modules/src.
 */
const packageOf = (source) => {
  const [first, second] = decodeURIComponent(source).split('node_modules/').at(-1).split('/');
  if (first === 'src') return NEXT_SOURCE_DIRS.includes(second) ? 'next' : 'drizzle-orm';
  return first.startsWith('@') ? `${first}/${second}` : first;
};

/** Where a profiled function's code comes from: for the server bundle, the source it was built from. */
function originOf({ url, lineNumber, columnNumber }) {
  if (!url) return '(V8: garbage collection, idle, program)';
  if (url.includes('/next/dist/compiled/next-server/') || url.includes('react-dom'))
    return 'React server rendering (next/dist/compiled)';
  if (url.includes('/next/dist/')) return 'Next.js server (next/dist)';
  // PGlite is the server's one WebAssembly module: Postgres compiled to it (and its extensions).
  if (url.includes('@electric-sql/pglite') || url.startsWith('wasm://'))
    return 'PGlite (embedded Postgres: its JavaScript and WebAssembly)';
  if (url.includes('/.next-bench/server/')) {
    const source = sourceMapOf(url)?.findEntry(lineNumber, columnNumber)?.originalSource;
    if (!source) return 'the server bundle (no source map entry)';
    if (source.includes('node_modules/next/')) return 'Next.js server (next/dist)';
    if (source.includes('node_modules/')) return `bundled: ${packageOf(source)}`;
    const file = decodeURIComponent(source)
      .replace(/^(\.\.\/)+/, '')
      .replace(/^\[project\]\//, '');
    return `the app: ${file.split('/').slice(0, 2).join('/')}`;
  }
  if (url.startsWith('node:')) return 'Node.js built-ins';
  if (url.includes('node_modules')) return `node_modules: ${packageOf(url)}`;
  return url;
}

/**
 * Self time of a .cpuprofile, summed by origin and by function, in ms: only the samples taken
 * between `from` and `to` (µs on the monotonic clock that V8's profiler and process.hrtime share
 * on Linux), so the server's start and the sign-in do not count.
 */
function summarise(profile, from, to) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byOrigin = new Map();
  const byFunction = new Map();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i];
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (at < from || at > to || !ms) return;
    const frame = nodes.get(id);
    const { functionName, url, lineNumber } = frame;
    const origin = originOf(frame);
    byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + ms);
    const name = `${functionName || '(anonymous)'} · ${origin}${url ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  });
  const total = [...byOrigin.values()].reduce((a, b) => a + b, 0);
  const rows = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([what, ms]) => `| ${what} | ${Math.round(ms)} | ${((ms / total) * 100).toFixed(1)} |`);
  return { total, origins: rows(byOrigin, 20), functions: rows(byFunction, 30) };
}

// BENCH_SKIP_BUILD=1 profiles the build the last bench made (.next-bench) as it is.
if (!process.env.BENCH_SKIP_BUILD) {
  const build = spawnSync(path.join(root, 'node_modules', '.bin', 'next'), ['build'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('next build failed');
}
mkdirSync(profileDir, { recursive: true });
// Before the server opens the embedded database: one process at a time holds its folder.
if (asCoach) {
  const seed = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['bench/seed-roster.ts', COACH_PHONE], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (seed.status !== 0) throw new Error('seeding the roster failed');
}
const { proc, stderr } = spawnNextServer([], port, env, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
let stopped = false;
const stop = () => {
  if (stopped) return;
  stopped = true;
  try {
    process.kill(-proc.pid, 'SIGINT');
  } catch {
    // already gone
  }
};
try {
  await waitForServer(`${base}/api/health`).catch((error) => Promise.reject(new Error(`${error.message}\n${stderr()}`)));
  const { cookie } = asCoach
    ? { cookie: (await signInCoach(base, dataDir, COACH_PHONE)).cookieHeader() }
    : await payingCustomer(base);
  const route =
    asked === '/coach/client'
      ? /href="(\/coach\/clients\/[0-9a-f-]{36})"/.exec(await (await fetch(`${base}/coach`, { headers: { cookie } })).text())?.[1]
      : asked;
  if (!route) throw new Error('the roster shows no client');
  const sizes = await pageSizes(base + route, cookie);
  const microseconds = () => Number(process.hrtime.bigint() / 1000n);
  const loadStart = microseconds();
  const load = await autocannon({ url: base + route, connections: 20, duration: 10, headers: { cookie } });
  const loadEnd = microseconds();
  stop();
  await new Promise((resolve) => proc.on('exit', resolve));
  // Each process of the server writes its own profile; the one that rendered is the largest.
  const [file] = readdirSync(profileDir)
    .map((name) => path.join(profileDir, name))
    .sort((a, b) => readFileSync(b).length - readFileSync(a).length);
  if (!file) throw new Error('no CPU profile was written');
  const { total, origins, functions } = summarise(JSON.parse(readFileSync(file, 'utf8')), loadStart, loadEnd);
  const report = `# Where ${route}'s time goes, signed in, under load

Produced by \`npm run bench:profile -- ${asked}\` on ${new Date().toISOString().slice(0, 10)}: \`next start\` of the production
build with V8's CPU profiler (\`--cpu-prof\`), a fresh embedded database, ${
    asCoach
      ? 'the coach of 1,000 seeded clients (`bench/seed-roster.ts`)'
      : 'a demo customer with a paid order and a weight logged'
  }; 10 s at 20 connections (autocannon, same ${os.cpus().length} cores), then the
server stopped and its profile summed by self time over the 10 s of load alone (not the server's
start or the sign-in): ${Math.round(total)} ms sampled.

## What the page sends

| response | kB | gzip kB |
|---|---|---|
${sizes.map((row) => `| ${row.response} | ${row.kB} | ${row['gzip kB']} |`).join('\n')}

Under load: ${Math.round(load.requests.average)} req/s, p99 ${load.latency.p99} ms, ${load.errors + load.non2xx} errors.

## Self time by origin

| origin | ms | % |
|---|---|---|
${origins.join('\n')}

## Self time by function (top 30)

| function · origin:line | ms | % |
|---|---|---|
${functions.join('\n')}
`;
  mkdirSync(path.join(root, 'bench', 'profile'), { recursive: true });
  writeFileSync(path.join(root, 'bench', 'profile', 'RESULTS.md'), report);
  console.log(report);
} finally {
  stop();
  rmSync(dataDir, { recursive: true, force: true });
}
