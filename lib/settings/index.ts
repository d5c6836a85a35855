import 'server-only';
import { type Env, loadSettings, type Settings } from './schema';

export type { Env, Settings } from './schema';
export { SettingsError } from './schema';

/**
 * The deployment's settings, checked and typed (lib/settings/schema.ts describes each). With no
 * argument, this process's environment, parsed once; tests pass an environment of their own. A
 * wrong value throws a SettingsError that lists every problem.
 */
export function settings(env?: Env): Settings {
  return loadSettings(env);
}
