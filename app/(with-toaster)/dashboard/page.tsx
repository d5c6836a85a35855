import type { Metadata } from 'next';
import { DemoAccountNotice } from '@/components/auth/demo-account-notice';
import { ActionCards } from '@/components/dashboard/action-cards';
import { DashboardHeader } from '@/components/dashboard/dashboard-header';
import { GettingStarted } from '@/components/dashboard/getting-started';
import { InstallApp } from '@/components/dashboard/install-app';
import { OutboxProvider } from '@/components/offline/outbox-provider';
import { RegisterServiceWorker } from '@/components/pwa/register-service-worker';
import { RemindersSection } from '@/components/reminders/reminders-section';
import { MyData } from '@/components/dashboard/my-data';
import { PlanCard } from '@/components/dashboard/plan-card';
import { OrderList } from '@/components/dashboard/order-list';
import { ProgressCards } from '@/components/dashboard/progress-cards';
import { StatCards } from '@/components/dashboard/stat-cards';
import { TodaysProgress } from '@/components/dashboard/todays-progress';
import { WeightChart } from '@/components/dashboard/weight-chart';
import { WeeklyCard } from '@/components/dashboard/weekly-card';
import { WeightLog } from '@/components/dashboard/weight-log';
import { FoodCard } from '@/components/food/food-card';
import { MyBatchCard } from '@/components/batches/my-batch-card';
import { SectionCard } from '@/components/section-card';
import { requireUser } from '@/lib/auth/session';
import { clockNow } from '@/lib/clock';
import { supportContact } from '@/lib/contact';
import { loadDashboard } from '@/lib/db/dashboard';
import { AUTH_MESSAGES, formatPhone } from '@/lib/domain/phone';
import { isTodayTab } from '@/lib/domain/progress';
import { sessionTag } from '@/lib/pwa/session-tag';

export const metadata: Metadata = { title: 'Dashboard', robots: { index: false } };

export default async function DashboardPage({ searchParams }: PageProps<'/dashboard'>) {
  const query = await searchParams;
  const user = await requireUser('/dashboard', query);
  const dashboard = await loadDashboard(user);
  const { programme, progress } = dashboard;
  const tab = isTodayTab(query.tab) ? query.tab : 'overview';
  const contact = supportContact();
  const whatsapp = `https://wa.me/${contact.whatsapp}?text=${encodeURIComponent(
    programme
      ? `Hi WellFit, I am on day ${programme.timeline.day} of my programme and have a question.`
      : 'Hi WellFit, I have a question.',
  )}`;
  return (
    <main className="mx-auto grid w-full max-w-5xl content-start gap-6 px-4 py-6 sm:py-10">
      <OutboxProvider owner={sessionTag(user.id)}>
        <DashboardHeader
          firstName={dashboard.firstName}
          firstVisit={dashboard.firstVisit}
          plan={dashboard.plan}
          account={user.isAnonymous || !user.phone ? 'Demo account' : `Signed in as ${formatPhone(user.phone)}`}
          coachName={dashboard.coachName}
        />
        <InstallApp />
        <RegisterServiceWorker />
        {user.isAnonymous && <DemoAccountNotice message={AUTH_MESSAGES.demoKeepAfter} returnTo="/dashboard" />}
        <GettingStarted hasProgramme={Boolean(programme)} hasProfile={dashboard.hasProfile} hasBmi={dashboard.hasBmi} />
        <PlanCard plan={dashboard.plan} refunds={dashboard.refunds} />
        <MyBatchCard studio={dashboard.studio} now={clockNow()} />
        {programme && (
          <>
            <StatCards
              progress={progress}
              currentWeight={dashboard.currentWeight}
              daysCompleted={programme.timeline.daysCompleted}
            />
            <ProgressCards progress={progress} hasWeight={dashboard.currentWeight !== null} timeline={programme.timeline} />
            <div className="grid items-start gap-6 lg:grid-cols-2">
              <SectionCard title="Today's Progress" id="today" className="scroll-mt-4">
                <TodaysProgress today={dashboard.today} goals={dashboard.goals} workout={dashboard.workout} initialTab={tab} />
              </SectionCard>
              <SectionCard title="Weight" contentClassName="grid gap-4">
                <WeightLog todaysWeight={dashboard.today.weight} />
                {(dashboard.weights.length > 0 || progress) && (
                  <WeightChart weights={dashboard.weights} target={progress?.target ?? null} startDay={programme.startDay} />
                )}
              </SectionCard>
            </div>
            <FoodCard log={dashboard.food.log} targets={dashboard.food.targets} suggestedMeal={dashboard.food.suggestedMeal} />
            <WeeklyCard due={dashboard.weekly.due} answered={dashboard.weekly.answered} />
            <ActionCards whatsappHref={whatsapp} unreadReplies={dashboard.unreadReplies} />
          </>
        )}
        <RemindersSection
          reminders={dashboard.reminders}
          openedFrom={typeof query.reminder === 'string' ? query.reminder : undefined}
        />
        <OrderList orders={dashboard.orders} />
        <MyData />
      </OutboxProvider>
    </main>
  );
}
