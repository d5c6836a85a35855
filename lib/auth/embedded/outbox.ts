import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { dataDir } from '@/lib/data-dir';

export function smsOutboxPath(): string {
  return path.join(dataDir(), 'sms-outbox.log');
}

/**
 * The embedded stand-in for an SMS gateway (like Supabase's local mail catcher): the message
 * goes to the server log and to sms-outbox.log in the data folder, one line each.
 */
export async function deliverSms(phone: string, text: string, now: Date): Promise<void> {
  const line = `${now.toISOString()} SMS to ${phone}: ${text}`;
  console.log(line);
  await mkdir(dataDir(), { recursive: true });
  await appendFile(smsOutboxPath(), `${line}\n`, { mode: 0o600 });
}
