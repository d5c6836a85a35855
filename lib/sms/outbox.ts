import { OutboxFile } from '@/lib/messages/outbox-file';
import type { SmsSender } from './sender';

const file = new OutboxFile('sms-outbox.log');

export function smsOutboxPath(): string {
  return file.path();
}

/** The stand-in for an SMS gateway: each code goes to the server log and to sms-outbox.log. */
export const smsOutbox: SmsSender = {
  name: 'outbox',
  send: (phone, text, now) => file.append(`${now.toISOString()} SMS to ${phone}: ${text}`),
};

/** Forgets a phone in the outbox (a deleted account). */
export async function removeFromOutbox(phone: string): Promise<void> {
  const digits = phone.replace(/\D/g, '');
  if (digits) await file.forget(` SMS to +${digits}: `);
}
