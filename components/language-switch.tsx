'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { chooseLanguageAction } from '@/lib/actions/language';
import { LANGUAGE_NAME, LANGUAGE_TAG, LOCALES, type Locale } from '@/lib/i18n/locales';
import { pagePathOf, switchLanguagePath } from '@/lib/i18n/paths';
import { cn } from '@/lib/utils';

const choice =
  'rounded-md px-1 py-2 underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 outline-none';

/**
 * 'English / हिंदी': the page in the other language. On public pages a plain link to its address
 * in that language (the proxy keeps the choice in the browser); for someone signed in (`account`)
 * a form that keeps it on their account too, so their other phones and their reminders follow.
 */
export function LanguageSwitch({ account = false, className }: { account?: boolean; className?: string }) {
  const locale = useLocale();
  const page = pagePathOf(usePathname());
  const t = useTranslations('common.language');
  return (
    <nav aria-label={t('label')} className={cn('flex items-center gap-1 text-sm', className)}>
      {LOCALES.map((language, i) => (
        <span key={language} className="flex items-center gap-1">
          {i > 0 && <span aria-hidden>/</span>}
          {language === locale ? (
            <span aria-current="true" lang={LANGUAGE_TAG[language]} className="px-1 font-semibold">
              {LANGUAGE_NAME[language]}
            </span>
          ) : account ? (
            <SaveLanguage language={language} page={page} title={t('switchTo', { language: LANGUAGE_NAME[language] })} />
          ) : (
            <a
              href={switchLanguagePath(page, language)}
              hrefLang={LANGUAGE_TAG[language]}
              lang={LANGUAGE_TAG[language]}
              title={t('switchTo', { language: LANGUAGE_NAME[language] })}
              className={choice}
            >
              {LANGUAGE_NAME[language]}
            </a>
          )}
        </span>
      ))}
    </nav>
  );
}

function SaveLanguage({ language, page, title }: { language: Locale; page: string; title: string }) {
  const [, formAction, pending] = useActionState(chooseLanguageAction, null);
  const search = useSearchParams().toString();
  return (
    <form action={formAction}>
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name="next" value={search ? `${page}?${search}` : page} />
      <button
        type="submit"
        lang={LANGUAGE_TAG[language]}
        title={title}
        aria-busy={pending}
        className={cn(choice, 'cursor-pointer')}
      >
        {LANGUAGE_NAME[language]}
      </button>
    </form>
  );
}
