import path from 'node:path';

/**
 * The embedded mode's folder: the PGlite database, the generated signing key and the SMS
 * outbox live here. `DATA_DIR` moves it (tests use a fresh temporary one).
 */
export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.DATA_DIR || path.join(process.cwd(), '.data'));
}
