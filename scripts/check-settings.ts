// `tsx scripts/check-settings.ts`: checks the environment variables, with the .env files loaded
// as Next loads them; prints one line per problem and exits 1, or exits 0 silently.
import nextEnv from '@next/env';
import path from 'node:path';
import { SettingsError, settingsProblems } from '../lib/settings/schema';

const root = path.resolve(import.meta.dirname, '..');
nextEnv.loadEnvConfig(root, process.env.NODE_ENV === 'development', { info: () => {}, error: console.error });

const problems = settingsProblems(process.env);
if (problems.length) {
  console.error(new SettingsError(problems).message);
  process.exit(1);
}
