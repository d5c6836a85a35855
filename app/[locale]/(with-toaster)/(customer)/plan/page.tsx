import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { MyBatchCard } from '@/components/batches/my-batch-card';
import { mealsIn } from '@/components/diet/food-names';
import { TodaysMealsCard } from '@/components/diet/todays-meals';
import { NoPlanYet } from '@/components/customer/no-plan-yet';
import { PlaceHeader } from '@/components/customer/place-header';
import { PlanCard } from '@/components/dashboard/plan-card';
import { ProgramTimeline } from '@/components/dashboard/progress-cards';
import { PhaseBadge } from '@/components/phase-badge';
import { OutboxProvider } from '@/components/offline/outbox-provider';
import { TodaysWorkout } from '@/components/workout/todays-workout';
import { UpcomingWorkoutCard } from '@/components/workout/upcoming-workout';
import { requireUser } from '@/lib/auth/session';
import { clockNow } from '@/lib/clock';
import { loadPlanPage } from '@/lib/db/dashboard';
import { sessionTag } from '@/lib/pwa/session-tag';
import { ClientTexts } from '@/components/client-texts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('plan.page');
  return { title: t('title'), robots: { index: false } };
}

export default async function PlanPage({ searchParams }: PageProps<'/[locale]/plan'>) {
  const query = await searchParams;
  const user = await requireUser('/plan', query);
  const { plan, programme, refunds, studio, workout, upcomingWorkout, meals } = await loadPlanPage(user);
  const [t, locale] = await Promise.all([getTranslations('plan.page'), getLocale()]);
  return (
    <ClientTexts areas={['batches', 'dashboard', 'plan']}>
      <main id="main" className="mx-auto grid w-full max-w-3xl content-start gap-6 px-4 py-6 sm:py-10">
        <PlaceHeader title={t('title')} description={t('description')} />
        {/* What today's workout and meals log waits on the phone without a connection. */}
        <OutboxProvider owner={sessionTag(user.id)}>
          {workout && <TodaysWorkout day={workout} started={query.workout === 'start'} />}
          {upcomingWorkout && <UpcomingWorkoutCard upcoming={upcomingWorkout} />}
          {meals && <TodaysMealsCard meals={mealsIn(meals, locale)} />}
        </OutboxProvider>
        {plan.current || plan.last ? (
          <>
            <p>
              <PhaseBadge plan={plan} />
            </p>
            <PlanCard plan={plan} refunds={refunds} />
            {programme && <ProgramTimeline timeline={programme.timeline} />}
          </>
        ) : (
          <NoPlanYet />
        )}
        <MyBatchCard studio={studio} now={clockNow()} />
      </main>
    </ClientTexts>
  );
}
