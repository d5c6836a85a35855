'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useActionState } from 'react';
import { LANGUAGE_CHOICE, LanguageNav } from '@/components/language-switch';
import { chooseLanguageAction } from '@/lib/actions/language';
import { LANGUAGE_NAME, LANGUAGE_TAG, type Locale } from '@/lib/i18n/locales';
import { pagePathOf } from '@/lib/i18n/paths';

/**
 * 'English / हिंदी' for someone signed in: a form (it works without JavaScript) that keeps the
 * choice on their account too, so their other phones and their reminders follow, then the same page.
 */
export function AccountLanguageSwitch({ className }: { className?: string }) {
  const page = pagePathOf(usePathname());
  return (
    <LanguageNav
      className={className}
      other={(language, title) => <SaveLanguage language={language} page={page} title={title} />}
    />
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
        className={`${LANGUAGE_CHOICE} cursor-pointer`}
      >
        {LANGUAGE_NAME[language]}
      </button>
    </form>
  );
}
