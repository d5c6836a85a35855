import { MessageLog } from '@/lib/messages/message-log';
import type { SmsSender } from './sender';

const log = new MessageLog('sms.log');

export function smsLogPath(): string {
  return log.path();
}

/** The stand-in for an SMS gateway: each code goes to the server log and to sms.log. */
export const smsLog: SmsSender = {
  name: 'log',
  send: ({ phone, text }, now) => log.append(`${now.toISOString()} SMS to ${phone}: ${text}`),
};

/** Forgets a phone in the SMS log (a deleted account). */
export async function removeFromSmsLog(phone: string): Promise<void> {
  const digits = phone.replace(/\D/g, '');
  if (digits) await log.forget(` SMS to +${digits}: `);
}
