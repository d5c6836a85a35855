'use server';

import { redirect } from 'next/navigation';
import { validatedAction } from '@/lib/actions/validated';
import { safeNextPath } from '@/lib/auth/next-path';
import { getSessionUser } from '@/lib/auth/session';
import { chooseLanguage } from '@/lib/db/language';
import { LANGUAGE_MESSAGES, languageSchema } from '@/lib/domain/language-schema';
import { setCookieLanguage } from '@/lib/i18n/language-cookie';
import { localizedPath, pagePathOf } from '@/lib/i18n/paths';

/**
 * 'English / हिंदी' for someone signed in (the header, /account): kept on their account and in
 * this browser, then the page again in it. A visitor's choice is kept by the cookie alone.
 */
export const chooseLanguageAction = validatedAction(
  'chooseLanguage',
  languageSchema,
  LANGUAGE_MESSAGES,
  async ({ language, next }) => {
    const user = await getSessionUser();
    if (user) await chooseLanguage(user, language);
    await setCookieLanguage(language);
    redirect(localizedPath(pagePathOf(safeNextPath(next, '/dashboard')), language));
  },
);
