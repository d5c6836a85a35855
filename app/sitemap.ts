import type { MetadataRoute } from 'next';
import { LOCALES } from '@/lib/i18n/locales';
import { languageAlternates } from '@/lib/i18n/metadata';
import { PUBLIC_PAGES } from '@/lib/i18n/paths';
import { site } from '@/lib/site';

const absolute = (path: string) => `${site.url}${path === '/' ? '' : path}`;

/** Each public page in each language, each listing the others (hreflang). */
export default function sitemap(): MetadataRoute.Sitemap {
  return PUBLIC_PAGES.flatMap((path) =>
    LOCALES.map((locale) => {
      const { canonical, languages } = languageAlternates(path, locale);
      return {
        url: absolute(canonical),
        changeFrequency: 'weekly' as const,
        priority: path === '/' ? 1 : 0.7,
        alternates: { languages: Object.fromEntries(Object.entries(languages).map(([tag, href]) => [tag, absolute(href)])) },
      };
    }),
  );
}
