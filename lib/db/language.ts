import 'server-only';
import { eq } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/locales';
import { languageChoices } from './schema';
import { type SessionUser, withUser } from './with-user';

/** The language this person chose, if they ever did (no row: English, or the browser's cookie). */
export async function languageOf(user: SessionUser): Promise<Locale | null> {
  return withUser(user, async (tx) => {
    const [row] = await tx
      .select({ language: languageChoices.language })
      .from(languageChoices)
      .where(eq(languageChoices.userId, user.id));
    return row?.language ?? null;
  });
}

/** Keeps this person's choice, for their other phones and their reminders. */
export async function chooseLanguage(user: SessionUser, language: Locale): Promise<void> {
  await withUser(user, (tx) =>
    tx
      .insert(languageChoices)
      .values({ userId: user.id, language })
      .onConflictDoUpdate({ target: languageChoices.userId, set: { language } }),
  );
}
