import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/**
 * The pages people find from search, each with an address per language: English at the
 * specification's routes, Hindi under /hi. Every other page has one address and speaks the
 * reader's language (the cookie, kept from their profile).
 */
export const PUBLIC_PAGES = ['/', '/packages', '/bmi-calculator', '/onboarding', '/auth', '/terms', '/privacy', '/refund-policy'];

export const isPublicPage = (pathname: string) => PUBLIC_PAGES.includes(pathname);

/** The address of a page in a language: a public page's Hindi one under /hi; any other page's own. */
export function localizedPath(href: string, locale: Locale): string {
  const [pathname = '/', rest = ''] = splitHref(href);
  if (locale === DEFAULT_LOCALE || !isPublicPage(pathname)) return href;
  return `/${locale}${pathname === '/' ? '' : pathname}${rest}`;
}

/** A page's path without its language prefix: '/hi/packages' and '/packages' are both '/packages'. */
export function pagePathOf(pathname: string): string {
  const [, first = '', ...tail] = pathname.split('/');
  if (!isLocale(first)) return pathname;
  return tail.length ? `/${tail.join('/')}` : '/';
}

/** The address that changes the reader's language, then shows `pathname` in it (the proxy keeps the choice). */
export function switchLanguagePath(pathname: string, locale: Locale): string {
  return `/${locale}${pathname === '/' ? '' : pathname}`;
}

export type LocaleRoute =
  /** Not a page (the API): in the language chosen, for what it says. */
  | { kind: 'pass'; locale: Locale }
  /** Render the page of `internal` (app/[locale]/…), the address unchanged. */
  | { kind: 'rewrite'; internal: string; locale: Locale; keep?: Locale }
  /** Send the browser to `to`, keeping the language chosen. */
  | { kind: 'redirect'; to: string; keep?: Locale };

/**
 * How the proxy serves an address. `/hi/…` of a public page is its Hindi page; a language
 * prefix on any other address (or English's own, `/en/…`) is a choice: kept, then the page at its
 * one address. An English public address read by someone who chose Hindi sends them to its Hindi
 * address; every other page speaks the language chosen, English by default.
 */
export function routeLocale(pathname: string, chosen: string | undefined): LocaleRoute {
  const cookie = isLocale(chosen) ? chosen : undefined;
  if (pathname === '/api' || pathname.startsWith('/api/')) return { kind: 'pass', locale: cookie ?? DEFAULT_LOCALE };
  const [, first = '', ...tail] = pathname.split('/');
  if (isLocale(first)) {
    const rest = tail.length ? `/${tail.join('/')}` : '/';
    const keep = cookie === first ? undefined : first;
    if (first !== DEFAULT_LOCALE && isPublicPage(rest)) return { kind: 'rewrite', internal: pathname, locale: first, keep };
    return { kind: 'redirect', to: localizedPath(rest, first), keep };
  }
  const locale = cookie ?? DEFAULT_LOCALE;
  if (locale !== DEFAULT_LOCALE && isPublicPage(pathname)) return { kind: 'redirect', to: localizedPath(pathname, locale) };
  return { kind: 'rewrite', internal: `/${locale}${pathname === '/' ? '' : pathname}`, locale };
}

function splitHref(href: string): [string, string] {
  const at = href.search(/[?#]/);
  return at === -1 ? [href, ''] : [href.slice(0, at), href.slice(at)];
}
