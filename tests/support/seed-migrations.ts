import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MIGRATIONS = path.join(import.meta.dirname, '..', '..', 'supabase', 'migrations');

/** The text of the latest migration whose name ends with `suffix`: the seed generated last from lib/domain. */
export function latestSeedMigration(suffix: string): string {
  const latest = readdirSync(MIGRATIONS)
    .filter((file) => file.endsWith(suffix))
    .sort()
    .at(-1);
  if (!latest) throw new Error(`no migration ends with ${suffix}`);
  return readFileSync(path.join(MIGRATIONS, latest), 'utf8');
}
