import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { forbidden } from 'next/navigation';
import { StaffProfileForm } from '@/components/coach/staff-profile-form';
import { SectionCard } from '@/components/section-card';
import { CallTimesForm } from '@/components/video-calls/call-times-form';
import { requireUser } from '@/lib/auth/session';
import { staffMember } from '@/lib/db/staff';
import { myCallWindows } from '@/lib/db/video-calls';
import { BOOK_AHEAD_DAYS, CALL_MINUTES } from '@/lib/domain/video-calls';
import { ClientTexts } from '@/components/client-texts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('coach.profile');
  return { title: t('title'), robots: { index: false } };
}

export default async function StaffProfilePage({ searchParams }: PageProps<'/[locale]/coach/profile'>) {
  const user = await requireUser('/coach/profile', await searchParams);
  const [member, windows] = await Promise.all([staffMember(user), myCallWindows(user)]);
  if (!member) forbidden();
  const t = await getTranslations('coach.profile');
  return (
    <ClientTexts areas={['coach', 'support']}>
      <main id="main" className="mx-auto grid w-full max-w-2xl content-start gap-6 px-4 py-6 sm:py-10">
        <header>
          <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('lead', { phone: member.phone })}</p>
        </header>
        <SectionCard title={t('nameAndBio')}>
          <StaffProfileForm name={member.name} bio={member.bio} />
        </SectionCard>
        <SectionCard title={t('callTimes')} id="call-times" contentClassName="grid gap-3">
          <p className="text-sm text-muted-foreground">{t('callTimesLead', { minutes: CALL_MINUTES, days: BOOK_AHEAD_DAYS })}</p>
          <CallTimesForm windows={windows} />
        </SectionCard>
      </main>
    </ClientTexts>
  );
}
