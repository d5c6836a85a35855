// What `npm start` hashes to decide whether the production build is stale.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Everything the build reads: the app's source folders and its build configuration. */
export const BUILD_SOURCES = [
  'app',
  'components',
  'hooks',
  'lib',
  'messages',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.mjs',
  'postcss.config.mjs',
  'tsconfig.json',
  'package-lock.json',
];

function* files(root, entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const child of readdirSync(full).sort()) yield* files(root, path.join(entry, child));
  } else {
    yield entry;
  }
}

export function sourceFingerprint(root) {
  const hash = createHash('sha256');
  for (const source of BUILD_SOURCES) {
    for (const file of files(root, source)) hash.update(file).update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}
