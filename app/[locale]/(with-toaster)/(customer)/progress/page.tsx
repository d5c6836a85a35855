import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PlaceHeader } from '@/components/customer/place-header';
import { StatCards } from '@/components/dashboard/stat-cards';
import { WeeklyCard } from '@/components/dashboard/weekly-card';
import { WeightChart } from '@/components/dashboard/weight-chart';
import { WeightLog } from '@/components/dashboard/weight-log';
import { OutboxProvider } from '@/components/offline/outbox-provider';
import { CompositionCard } from '@/components/progress/composition-card';
import { MeasurementsCard } from '@/components/progress/measurements-card';
import { PhotosCard } from '@/components/progress/photos-card';
import { SectionCard } from '@/components/section-card';
import { requireUser } from '@/lib/auth/session';
import { loadProgressPage } from '@/lib/db/dashboard';
import { sessionTag } from '@/lib/pwa/session-tag';
import { ClientTexts } from '@/components/client-texts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('progress.page');
  return { title: t('title'), robots: { index: false } };
}

export default async function ProgressPage() {
  const user = await requireUser('/progress');
  const progress = await loadProgressPage(user);
  const t = await getTranslations('progress.page');
  return (
    <ClientTexts areas={['progress']}>
      <main id="main" className="mx-auto grid w-full max-w-3xl content-start gap-6 px-4 py-6 sm:py-10">
        <OutboxProvider owner={sessionTag(user.id)}>
          <PlaceHeader title={t('title')} description={t('description')} />
          {progress.programme && (
            <StatCards
              progress={progress.progress}
              currentWeight={progress.currentWeight}
              daysCompleted={progress.programme.timeline.daysCompleted}
            />
          )}
          <SectionCard title={t('weight')} id="weight" className="scroll-mt-4" contentClassName="grid gap-4">
            <WeightLog todaysWeight={progress.todaysWeight} />
            {progress.programme && (progress.weights.length > 0 || progress.progress) ? (
              <WeightChart
                weights={progress.weights}
                target={progress.progress?.target ?? null}
                startDay={progress.programme.startDay}
              />
            ) : (
              <p className="text-sm text-muted-foreground">{t('chartEmpty')}</p>
            )}
          </SectionCard>
          <MeasurementsCard entries={progress.measurements} heightCm={progress.heightCm} today={progress.today} editable />
          <PhotosCard consented={progress.photos.consented} photos={progress.photos.photos} />
          {progress.composition.shown && <CompositionCard checks={progress.composition.checks} record={null} reader="customer" />}
          <WeeklyCard due={progress.weekly.due} answered={progress.weekly.answered} />
        </OutboxProvider>
      </main>
    </ClientTexts>
  );
}
