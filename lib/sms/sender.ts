import { smsOutbox } from './outbox';

/** Sends the embedded mode's sign-in codes (Supabase Auth sends its own through its SMS provider). */
export interface SmsSender {
  /** 'outbox' for the stand-in; a gateway's name otherwise. */
  readonly name: string;
  /** Sends `text` to +91 and 10 digits; rejects when the gateway did not take it. */
  send(phone: string, text: string, now: Date): Promise<void>;
}

/**
 * The sender the app uses. In India an SMS gateway only delivers from a DLT-registered sender ID
 * with a registered template, so a real one (lib/sms/<gateway>.ts, its keys from the environment)
 * is returned here once registered; until then every code goes to the outbox.
 */
export function smsSender(): SmsSender {
  return smsOutbox;
}

/** The start-up warning for a public (https) site whose codes still go to the outbox, or null. */
export function outboxWarning(siteUrl: string | undefined, sender: SmsSender): string | null {
  if (sender.name !== 'outbox' || !siteUrl?.startsWith('https://')) return null;
  return [
    '!'.repeat(72),
    `WARNING: ${siteUrl} is served over https, but sign-in codes go to the SMS outbox`,
    '(server log and sms-outbox.log), not to phones. Customers cannot sign in.',
    'Plug a DLT-registered SMS gateway into lib/sms/sender.ts, or use Supabase Auth.',
    '!'.repeat(72),
  ].join('\n');
}
