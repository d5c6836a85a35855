import path from 'node:path';
// The schema module, not lib/settings: scripts (migrations) load this outside the server too.
import { type Env, loadSettings } from './settings/schema';

/**
 * The embedded mode's folder: the PGlite database, the generated signing key and the SMS
 * and WhatsApp logs live here. `DATA_DIR` moves it (tests use a fresh temporary one).
 */
export function dataDir(env?: Env): string {
  // The ignore hint keeps Turbopack from tracing the whole project into the server bundle.
  return path.resolve(/*turbopackIgnore: true*/ loadSettings(env).DATA_DIR);
}
