import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDatabase } from '@/lib/db/client';
import { getCustomerProfile, PROFILE_MESSAGES, saveCustomerProfile } from '@/lib/db/profiles';
import { customerProfiles } from '@/lib/db/schema';
import { createAuthUser } from '../support/db';
import { validProfileForm } from '../support/fixtures';

const form = { ...validProfileForm, bloodGroup: 'B+', medicalIssues: 'PCOD', referralSource: 'Instagram' };

let a: { id: string };
let b: { id: string };

beforeAll(async () => {
  a = await createAuthUser();
  b = await createAuthUser();
});

describe('saveCustomerProfile', () => {
  it('creates the customer profile under RLS, normalised, with the consent time', async () => {
    expect(await saveCustomerProfile(a, form)).toEqual({ ok: true });
    expect(await getCustomerProfile(a)).toMatchObject({
      userId: a.id,
      age: 29,
      weight: 68.5,
      whatsapp: '+919876543210',
      bloodGroup: 'B+',
      injuryHistory: null,
      medicalIssues: 'PCOD',
      termsAccepted: true,
      dataConsent: true,
    });
    expect((await getCustomerProfile(a))?.consentedAt).toBeInstanceOf(Date);
  });

  it('updates the one row on a second submit', async () => {
    expect(await saveCustomerProfile(a, { ...form, weight: '66' })).toEqual({ ok: true });
    const { db } = await getDatabase();
    const rows = await db.select().from(customerProfiles).where(eq(customerProfiles.userId, a.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.weight).toBe(66);
  });

  it('ignores a user id sent in the form', async () => {
    const c = await createAuthUser();
    expect(await saveCustomerProfile(c, { ...form, user_id: b.id, userId: b.id })).toEqual({ ok: true });
    expect(await getCustomerProfile(b)).toBeUndefined();
    expect((await getCustomerProfile(c))?.userId).toBe(c.id);
  });

  it('writes nothing for a caller who is not signed in', async () => {
    const email = `nobody-${Date.now()}@example.in`;
    expect(await saveCustomerProfile(null, { ...form, email })).toEqual({ ok: false, message: PROFILE_MESSAGES.signedOut });
    const { db } = await getDatabase();
    expect(await db.$count(customerProfiles, eq(customerProfiles.email, email))).toBe(0);
  });

  it('validates again on the server and returns the messages by field', async () => {
    expect(await saveCustomerProfile(b, { ...form, email: 'nope', terms: false })).toEqual({
      ok: false,
      message: PROFILE_MESSAGES.invalid,
      fieldErrors: { email: 'Please enter a valid email', terms: 'You must accept terms and conditions' },
    });
  });
});
