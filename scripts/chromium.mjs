// Finds Debian's Chromium for the browser tests, installing it with apt-get when we are root;
// nothing here downloads a browser build of its own.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

export function findChromium() {
  return candidates.find((candidate) => existsSync(candidate));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const canApt = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (canApt) {
    console.log('Chromium not found: installing Debian package chromium...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', 'chromium']]) {
      if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) break;
    }
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error('Chromium not found: install Debian package chromium (apt-get install chromium) or set CHROMIUM_PATH.');
  process.exit(1);
}
