import { LANGUAGE_TAG, LOCALES, type Locale } from './locales';
import { localizedPath } from './paths';

/**
 * A public page's canonical address in its language and its alternates in every language (and
 * English as the default for any other reader), for search engines' hreflang.
 */
export function languageAlternates(path: string, locale: Locale): { canonical: string; languages: Record<string, string> } {
  const languages: Record<string, string> = Object.fromEntries(
    LOCALES.map((language) => [LANGUAGE_TAG[language], localizedPath(path, language)]),
  );
  languages['x-default'] = path;
  return { canonical: localizedPath(path, locale), languages };
}

/** Open Graph's name for a language: en_IN, hi_IN. */
export const OPEN_GRAPH_LOCALE: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN' };
