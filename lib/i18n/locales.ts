/** The languages WellFit speaks. English is the specification's and needs no prefix in addresses. */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Where the browser keeps the reader's choice (next-intl's name for it). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
/** A year: the choice lasts until it is changed. */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** `<html lang>` and `hreflang`: Indian English as the site always said, and Hindi. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: 'en-IN', hi: 'hi' };

/** Each language named in itself, as a switch between them shows it. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: 'English', hi: 'हिंदी' };
