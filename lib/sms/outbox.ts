import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { dataDir } from '@/lib/data-dir';
import type { SmsSender } from './sender';

export function smsOutboxPath(): string {
  return path.join(dataDir(), 'sms-outbox.log');
}

/**
 * The stand-in for an SMS gateway (like Supabase's local mail catcher): each message goes to
 * the server log and to sms-outbox.log in the data folder, one line each. Nobody's phone rings.
 */
export const smsOutbox: SmsSender = {
  name: 'outbox',
  async send(phone, text, now) {
    const line = `${now.toISOString()} SMS to ${phone}: ${text}`;
    console.log(line);
    await mkdir(dataDir(), { recursive: true });
    await appendFile(smsOutboxPath(), `${line}\n`, { mode: 0o600 });
  },
};
