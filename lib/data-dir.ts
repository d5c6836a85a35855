import path from 'node:path';

/**
 * The embedded mode's folder: the PGlite database, the generated signing key and the SMS
 * outbox live here. `DATA_DIR` moves it (tests use a fresh temporary one).
 */
export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  // The ignore hint keeps Turbopack from tracing the whole project into the server bundle.
  return path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR || path.join(process.cwd(), '.data'));
}
