// `npm start`: build when the sources changed since the last build, apply migrations, serve.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const distDir = process.env.NEXT_DIST_DIR || '.next';
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

const SOURCES = ['app', 'components', 'lib', 'public', 'proxy.ts', 'next.config.mjs', 'postcss.config.mjs', 'tsconfig.json', 'package-lock.json'];

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const child of readdirSync(full).sort()) yield* files(path.join(entry, child));
  } else {
    yield entry;
  }
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const source of SOURCES) for (const file of files(source)) hash.update(file).update(readFileSync(path.join(root, file)));
  return hash.digest('hex');
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const stamp = path.join(root, distDir, 'source-fingerprint');
const current = fingerprint();
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== current) {
  console.log('Building the app (sources changed since the last build)...');
  run(bin('next'), ['build']);
  writeFileSync(stamp, current);
}

run(bin('tsx'), ['scripts/migrate.ts']);

const port = process.env.PORT || '3000';
const server = spawn(bin('next'), ['start', '-p', port], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
