import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDatabase } from '@/lib/db/database';
import { chooseLanguage, languageOf } from '@/lib/db/language';
import { deleteMyAccount, exportMyData } from '@/lib/db/my-data';
import { languageChoices } from '@/lib/db/schema';
import { withUser } from '@/lib/db/with-user';
import { createAuthUser, expectRefused } from '../support/db';

// The language each person reads in (issue 44): theirs alone to read and change, in their data,
// gone with their account.

describe('language_choices', () => {
  it('keeps a person’s choice, changed as often as they like; no row is English', async () => {
    const user = await createAuthUser();
    expect(await languageOf(user)).toBeNull();
    await chooseLanguage(user, 'hi');
    expect(await languageOf(user)).toBe('hi');
    await chooseLanguage(user, 'en');
    expect(await languageOf(user)).toBe('en');
    await chooseLanguage(user, 'hi');
    expect(await languageOf(user)).toBe('hi');
  });

  it('is nobody else’s to read or write, through the Data API too', async () => {
    const [owner, other] = [await createAuthUser(), await createAuthUser()];
    await chooseLanguage(owner, 'hi');
    expect(await withUser(other, (tx) => tx.select().from(languageChoices).where(eq(languageChoices.userId, owner.id)))).toEqual(
      [],
    );
    await expectRefused(withUser(other, (tx) => tx.insert(languageChoices).values({ userId: owner.id, language: 'en' })));
    const changed = await withUser(other, (tx) =>
      tx.update(languageChoices).set({ language: 'en' }).where(eq(languageChoices.userId, owner.id)).returning(),
    );
    expect(changed).toEqual([]);
    expect(await languageOf(owner)).toBe('hi');
  });

  it('takes English or Hindi only', async () => {
    const user = await createAuthUser();
    await expect(
      withUser(user, (tx) => tx.insert(languageChoices).values({ userId: user.id, language: 'fr' as 'en' })),
    ).rejects.toThrow();
  });

  it('is in “Download my data”, and goes with the account', async () => {
    const user = await createAuthUser();
    await chooseLanguage(user, 'hi');
    expect((await exportMyData(user)).language).toBe('hi');
    await deleteMyAccount(user);
    const { db } = await getDatabase();
    expect(await db.select().from(languageChoices).where(eq(languageChoices.userId, user.id))).toEqual([]);
  });
});
