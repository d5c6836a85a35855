// `npm start`: check the settings, build when the sources changed since the last build, apply
// migrations, then hand over to Next's own server (`next start`).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sourceFingerprint } from './source-fingerprint.mjs';

const root = path.resolve(import.meta.dirname, '..');
const distDir = process.env.NEXT_DIST_DIR || '.next';
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const env = { NODE_ENV: 'production', ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(bin('tsx'), ['scripts/check-settings.ts']);

const stamp = path.join(root, distDir, 'source-fingerprint');
const current = sourceFingerprint(root);
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== current) {
  console.log('Building the app (sources changed since the last build)...');
  run(bin('next'), ['build']);
  writeFileSync(stamp, current);
}

run(bin('tsx'), ['scripts/migrate.ts']);

const server = spawn(bin('next'), ['start', '-p', process.env.PORT || '3000'], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
