import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createSerwistRoute } from '@serwist/turbopack';
import { OFFLINE_PATH } from '@/lib/pwa/constants';

// The offline page is precached with the worker; a new commit makes phones fetch it again.
const revision = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf-8' }).stdout?.trim() || randomUUID();

/** The service worker, bundled from lib/pwa/sw.ts when the app is built and served as a static file. */
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'lib/pwa/sw.ts',
  // esbuild's own binary (already installed for tsx and vitest) rather than its WebAssembly build.
  useNativeEsbuild: true,
  additionalPrecacheEntries: [{ url: OFFLINE_PATH, revision }],
});
