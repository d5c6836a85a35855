'use client';

import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { LANGUAGE_NAME, LANGUAGE_TAG, LOCALES, type Locale } from '@/lib/i18n/locales';
import { pagePathOf, switchLanguagePath } from '@/lib/i18n/paths';

export const LANGUAGE_CHOICE =
  'rounded-md px-1 py-2 underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 outline-none';

type Other = (language: Locale, title: string) => React.ReactNode;

/**
 * 'English / हिंदी': the reader's language, then the other as `other` offers it. Its forms
 * (account-language-switch.tsx) are a module of their own, so a public page loads no action.
 */
export function LanguageNav({ other, className }: { other: Other; className?: string }) {
  const locale = useLocale();
  const t = useTranslations('common.language');
  return (
    // Joined by hand: cn()'s tailwind-merge would be the landing's only use of it in the browser (8.5 kB gzip).
    <nav aria-label={t('label')} className={['flex items-center gap-1 text-sm', className].filter(Boolean).join(' ')}>
      {LOCALES.map((language, i) => (
        <span key={language} className="flex items-center gap-1">
          {i > 0 && <span aria-hidden>/</span>}
          {language === locale ? (
            <span aria-current="true" lang={LANGUAGE_TAG[language]} className="px-1 font-semibold">
              {LANGUAGE_NAME[language]}
            </span>
          ) : (
            other(language, t('switchTo', { language: LANGUAGE_NAME[language] }))
          )}
        </span>
      ))}
    </nav>
  );
}

/** On public pages: a plain link to the page's address in the other language (the proxy keeps the choice in the browser). */
export function LanguageSwitch({ className }: { className?: string }) {
  const page = pagePathOf(usePathname());
  return (
    <LanguageNav
      className={className}
      other={(language, title) => (
        <a
          href={switchLanguagePath(page, language)}
          hrefLang={LANGUAGE_TAG[language]}
          lang={LANGUAGE_TAG[language]}
          title={title}
          className={LANGUAGE_CHOICE}
        >
          {LANGUAGE_NAME[language]}
        </a>
      )}
    />
  );
}
