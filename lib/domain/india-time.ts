/**
 * India's time, the one module for it: calendar days in India and their arithmetic, and dates and
 * moments as an Indian customer reads them. Nothing else names Asia/Kolkata. Pure: no React, no I/O.
 */

import type { Locale } from '@/lib/i18n/locales';

/** India's time zone, for formats built elsewhere (next-intl's). */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** The languages dates are written in: Indian English, and Hindi ('27 नवंबर 2026'). */
export type DateLanguage = Locale;
const INTL_TAG: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

const DATE_FORMATS = {
  longDate: { dateStyle: 'long' },
  longDateTime: { dateStyle: 'long', timeStyle: 'short' },
  clockTime: { hour: 'numeric', minute: '2-digit' },
  shortDayAndTime: { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
  dayAndMonth: { day: 'numeric', month: 'short' },
  weekdayName: { weekday: 'long' },
  weekdayDayMonth: { weekday: 'short', day: 'numeric', month: 'short' },
  weekdayAndDay: { weekday: 'short', day: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

// Built once per language: an Intl formatter costs far more to build than to use.
const built = new Map<string, Intl.DateTimeFormat>();
function dateFormat(kind: keyof typeof DATE_FORMATS, language: DateLanguage): Intl.DateTimeFormat {
  const key = `${kind}:${language}`;
  let format = built.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_TAG[language], { ...DATE_FORMATS[kind], timeZone: INDIA_TIME_ZONE });
    built.set(key, format);
  }
  return format;
}
const noonOf = (day: string) => new Date(`${day}T12:00:00+05:30`);

const hourOfDay = new Intl.DateTimeFormat('en-GB', { timeZone: INDIA_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' });
const yearAndMonth = new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TIME_ZONE, year: 'numeric', month: 'numeric' });

/** Dates as an Indian customer reads them, in India's time zone: "22 November 2026". */
export function formatDate(date: Date, language: DateLanguage = 'en'): string {
  return dateFormat('longDate', language).format(date);
}

/** A calendar day ('YYYY-MM-DD') as an Indian customer reads it: "22 November 2026". */
export function formatDay(day: string, language: DateLanguage = 'en'): string {
  return formatDate(noonOf(day), language);
}

/** A calendar day, short, for a chart's axis: "22 Nov". */
export function formatShortDay(day: string, language: DateLanguage = 'en'): string {
  return dateFormat('dayAndMonth', language).format(noonOf(day));
}

/** A calendar day with its weekday, short: "Mon, 30 Nov" (a session, a call, a day of food). */
export function formatWeekdayDay(day: string, language: DateLanguage = 'en'): string {
  return dateFormat('weekdayDayMonth', language).format(noonOf(day));
}

/** A time of day 'HH:MM' as people say it: '21:00' is "9:00 pm". */
export function timeOfDayLabel(time: string, language: DateLanguage = 'en'): string {
  return formatTime(istMoment('2026-01-01', time), language);
}

/** A calendar day's weekday in English: "Sunday". */
export function weekdayOf(day: string, language: DateLanguage = 'en'): string {
  return dateFormat('weekdayName', language).format(noonOf(day));
}

/** A day of this week, short: "Mon 23". */
export function formatWeekday(day: string, language: DateLanguage = 'en'): string {
  return dateFormat('weekdayAndDay', language).format(noonOf(day));
}

/** A moment as an Indian customer reads it: "22 November 2026 at 11:05 pm". */
export function formatDateTime(date: Date, language: DateLanguage = 'en'): string {
  return dateFormat('longDateTime', language).format(date);
}

/** The time of a moment in India: "3:05 pm". */
export function formatTime(date: Date, language: DateLanguage = 'en'): string {
  return dateFormat('clockTime', language).format(date);
}

/** A recent moment in India, short: "21 Nov, 3:05 pm". */
export function formatShortDateTime(date: Date, language: DateLanguage = 'en'): string {
  return dateFormat('shortDayAndTime', language).format(date);
}

/** The hour of a moment in India, 0-23. */
export function istHour(date: Date): number {
  return Number(hourOfDay.format(date));
}

/** The year and month (1-12) of a moment in India. */
export function istYearMonth(date: Date): { year: number; month: number } {
  const [year, month] = yearAndMonth
    .formatToParts(date)
    .filter((part) => part.type !== 'literal')
    .map((part) => Number(part.value)) as [number, number];
  return { year, month };
}

const DAY_MS = 86_400_000;
/** India keeps UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * The calendar day in India of an instant, as 'YYYY-MM-DD' (how check-ins are keyed). Always four
 * digits of year, or a RangeError (for an invalid date, and a day in India before 0000 or after
 * 9999): never text such as '11-05-30' (the year 11), which Postgres reads as 2030-11-05.
 */
export function istDay(at: Date): string {
  // 'YYYY-MM-DDTHH:mm:ss.sssZ' for the years 0000-9999; six digits and a sign for the others.
  const iso = new Date(at.getTime() + IST_OFFSET_MS).toISOString();
  if (iso.length !== 24) throw new RangeError(`No day of the years 0000-9999 in India at ${at.toISOString()}`);
  return iso.slice(0, 10);
}

/** The moment a day ('YYYY-MM-DD') in India reads a time ('HH:MM'): UTC+05:30, no summer time. */
export function istMoment(day: string, time: string): Date {
  return new Date(`${day}T${time.slice(0, 5)}:00+05:30`);
}

/** Midnight UTC of a 'YYYY-MM-DD', in ms. Read field by field: a roster does this thousands of times a page. */
const utcMidnight = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

/** Whole calendar days from one 'YYYY-MM-DD' to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** 'YYYY-MM-DD' plus n days. */
export function addDays(day: string, n: number): string {
  return new Date(utcMidnight(day) + n * DAY_MS).toISOString().slice(0, 10);
}
