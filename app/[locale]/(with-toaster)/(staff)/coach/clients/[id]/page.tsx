import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ClientDietChartCard } from '@/components/coach/client/client-diet-chart';
import { ClientFood } from '@/components/coach/client/client-food';
import { ClientLimitations } from '@/components/coach/client/client-limitations';
import { ClientProgrammeCard } from '@/components/coach/client/client-programme';
import { ClientWorkouts } from '@/components/coach/client/client-workouts';
import { CoachNotes } from '@/components/coach/client/coach-notes';
import { ClientProfile } from '@/components/coach/client/client-profile';
import { RecentDays } from '@/components/coach/client/recent-days';
import { TargetsForm } from '@/components/coach/client/targets-form';
import { WeeklyCheckins } from '@/components/coach/client/weekly-checkins';
import { InboxLive } from '@/components/coach/inbox-live';
import { CoachThread } from '@/components/coach/coach-thread';
import { OrderList } from '@/components/dashboard/order-list';
import { WeightChart } from '@/components/dashboard/weight-chart';
import { CompositionCard } from '@/components/progress/composition-card';
import { MeasurementsCard } from '@/components/progress/measurements-card';
import { PhotosBoard } from '@/components/progress/photos-board';
import { BackLink } from '@/components/page-header';
import { PhaseBadge } from '@/components/phase-badge';
import { SectionCard } from '@/components/section-card';
import { ClientCalls } from '@/components/video-calls/client-calls';
import { requireUser } from '@/lib/auth/session';
import { loadClientPage } from '@/lib/db/client-page';
import { dailyGoalsFor } from '@/lib/domain/coaching';
import { formatDate, formatDay } from '@/lib/domain/india-time';
import { refundStatusLabel } from '@/lib/domain/refunds';
import * as z from '@/lib/domain/validation';
import { domainTextIn } from '@/lib/i18n/domain-texts';
import { ClientTexts } from '@/components/client-texts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('coach.client');
  return { title: t('title'), robots: { index: false } };
}

const JUMPS = [
  ['#chat', 'chat'],
  ['#notes', 'notes'],
  ['#targets', 'targets'],
  ['#measurements', 'measurements'],
  ['#photos', 'photos'],
  ['#composition', 'composition'],
  ['#calls', 'calls'],
  ['#food', 'food'],
  ['#diet', 'diet'],
  ['#plan', 'plan'],
  ['#workouts', 'workouts'],
  ['#weekly', 'weekly'],
] as const;

export default async function ClientPage({ params, searchParams }: PageProps<'/[locale]/coach/clients/[id]'>) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const user = await requireUser(`/coach/clients/${id}`);
  const customerId = z.uuid().safeParse(id);
  const client = customerId.success ? await loadClientPage(user, customerId.data) : null;
  if (!client) notFound();
  const { programme, progress, chat } = client;
  const [t, status, locale] = await Promise.all([
    getTranslations('coach.client'),
    getTranslations('coach.chatStatus'),
    getLocale(),
  ]);
  const said = domainTextIn(locale);
  return (
    <ClientTexts areas={['builders', 'coach', 'progress', 'support']}>
      <main id="main" className="mx-auto grid w-full max-w-6xl content-start gap-6 px-4 py-6 sm:py-10">
        <InboxLive />
        <header className="grid gap-1">
          <BackLink href="/coach" label={t('back')} />
          <h1 className="text-3xl font-bold tracking-tight break-words">{client.heading}</h1>
          <p className="text-muted-foreground">
            <PhaseBadge plan={client.plan} />
            <span className="text-sm">
              {[client.phone !== client.heading && client.phone, client.coachName && t('coach', { name: client.coachName })]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </p>
          {client.plan.current && client.plan.activeUntil && (
            <p className="text-sm">
              {t('activeUntil', { product: client.plan.current.productName, date: formatDay(client.plan.activeUntil, locale) })}
              {client.plan.queued.length > 0 && t('queued', { count: client.plan.queued.length })}
            </p>
          )}
          {client.refunds.map((refund) => (
            <p key={refund.orderId} className="text-sm">
              {t('refund', {
                product: refund.productName,
                status: said(refundStatusLabel[refund.status]).toLowerCase(),
                date: formatDate(refund.requestedAt, locale),
                reason: refund.reason,
              })}
            </p>
          ))}
        </header>
        {/* On a phone the page is long: the coach's own tools are one tap away. */}
        <nav aria-label={t('onThisPage')} className="lg:hidden">
          <ul className="flex flex-wrap gap-2 text-sm">
            {JUMPS.filter(
              ([href]) => (href !== '#composition' || client.composition.shown) && (href !== '#calls' || client.calls.shown),
            ).map(([href, label]) => (
              <li key={href}>
                <a
                  href={href}
                  className="inline-flex h-9 items-center rounded-full border px-3 hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                >
                  {t(`jumps.${label}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <div className="grid min-w-0 gap-6">
            <ClientProfile profile={client.profile} bmi={client.bmi} progress={progress} />
            <SectionCard title={t('weight')}>
              {programme && (client.weights.length > 0 || progress) ? (
                <WeightChart weights={client.weights} target={progress?.target ?? null} startDay={programme.startDay} />
              ) : (
                <p className="text-sm text-muted-foreground">{t('noWeight')}</p>
              )}
            </SectionCard>
            <MeasurementsCard
              entries={client.measurements}
              heightCm={client.profile?.height ?? null}
              today={client.today}
              editable={false}
            />
            <PhotosBoard
              page={{ ...client.photos, weights: client.weights, measurements: client.measurements }}
              query={query}
              action={`/coach/clients/${client.customerId}#photos`}
              owner={false}
              title={t('photos')}
              id="photos"
            />
            {client.composition.shown && (
              <CompositionCard
                checks={client.composition.checks}
                record={client.composition.promised ? { customerId: client.customerId, today: client.today } : null}
                reader="coach"
              />
            )}
            <ClientCalls calls={client.calls} />
            <RecentDays days={client.recentDays} waterTarget={dailyGoalsFor(client.targets).waterGlasses} />
            <ClientFood food={client.food} />
            <ClientDietChartCard customerId={client.customerId} dietChart={client.dietChart} />
            <ClientProgrammeCard
              customerId={client.customerId}
              plan={client.workoutPlan.plan}
              templates={client.workoutPlan.templates}
            />
            <ClientLimitations customerId={client.customerId} limitations={client.workoutPlan.limitations} />
            <ClientWorkouts sessions={client.workouts} />
            <WeeklyCheckins customerId={client.customerId} slots={client.weekly} />
          </div>
          <div className="grid min-w-0 gap-6">
            <SectionCard title={t('chat')} id="chat" className="scroll-mt-4" contentClassName="grid gap-3">
              {chat ? (
                <>
                  <p className="text-sm text-muted-foreground">
                    {said(chat.chat.subject)} · {chat.chat.status === 'open' ? status('open') : status('closed')}
                  </p>
                  <CoachThread chat={chat.chat} messages={chat.messages} />
                </>
              ) : (
                <p className="text-sm text-muted-foreground">{t('noChat')}</p>
              )}
            </SectionCard>
            <CoachNotes customerId={client.customerId} notes={client.notes} />
            <TargetsForm customerId={client.customerId} targets={client.targets} history={client.targetHistory} />
            <OrderList orders={client.orders} title={t('orders')} />
          </div>
        </div>
      </main>
    </ClientTexts>
  );
}
