import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import type { DefaultValues } from 'react-hook-form';
import { connection } from 'next/server';
import { ProfileWizard } from '@/components/profile/profile-wizard';
import { Card, CardContent } from '@/components/ui/card';
import { getSessionUser } from '@/lib/auth/session';
import { type CustomerProfile, getCustomerProfile } from '@/lib/db/profiles';
import type { ProfileInput } from '@/lib/domain/profile-schema';
import { PageHeader } from '@/components/page-header';

export const metadata: Metadata = { title: 'Your Profile', robots: { index: false } };


/** A returning customer finds the wizard filled with what they saved. */
function formValues(profile: CustomerProfile | undefined): DefaultValues<ProfileInput> {
  if (!profile) return {};
  return {
    name: profile.name,
    age: String(profile.age),
    gender: profile.gender,
    height: String(profile.height),
    weight: String(profile.weight),
    email: profile.email,
    whatsapp: profile.whatsapp,
    address: profile.address,
    bloodGroup: profile.bloodGroup ?? '',
    workoutExperience: profile.workoutExperience,
    dietPreference: profile.dietPreference,
    injuryHistory: profile.injuryHistory ?? '',
    medicalIssues: profile.medicalIssues ?? '',
    primaryGoal: profile.primaryGoal,
    referralSource: profile.referralSource ?? '',
    terms: true,
    dataConsent: true,
  };
}

export default async function CustomerFormPage() {
  await connection();
  const user = await getSessionUser();
  if (!user) redirect('/auth?next=/customer-form');
  const profile = await getCustomerProfile(user);
  return (
    <main className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-6 sm:py-10">
      <PageHeader
        back="/payment-success"
        title={profile ? 'Update Your Profile' : 'Complete Your Profile'}
        description="Help your coach personalise your 45-day programme."
      />
      <Card>
        <CardContent>
          <ProfileWizard defaultValues={formValues(profile)} />
        </CardContent>
      </Card>
    </main>
  );
}
