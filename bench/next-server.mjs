import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * `next start` in a process group of its own (`detached`), so that a signal to the group ends the
 * server and any process it starts. Its stderr's tail is kept for the error a failed start prints.
 * `nodeArgs` go to Node itself (V8's profiler flags are refused in NODE_OPTIONS).
 */
export function spawnNextServer(args, port, env, nodeArgs = []) {
  const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  // 'localhost', not 127.0.0.1: with the address Next 16 fetches the proxy's rewrites over the network (vercel/next.js#94745).
  const proc = spawn(process.execPath, [...nodeArgs, next, 'start', ...args, '-p', String(port), '-H', 'localhost'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  proc.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  return { proc, stderr: () => stderr };
}

/** Waits for the app's (or another Next app's) `url` to answer 200, up to a minute. */
export async function waitForServer(url) {
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}
