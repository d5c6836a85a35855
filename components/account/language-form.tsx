'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ActionForm } from '@/components/action-form';
import { Button } from '@/components/ui/button';
import { chooseLanguageAction } from '@/lib/actions/language';
import { languageSchema } from '@/lib/domain/language-schema';
import { LANGUAGE_NAME, LANGUAGE_TAG, LOCALES } from '@/lib/i18n/locales';

/**
 * 'Language' on /account: English or हिंदी, kept on the account (every phone, the reminders) and
 * in this browser; the page comes back in it. Each choice is named in its own language.
 */
export function LanguageForm() {
  const locale = useLocale();
  const t = useTranslations('common.language');
  return (
    <ActionForm action={chooseLanguageAction} schema={languageSchema} className="grid gap-3">
      {({ pending }) => (
        <>
          <input type="hidden" name="next" value="/account" />
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm text-muted-foreground">{t('lead')}</legend>
            <div className="flex flex-wrap gap-2">
              {LOCALES.map((language) => (
                <label
                  key={language}
                  lang={LANGUAGE_TAG[language]}
                  className="flex h-10 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-checked:border-primary has-checked:bg-primary/10 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
                >
                  <input
                    type="radio"
                    name="language"
                    value={language}
                    defaultChecked={language === locale}
                    className="size-4 accent-primary"
                  />
                  {LANGUAGE_NAME[language]}
                </label>
              ))}
            </div>
          </fieldset>
          <Button type="submit" variant="outline" className="w-fit" disabled={pending}>
            {pending ? t('saving') : t('save')}
          </Button>
        </>
      )}
    </ActionForm>
  );
}
