import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { type Profile, profileSchema } from '@/lib/domain/profile-schema';
import { customerProfiles } from './schema';
import { type SessionUser, withUser } from './with-user';

export type CustomerProfile = typeof customerProfiles.$inferSelect;

export type SaveProfileResult =
  | { ok: true }
  | { ok: false; message: string; fieldErrors?: Partial<Record<string, string>> };

export const PROFILE_MESSAGES = {
  signedOut: 'You must be logged in to submit the form',
  failed: 'Failed to submit profile. Please try again.',
  invalid: 'Please check the highlighted fields.',
} as const;

function columnsOf(profile: Profile) {
  return {
    name: profile.name,
    age: profile.age,
    gender: profile.gender,
    height: profile.height,
    weight: profile.weight,
    email: profile.email,
    whatsapp: profile.whatsapp,
    address: profile.address,
    bloodGroup: profile.bloodGroup,
    workoutExperience: profile.workoutExperience,
    injuryHistory: profile.injuryHistory,
    medicalIssues: profile.medicalIssues,
    dietPreference: profile.dietPreference,
    primaryGoal: profile.primaryGoal,
    referralSource: profile.referralSource,
    termsAccepted: profile.terms,
    dataConsent: profile.dataConsent,
  };
}

/**
 * Validates the profile again and upserts the customer's one row under RLS. The owner is the
 * session's user, never anything in the input; consent is stamped with the time it was given.
 */
export async function saveCustomerProfile(user: SessionUser | null, input: unknown): Promise<SaveProfileResult> {
  if (!user) return { ok: false, message: PROFILE_MESSAGES.signedOut };
  const parsed = profileSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<string, string>> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return { ok: false, message: PROFILE_MESSAGES.invalid, fieldErrors };
  }
  const columns = columnsOf(parsed.data);
  try {
    await withUser(user, (tx) =>
      tx
        .insert(customerProfiles)
        .values({ userId: user.id, ...columns })
        .onConflictDoUpdate({ target: customerProfiles.userId, set: { ...columns, consentedAt: sql`now()` } }),
    );
    return { ok: true };
  } catch (error) {
    console.error('saveCustomerProfile failed', error);
    return { ok: false, message: PROFILE_MESSAGES.failed };
  }
}

export async function getCustomerProfile(user: SessionUser): Promise<CustomerProfile | undefined> {
  const [profile] = await withUser(user, (tx) => tx.select().from(customerProfiles).where(eq(customerProfiles.userId, user.id)));
  return profile;
}
