import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import Link from '@/components/locale-link';
import { redirect } from 'next/navigation';
import { DemoAccountNotice } from '@/components/auth/demo-account-notice';
import { ActionCards } from '@/components/dashboard/action-cards';
import { DashboardHeader } from '@/components/dashboard/dashboard-header';
import { GettingStarted } from '@/components/dashboard/getting-started';
import { InstallApp } from '@/components/dashboard/install-app';
import { OutboxProvider } from '@/components/offline/outbox-provider';
import { ProgressCards } from '@/components/dashboard/progress-cards';
import { StatCards } from '@/components/dashboard/stat-cards';
import { TodaysProgress } from '@/components/dashboard/todays-progress';
import { WeeklyDueNotice } from '@/components/dashboard/weekly-due-notice';
import { WeightLog } from '@/components/dashboard/weight-log';
import { SectionCard } from '@/components/section-card';
import { requireUser } from '@/lib/auth/session';
import { supportContact } from '@/lib/contact';
import { loadDashboard } from '@/lib/db/dashboard';
import { unreadReplies } from '@/lib/db/support';
import { AUTH_MESSAGES, signedInAs } from '@/lib/domain/phone';
import { isTodayTab } from '@/lib/domain/progress';
import { domainTextIn } from '@/lib/i18n/domain-texts';
import { sessionTag } from '@/lib/pwa/session-tag';
import { ClientTexts } from '@/components/client-texts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('dashboard.page');
  return { title: t('title'), robots: { index: false } };
}

export default async function DashboardPage({ searchParams }: PageProps<'/[locale]/dashboard'>) {
  const query = await searchParams;
  // A reminder sent before the reminders moved to Account opens them there.
  if (typeof query.reminder === 'string') redirect(`/account?${new URLSearchParams({ reminder: query.reminder })}#reminders`);
  const user = await requireUser('/dashboard', query);
  const [dashboard, unread] = await Promise.all([loadDashboard(user), unreadReplies(user)]);
  const { programme, progress } = dashboard;
  const tab = isTodayTab(query.tab) ? query.tab : 'overview';
  const [t, locale] = await Promise.all([getTranslations('dashboard.page'), getLocale()]);
  const said = domainTextIn(locale);
  const contact = supportContact();
  const whatsapp = `https://wa.me/${contact.whatsapp}?text=${encodeURIComponent(
    programme ? t('whatsappDay', { day: String(programme.timeline.day) }) : t('whatsapp'),
  )}`;
  return (
    <ClientTexts areas={['dashboard', 'plan', 'progress']}>
      <main id="main" className="mx-auto grid w-full max-w-5xl content-start gap-6 px-4 py-6 sm:py-10">
        <OutboxProvider owner={sessionTag(user.id)}>
          <DashboardHeader
            firstName={dashboard.firstName}
            firstVisit={dashboard.firstVisit}
            plan={dashboard.plan}
            account={said(signedInAs(user))}
            coachName={dashboard.coachName}
          />
          <InstallApp />
          {user.isAnonymous && <DemoAccountNotice message={AUTH_MESSAGES.demoKeepAfter} returnTo="/dashboard" />}
          <GettingStarted hasProgramme={Boolean(programme)} hasProfile={dashboard.hasProfile} hasBmi={dashboard.hasBmi} />
          {programme && (
            <>
              <StatCards
                progress={progress}
                currentWeight={dashboard.currentWeight}
                daysCompleted={programme.timeline.daysCompleted}
              />
              <ProgressCards progress={progress} hasWeight={dashboard.currentWeight !== null} timeline={programme.timeline} />
              {dashboard.weeklyDue && <WeeklyDueNotice />}
              <div className="grid items-start gap-6 lg:grid-cols-2">
                <SectionCard title={t('today')} id="today" className="scroll-mt-4">
                  <TodaysProgress
                    today={dashboard.today}
                    meals={dashboard.meals}
                    goals={dashboard.goals}
                    workout={dashboard.workout}
                    initialTab={tab}
                  />
                </SectionCard>
                <SectionCard title={t('weight')} contentClassName="grid gap-4">
                  <WeightLog todaysWeight={dashboard.today.weight} />
                  <Link href="/progress" className="text-sm text-primary underline underline-offset-4">
                    {t('weightLink')}
                  </Link>
                </SectionCard>
              </div>
              <ActionCards whatsappHref={whatsapp} unreadReplies={unread} />
            </>
          )}
        </OutboxProvider>
      </main>
    </ClientTexts>
  );
}
