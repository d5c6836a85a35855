import 'server-only';
import { cookies } from 'next/headers';
import { requestIsHttps } from '@/lib/auth/session';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from './locales';

/** The language this browser chose, if it did. */
export async function cookieLanguage(): Promise<Locale | undefined> {
  const value = (await cookies()).get(LOCALE_COOKIE)?.value;
  return isLocale(value) ? value : undefined;
}

/**
 * The language an action answers in: the browser's choice, which the proxy keeps for every page
 * (a page with a Hindi address sets it too). Read from the cookie rather than next-intl's
 * getLocale(), which needs a page's render.
 */
export async function readerLanguage(): Promise<Locale> {
  return (await cookieLanguage()) ?? DEFAULT_LOCALE;
}

/** Keeps a language in this browser, as the proxy does when an address chooses one. */
export async function setCookieLanguage(language: Locale): Promise<void> {
  const secure = await requestIsHttps();
  (await cookies()).set(LOCALE_COOKIE, language, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax', secure });
}
