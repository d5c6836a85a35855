import { appendFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
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

/**
 * Forgets a phone in the outbox (a deleted account): its lines go, everyone else's stay. The
 * file is written anew and swapped in, so a reader never sees half of it; a code sent to someone
 * else in that same instant can be lost, and they ask for another.
 */
export async function removeFromOutbox(phone: string): Promise<void> {
  const digits = phone.replace(/\D/g, '');
  if (!digits) return;
  const file = smsOutboxPath();
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (text === null) return;
  const kept = text.split('\n').filter((line) => !line.includes(` SMS to +${digits}: `));
  const next = `${file}.${process.pid}.tmp`;
  await writeFile(next, kept.join('\n'), { mode: 0o600 });
  await rename(next, file);
}
