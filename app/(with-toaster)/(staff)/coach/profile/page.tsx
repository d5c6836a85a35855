import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import { StaffProfileForm } from '@/components/coach/staff-profile-form';
import { SectionCard } from '@/components/section-card';
import { requireUser } from '@/lib/auth/session';
import { staffMember } from '@/lib/db/staff';

export const metadata: Metadata = { title: 'Your profile', robots: { index: false } };

export default async function StaffProfilePage({ searchParams }: PageProps<'/coach/profile'>) {
  const user = await requireUser('/coach/profile', await searchParams);
  const member = await staffMember(user);
  if (!member) forbidden();
  return (
    <main id="main" className="mx-auto grid w-full max-w-2xl content-start gap-6 px-4 py-6 sm:py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Your profile</h1>
        <p className="mt-1 text-muted-foreground">
          Your clients see this name and line as &lsquo;Your coach&rsquo;, and your name on your replies. Signed in as{' '}
          {member.phone}.
        </p>
      </header>
      <SectionCard title="Name and bio">
        <StaffProfileForm name={member.name} bio={member.bio} />
      </SectionCard>
    </main>
  );
}
