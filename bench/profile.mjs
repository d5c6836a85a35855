// `npm run bench:profile [-- /route]`: where a signed-in page's time goes under load. Builds, starts
// `next start` with V8's CPU profiler on a fresh embedded database, signs in a paying customer,
// measures what the page sends (HTML, and the flight data a client navigation fetches), loads it
// for 10 s at 20 connections, stops the server (which writes the profile) and sums the profile's
// self time by where the code comes from and by function. Writes bench/profile/RESULTS.md.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { payingCustomer } from './dashboard-customer.mjs';
import { spawnNextServer, waitForServer } from './next-server.mjs';
import { pageSizes } from './page-size.mjs';

const root = path.resolve(import.meta.dirname, '..');
const route = process.argv[2] ?? '/dashboard';
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
};
delete env.DATABASE_URL;

/** Where a profiled function's code comes from. */
function originOf(url) {
  if (!url) return '(V8: garbage collection, idle, program)';
  if (url.includes('/next/dist/compiled/next-server/') || url.includes('react-dom'))
    return 'React server rendering (next/dist/compiled)';
  if (url.includes('/next/dist/')) return 'Next.js server (next/dist)';
  // PGlite is the server's one WebAssembly module: Postgres compiled to it (and its extensions).
  if (url.includes('@electric-sql/pglite') || url.startsWith('wasm://'))
    return 'PGlite (embedded Postgres: its JavaScript and WebAssembly)';
  if (url.includes('drizzle-orm')) return 'Drizzle ORM';
  if (url.includes('/.next-bench/server/')) return 'the app (its server bundle)';
  if (url.startsWith('node:')) return 'Node.js built-ins';
  if (url.includes('node_modules')) return `node_modules: ${url.split('node_modules/').at(-1).split('/').slice(0, 2).join('/')}`;
  return url;
}

/** Self time of a .cpuprofile, summed by origin and by function, in ms. */
function summarise(profile) {
  const interval = (profile.endTime - profile.startTime) / 1000 / profile.samples.length;
  const byOrigin = new Map();
  const byFunction = new Map();
  for (const node of profile.nodes) {
    const ms = (node.hitCount ?? 0) * interval;
    if (!ms) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const origin = originOf(url);
    byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + ms);
    const name = `${functionName || '(anonymous)'} · ${origin}${url ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
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
  const { cookie } = await payingCustomer(base);
  const sizes = await pageSizes(base + route, cookie);
  const load = await autocannon({ url: base + route, connections: 20, duration: 10, headers: { cookie } });
  stop();
  await new Promise((resolve) => proc.on('exit', resolve));
  // Each process of the server writes its own profile; the one that rendered is the largest.
  const [file] = readdirSync(profileDir)
    .map((name) => path.join(profileDir, name))
    .sort((a, b) => readFileSync(b).length - readFileSync(a).length);
  if (!file) throw new Error('no CPU profile was written');
  const { total, origins, functions } = summarise(JSON.parse(readFileSync(file, 'utf8')));
  const report = `# Where ${route}'s time goes, signed in, under load

Produced by \`npm run bench:profile -- ${route}\` on ${new Date().toISOString().slice(0, 10)}: \`next start\` of the production
build with V8's CPU profiler (\`--cpu-prof\`), a fresh embedded database, a demo customer with a
paid order and a weight logged; 10 s at 20 connections (autocannon, same ${os.cpus().length} cores), then the
server stopped and its profile summed by self time. The profile covers the whole life of the
server (start, sign-in, the load), ${Math.round(total)} ms sampled.

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
