import { smsLog } from './log';

/** Sends the embedded mode's sign-in codes (Supabase Auth sends its own through its SMS provider). */
export interface SmsSender {
  /** 'log' for the stand-in (the SMS log); a gateway's name otherwise. */
  readonly name: string;
  /** Sends `text` to +91 and 10 digits; rejects when the gateway did not take it. */
  send(phone: string, text: string, now: Date): Promise<void>;
}

/**
 * The sender the app uses. In India an SMS gateway only delivers from a DLT-registered sender ID
 * with a registered template, so a real one (lib/sms/<gateway>.ts, its keys from the environment)
 * is returned here once registered; until then every code goes to the SMS log.
 */
export function smsSender(): SmsSender {
  return smsLog;
}

/** The start-up warning for a public (https) site whose codes still go to the SMS log, or null. */
export function smsLogWarning(siteUrl: string | undefined, sender: SmsSender): string | null {
  if (sender.name !== 'log' || !siteUrl?.startsWith('https://')) return null;
  return [
    '!'.repeat(72),
    `WARNING: ${siteUrl} is served over https, but sign-in codes go to the SMS log`,
    '(server log and sms.log), not to phones. Customers cannot sign in.',
    'Plug a DLT-registered SMS gateway into lib/sms/sender.ts, or use Supabase Auth.',
    '!'.repeat(72),
  ].join('\n');
}
