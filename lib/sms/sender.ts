import { type Env, settings } from '@/lib/settings';
import { smsLog } from './log';
import { Msg91Sender } from './msg91';

/** One sign-in code for one phone. */
export interface SignInCode {
  /** +91 and 10 digits. */
  phone: string;
  /** The code alone, for a gateway's registered template to carry in its variable. */
  code: string;
  /** The whole message, for a sender that writes the words itself (the SMS log). */
  text: string;
}

/** Sends the embedded mode's sign-in codes (Supabase Auth sends its own through its SMS provider). */
export interface SmsSender {
  /** 'log' for the stand-in (the SMS log); a gateway's name otherwise. */
  readonly name: string;
  /** Rejects when the gateway did not take it; the sign-in form then says the code was not sent. */
  send(message: SignInCode, now: Date): Promise<void>;
}

/**
 * The sender the app uses. In India an SMS gateway only delivers from a DLT-registered sender ID
 * with a registered template: MSG91 (lib/sms/msg91.ts) once `MSG91_AUTH_KEY` and
 * `MSG91_TEMPLATE_ID` are set; until then every code goes to the SMS log.
 */
export function smsSender(env?: Env): SmsSender {
  const { MSG91_AUTH_KEY: authKey, MSG91_TEMPLATE_ID: templateId, MSG91_API_URL: baseUrl } = settings(env);
  if (!authKey || !templateId) return smsLog;
  return new Msg91Sender({ authKey, templateId, baseUrl });
}

/** The start-up warning for a public (https) site whose codes still go to the SMS log, or null. */
export function smsLogWarning(siteUrl: string | undefined, sender: SmsSender): string | null {
  if (sender.name !== 'log' || !siteUrl?.startsWith('https://')) return null;
  return [
    '!'.repeat(72),
    `WARNING: ${siteUrl} is served over https, but sign-in codes go to the SMS log`,
    '(server log and sms.log), not to phones. Customers cannot sign in.',
    'Set MSG91_AUTH_KEY and MSG91_TEMPLATE_ID (a DLT-registered template), or use Supabase Auth.',
    '!'.repeat(72),
  ].join('\n');
}
