import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import { StaffProfileForm } from '@/components/coach/staff-profile-form';
import { SectionCard } from '@/components/section-card';
import { CallTimesForm } from '@/components/video-calls/call-times-form';
import { requireUser } from '@/lib/auth/session';
import { staffMember } from '@/lib/db/staff';
import { myCallWindows } from '@/lib/db/video-calls';
import { BOOK_AHEAD_DAYS, CALL_MINUTES } from '@/lib/domain/video-calls';

export const metadata: Metadata = { title: 'Your profile', robots: { index: false } };

export default async function StaffProfilePage({ searchParams }: PageProps<'/coach/profile'>) {
  const user = await requireUser('/coach/profile', await searchParams);
  const [member, windows] = await Promise.all([staffMember(user), myCallWindows(user)]);
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
      <SectionCard title="Times for video calls" id="call-times" contentClassName="grid gap-3">
        <p className="text-sm text-muted-foreground">
          Clients whose plan includes a weekly video call book {CALL_MINUTES} minutes of these times each week, up to{' '}
          {BOOK_AHEAD_DAYS} days ahead (India time). Calls already booked stay when you change them.
        </p>
        <CallTimesForm windows={windows} />
      </SectionCard>
    </main>
  );
}
