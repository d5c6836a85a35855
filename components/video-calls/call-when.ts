import { formatTime, formatWeekdayDay, istDay } from '@/lib/domain/india-time';
import type { DomainText } from '@/lib/i18n/domain-text';
import type { Locale } from '@/lib/i18n/locales';

/**
 * A call's time in the reader's language. lib/ words it in English ('today at 6:30 pm', 'Fri, 18 Dec
 * at 10:00 am'), which English shows as it is; another language writes the day and time of the
 * call's start itself, with lib/'s 'today' or 'tomorrow' when it said one. `at` joins the two.
 */
export function callWhenIn(locale: Locale, said: DomainText, at: (day: string, time: string) => string) {
  return ({ when, startsAt }: { when: string; startsAt: string }): string => {
    if (locale === 'en') return when;
    const start = new Date(startsAt);
    const [relative = ''] = when.split(' at ');
    const day = relative === 'today' || relative === 'tomorrow' ? said(relative) : formatWeekdayDay(istDay(start), locale);
    return at(day, formatTime(start, locale));
  };
}
