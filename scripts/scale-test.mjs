#!/usr/bin/env node
// npm run test:scale: the app's hot queries on a PostgreSQL database of SCALE_CUSTOMERS customers
// (100,000 unless set), 45 days into their programme (issue 28). Starts a private cluster in a
// temporary folder (scripts/pg-test-cluster.sh), migrates it, seeds it (scripts/scale-seed.sql),
// runs tests/scale with vitest.scale.config.ts, and always stops the cluster and removes the
// folder, on failure and on Ctrl-C too. Needs the PostgreSQL server binaries (Debian: apt-get
// install postgresql) and about 10 GB of disk at 100,000 customers (their workout programmes'
// 18 million prescribed exercises and 6 million sets are most of it).
//   SCALE_CUSTOMERS=2000 npm run test:scale     # a quick try
//   SCALE_PORT=54365 npm run test:scale         # a port of 54360-54369 other than the first free one
//   SCALE_KEEP=1 npm run test:scale             # leave the cluster running to EXPLAIN by hand; it
//                                               # prints its URL and the command that stops it
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const customers = Number(process.env.SCALE_CUSTOMERS ?? 100_000);
if (!Number.isInteger(customers) || customers < 2) {
  console.error(`SCALE_CUSTOMERS must be a whole number of 2 or more, not ${process.env.SCALE_CUSTOMERS}`);
  process.exit(2);
}
const clusterScript = path.join(root, 'scripts', 'pg-test-cluster.sh');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function postgresBin() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(path.join(base, v, 'bin', 'psql'))) : [];
  versions.sort((a, b) => Number(a) - Number(b));
  if (!versions.length) throw new Error('PostgreSQL server binaries not found: apt-get install postgresql');
  return path.join(base, versions.at(-1), 'bin');
}

/** Whether nothing listens on the port: a connection to it is refused. */
function portIsFree(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error) => resolve(error.code === 'ECONNREFUSED'));
  });
}

async function choosePort() {
  if (process.env.SCALE_PORT) return Number(process.env.SCALE_PORT);
  for (let port = 54360; port <= 54369; port += 1) if (await portIsFree(port)) return port;
  throw new Error('no free port in 54360-54369: set SCALE_PORT');
}

const started = Date.now();
const since = (from) => `${((Date.now() - from) / 1000).toFixed(1)} s`;
const step = (text) => console.log(`\n[scale ${since(started)}] ${text}`);

const tmp = mkdtempSync(path.join(os.tmpdir(), 'wellfit-scale-'));
// The cluster runs as the postgres user when this runs as root: it must reach its folder.
chmodSync(tmp, 0o755);
const dataDir = path.join(tmp, 'pg');
const resultsFile = path.join(tmp, 'results.md');
const keep = process.env.SCALE_KEEP === '1';
let child = null;
let cleaned = false;

/** Stops the cluster (if it runs) and removes the folder; synchronous, so it also runs on a signal. */
function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
    const stop = spawnSync('bash', [clusterScript, 'stop', dataDir], { stdio: 'inherit' });
    if (stop.status !== 0) console.error(`could not stop the cluster in ${dataDir}; it is left for you to stop`);
  }
  if (!existsSync(path.join(dataDir, 'postmaster.pid'))) rmSync(tmp, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping`);
    child?.kill(signal);
    cleanUp();
    process.exit(130);
  });
}

/** Runs a command, its output shown; resolves with its exit code (or its output, when asked). */
function run(command, args, { env = {}, capture = false } = {}) {
  return new Promise((resolve, reject) => {
    child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
      stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      child = null;
      if (code === 0) resolve(output);
      else reject(new Error(`${path.basename(command)} ${args.slice(0, 2).join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

let exitCode = 1;
let url = '';
try {
  const psqlBin = path.join(postgresBin(), 'psql');
  const port = await choosePort();
  step(`a private PostgreSQL cluster on 127.0.0.1:${port} in ${dataDir}`);
  url = (await run('bash', [clusterScript, 'start', dataDir, String(port)], { capture: true })).trim();
  const psql = (database, ...args) =>
    run(psqlBin, [
      '-X',
      '-v',
      'ON_ERROR_STOP=1',
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      '-d',
      database,
      ...args,
    ]);
  // Memory for the seed and the working set (the defaults are for a small machine: 128 MB), and
  // no checkpoint in the middle of the seed. A Supabase compute of 4 GB runs with about 1 GB.
  await psql(
    'postgres',
    '-c',
    "alter system set shared_buffers = '1GB'",
    '-c',
    "alter system set max_wal_size = '8GB'",
    '-c',
    "alter system set checkpoint_timeout = '30min'",
    '-c',
    'alter system set autovacuum = off',
  );
  await run('bash', [clusterScript, 'stop', dataDir]);
  await run('bash', [clusterScript, 'start', dataDir, String(port)], { capture: true });

  step('migrations');
  await run(bin('tsx'), ['scripts/migrate.ts'], { env: { DATABASE_URL: url } });

  step(`seed: ${customers.toLocaleString('en')} customers (scripts/scale-seed.sql)`);
  const seedStarted = Date.now();
  await psql('wellfit_test', '-v', `customers=${customers}`, '-f', path.join(root, 'scripts', 'scale-seed.sql'));
  console.log(`seeded in ${since(seedStarted)}`);
  // Autovacuum back on, as on any server; the seed vacuumed and analyzed everything itself.
  await psql('postgres', '-c', 'alter system reset autovacuum', '-c', 'select pg_reload_conf()');

  step('tests/scale (vitest.scale.config.ts)');
  try {
    await run(bin('vitest'), ['run', '--config', 'vitest.scale.config.ts'], {
      env: { DATABASE_URL: url, SCALE_CUSTOMERS: String(customers), SCALE_RESULTS: resultsFile },
    });
    exitCode = 0;
  } catch (error) {
    console.error(error.message);
  }
  if (existsSync(resultsFile)) {
    console.log('\n| function | statement | ms (best of 3) | planning ms | indexes |\n|---|---|---|---|---|');
    console.log(readFileSync(resultsFile, 'utf8').trim());
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  if (keep && existsSync(path.join(dataDir, 'postmaster.pid'))) {
    step(`${exitCode === 0 ? 'passed' : 'FAILED'}; the cluster is kept (SCALE_KEEP=1)`);
    console.log(`DATABASE_URL=${url}`);
    console.log(`stop it with: bash scripts/pg-test-cluster.sh stop ${dataDir} && rm -rf ${tmp}`);
    cleaned = true;
  } else {
    step(exitCode === 0 ? 'passed; stopping the cluster' : 'FAILED; stopping the cluster');
    cleanUp();
  }
}
process.exit(exitCode);
