import { locale as rootLocale } from 'next/root-params';
import { getRequestConfig } from 'next-intl/server';
import { INDIA_TIME_ZONE } from '@/lib/domain/india-time';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';
import { DOMAIN_PAIRS } from './domain-texts';
import { MESSAGES, type RenderMessages } from './messages';

/** Made once, so lib/'s translator for each language is too (lib/i18n/domain-text.ts). */
const RENDER_MESSAGES: Record<Locale, RenderMessages> = {
  en: { ...MESSAGES.en, domain: DOMAIN_PAIRS.en },
  hi: { ...MESSAGES.hi, domain: DOMAIN_PAIRS.hi },
};

/**
 * next-intl's configuration for a render: the language of the page's `[locale]` segment (read with
 * next/root-params, so the public pages prerender), or, where that cannot be read (Server Actions,
 * route handlers), the one the proxy rendered the page in.
 */
export default getRequestConfig(async (params) => {
  // `params.requestLocale` reads the request's headers, which would make every page dynamic: it is
  // read only where the segment cannot be.
  const requested = (await pageLocale()) ?? (await params.requestLocale);
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return { locale, messages: RENDER_MESSAGES[locale], timeZone: INDIA_TIME_ZONE };
});

async function pageLocale(): Promise<Locale | undefined> {
  try {
    const locale = await rootLocale();
    return isLocale(locale) ? locale : undefined;
  } catch {
    return undefined; // not a page's render
  }
}
