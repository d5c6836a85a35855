import { type DateLanguage, formatShortDateTime, formatTime, istDay } from './india-time';
import type { Refusal } from './outcome';
import { nationalDigits, PHONE_DIGITS } from './phone';

/** The support chat's texts and rules, word for word where the product's specification has words. */
export const SUPPORT_MESSAGE_MAX = 2000;
export const CANNED_REPLY_DELAY_MS = 2000;
export const CANNED_REPLY = 'Thank you for your message! Our team will get back to you shortly...';
export const RESPONSE_TIME = 'Response time usually within 2-4 hours';
export const TEAM_NAME = 'WellFit Team';

export const QUICK_FILLS = [
  { label: 'Payment Issue', text: 'I need help with my payment' },
  { label: 'Program Access', text: 'How do I access my program?' },
  { label: 'Profile Update', text: 'I want to change my profile information' },
] as const;

export const SUPPORT_MESSAGES = {
  signedOut: 'Please log in to access support chat',
  initFailed: 'Failed to initialize support chat.',
  sendFailed: 'Failed to send message. Please try again.',
  empty: 'Type a message first.',
  tooLong: `Messages can be at most ${SUPPORT_MESSAGE_MAX} characters.`,
  chatClosed: 'This chat has been closed. Reload the page to start a new one.',
  notCoach: 'Only coaches can answer support chats.',
  tooMany: 'You are sending messages very fast. Please wait a minute and try again.',
} as const;

/**
 * Why a message was not posted, as keys of SUPPORT_MESSAGES: no open chat of theirs by that id
 * (another's, or closed; its words are those of any failed send), or a customer's 31st message
 * within a minute (the database's limit).
 */
export type PostRefusal = Refusal<'sendFailed' | 'tooMany'>;

export type ChatStatus = 'open' | 'closed';

export interface SupportChat {
  id: string;
  subject: string;
  status: ChatStatus;
  /** ISO 8601: views cross from server to browser as JSON. */
  createdAt: string;
}

export interface SupportMessage {
  id: string;
  chatId: string;
  message: string;
  fromTeam: boolean;
  senderName: string | null;
  createdAt: string;
}

/** A chat as a coach's inbox lists it. */
export interface InboxEntry {
  chatId: string;
  subject: string;
  status: ChatStatus;
  lastMessageAt: string;
  customer: string;
  lastMessage: string | null;
  lastMessageFromTeam: boolean;
  unread: number;
  /** The customer, when the viewer coaches them: their page is /coach/clients/<id>. */
  clientId: string | null;
}

/** A message's time in India: '3:05 pm' today, '21 Nov, 3:05 pm' before. */
export function formatMessageTime(iso: string, language: DateLanguage = 'en', now: Date = new Date()): string {
  const at = new Date(iso);
  return istDay(at) === istDay(now) ? formatTime(at, language) : formatShortDateTime(at, language);
}

/** COACH_PHONES: comma-separated 10-digit or +91 numbers, as stored by Supabase Auth ('91' and 10 digits). */
export function parseCoachPhones(value: string): { phones: string[]; invalid: string[] } {
  const phones = new Set<string>();
  const invalid: string[] = [];
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const digits = nationalDigits(entry);
    if (digits.length === PHONE_DIGITS) phones.add(`91${digits}`);
    else invalid.push(entry);
  }
  return { phones: [...phones], invalid };
}
