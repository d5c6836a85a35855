import { formatShortDateTime, formatTime } from '@/lib/domain/india-time';
import { formatMessageTime } from '@/lib/domain/support';
import type { Locale } from '@/lib/i18n/locales';

/** formatMessageTime() in the reader's language: lib/ chooses the time alone (today) or the day and time. */
export function messageTimeIn(at: string, locale: Locale): string {
  const english = formatMessageTime(at);
  if (locale === 'en') return english;
  const moment = new Date(at);
  return english === formatTime(moment) ? formatTime(moment, locale) : formatShortDateTime(moment, locale);
}
