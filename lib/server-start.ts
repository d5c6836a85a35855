import 'server-only';
import { authMode } from '@/lib/auth/provider';
import { startDatabase } from '@/lib/db/start';
import { settings, SettingsError } from '@/lib/settings';
import { smsLogWarning, smsSender } from '@/lib/sms/sender';

/**
 * What a Node server checks before it takes requests: every setting (a wrong one stops the
 * process, naming the variable, rather than answering every request with a 500), and the SMS
 * log on a public site.
 */
export function checkAtStart(): void {
  let siteUrl: string | undefined;
  try {
    // Read at run time: the NEXT_PUBLIC_ value in the bundles is the one of the build.
    siteUrl = settings().NEXT_PUBLIC_SITE_URL;
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  if (authMode() !== 'embedded') return;
  const warning = smsLogWarning(siteUrl, smsSender());
  if (warning) console.warn(warning);
}

/**
 * The database made ready (lib/db/start.ts) before the server takes requests. As with a wrong
 * setting, a database that cannot be opened or migrated stops the process, saying why, rather
 * than have every request answer 500; the host's supervisor starts it again.
 */
export async function startDatabaseOrStop(): Promise<void> {
  try {
    await startDatabase();
  } catch (error) {
    console.error('The database could not be opened and migrated:', error);
    process.exit(1);
  }
}
