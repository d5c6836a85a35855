import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { validProfileForm } from '@/fixtures/profile';
import { getDatabase } from '@/lib/db/database';
import { getCustomerProfile, saveCustomerProfile } from '@/lib/db/profiles';
import { customerProfiles } from '@/lib/db/schema';
import { PROFILE_MESSAGES, profileSchema } from '@/lib/domain/profile-schema';
import { createAuthUser } from '../support/db';

// The action reads its user from the session cookie: here the test decides who is signed in.
const session = vi.hoisted(() => ({ user: null as { id: string; phone: string | null; isAnonymous: boolean } | null }));
vi.mock('@/lib/auth/session', () => ({ getSessionUser: async () => session.user }));
const { submitProfileAction } = await import('@/lib/actions/profile');

const form = { ...validProfileForm, bloodGroup: 'B+', medicalIssues: 'PCOD', referralSource: 'Instagram' };
const profile = profileSchema.parse(form);

let a: { id: string };
let b: { id: string };

async function rowsOf(userId: string) {
  const { db } = await getDatabase();
  return db.select().from(customerProfiles).where(eq(customerProfiles.userId, userId));
}

const signIn = (user: { id: string } | null) => {
  session.user = user && { ...user, phone: null, isAnonymous: false };
};

beforeAll(async () => {
  a = await createAuthUser();
  b = await createAuthUser();
});

beforeEach(() => signIn(null));

describe('saveCustomerProfile', () => {
  it('creates the customer profile under RLS, with the consent time', async () => {
    await saveCustomerProfile(a, profile);
    expect(await getCustomerProfile(a)).toEqual(profile);
    const [row] = await rowsOf(a.id);
    expect(row).toMatchObject({ userId: a.id, age: 29, whatsapp: '+919876543210', injuryHistory: null, termsAccepted: true });
    expect(row?.consentedAt).toBeInstanceOf(Date);
  });

  it('updates the one row on a second submit', async () => {
    await saveCustomerProfile(a, { ...profile, weight: 66 });
    const rows = await rowsOf(a.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.weight).toBe(66);
  });
});

describe('submitProfile (the action)', () => {
  it('validates the typed form, saves it for the signed-in customer and reports ok', async () => {
    const c = await createAuthUser();
    signIn(c);
    expect(await submitProfileAction(null, { ...form, weight: '70.5' })).toEqual({ status: 'ok', data: undefined });
    expect((await getCustomerProfile(c))?.weight).toBe(70.5);
  });

  it('ignores a user id sent in the form', async () => {
    const c = await createAuthUser();
    signIn(c);
    expect(await submitProfileAction(null, { ...form, user_id: b.id, userId: b.id })).toMatchObject({ status: 'ok' });
    expect(await rowsOf(b.id)).toHaveLength(0);
    expect(await rowsOf(c.id)).toHaveLength(1);
  });

  it('writes nothing for a caller who is not signed in', async () => {
    const email = `nobody-${Date.now()}@example.in`;
    expect(await submitProfileAction(null, { ...form, email })).toEqual({ status: 'error', message: PROFILE_MESSAGES.signedOut });
    const { db } = await getDatabase();
    expect(await db.$count(customerProfiles, eq(customerProfiles.email, email))).toBe(0);
  });

  it('validates again on the server and returns the messages by field', async () => {
    signIn(b);
    expect(await submitProfileAction(null, { ...form, email: 'nope', terms: false })).toEqual({
      status: 'error',
      message: PROFILE_MESSAGES.invalid,
      fieldErrors: { email: ['Please enter a valid email'], terms: ['You must accept terms and conditions'] },
    });
    expect(await rowsOf(b.id)).toHaveLength(0);
  });

  it('answers a database failure with the spec message, never the cause', async () => {
    signIn({ id: 'not-a-uuid' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await submitProfileAction(null, form)).toEqual({ status: 'error', message: PROFILE_MESSAGES.failed });
    expect(logged).toHaveBeenCalledWith('submitProfile failed', expect.any(Error));
    logged.mockRestore();
  });
});
