import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { AuthUser } from '@/lib/auth/types';
import { type Profile, type ProfileInput, profileFormValues, profileStarterValues } from '@/lib/domain/profile-schema';
import { latestBmiAssessment } from './bmi-assessments';
import type { Tx } from './connection';
import { giveDefaultDietChartAs } from './diet-charts';
import { giveDefaultProgrammeAs } from './programmes';
import { customerProfiles } from './schema';
import { type SessionUser, withUser } from './with-user';

export type ProfileRow = typeof customerProfiles.$inferSelect;

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

/** A saved row was accepted with both boxes ticked (the table's checks say so). */
function profileOf(row: ProfileRow): Profile {
  return {
    name: row.name,
    age: row.age,
    gender: row.gender,
    height: row.height,
    weight: row.weight,
    email: row.email,
    whatsapp: row.whatsapp,
    address: row.address,
    bloodGroup: row.bloodGroup,
    workoutExperience: row.workoutExperience,
    injuryHistory: row.injuryHistory,
    medicalIssues: row.medicalIssues,
    dietPreference: row.dietPreference,
    primaryGoal: row.primaryGoal,
    referralSource: row.referralSource,
    terms: true,
    dataConsent: true,
  };
}

/**
 * Upserts the customer's one profile row under RLS. The owner is the session's user, never
 * anything in the input; consent is stamped with the time it was given.
 */
export async function saveCustomerProfile(user: SessionUser, profile: Profile): Promise<void> {
  const columns = columnsOf(profile);
  await withUser(user, async (tx) => {
    await tx
      .insert(customerProfiles)
      .values({ userId: user.id, ...columns })
      .onConflictDoUpdate({ target: customerProfiles.userId, set: { ...columns, consentedAt: sql`public.clock_now()` } });
    // A paying customer's default workout plan and diet chart follow the profile until their coach reviews them.
    await giveDefaultProgrammeAs(tx, user.id);
    await giveDefaultDietChartAs(tx, user.id);
  });
}

/**
 * What the profile form starts from: the saved profile, or for a first one the latest BMI
 * check's measurements and the sign-in phone, so nothing is asked twice.
 */
export async function loadProfileForm(user: AuthUser): Promise<{ saved: boolean; values: Partial<ProfileInput> }> {
  const profile = await getCustomerProfile(user);
  if (profile) return { saved: true, values: profileFormValues(profile) };
  const bmi = await latestBmiAssessment(user);
  return {
    saved: false,
    values: profileStarterValues({ weight: bmi?.weight, height: bmi?.height, age: bmi?.age, phone: user.phone }),
  };
}

export async function getCustomerProfile(user: SessionUser): Promise<Profile | undefined> {
  const row = await withUser(user, (tx) => profileIn(tx, user.id));
  return row && profileOf(row);
}

/** A customer's profile row, in a transaction that reads more. */
export async function profileIn(tx: Tx, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await tx.select().from(customerProfiles).where(eq(customerProfiles.userId, userId));
  return row;
}
