import { useLocale, useTranslations } from 'next-intl';
import { SectionCard } from '@/components/section-card';
import { exerciseLineIn } from '@/components/workout/exercise-names';
import { workoutLineIn } from '@/components/workout/workout-text';
import type { UpcomingWorkout } from '@/lib/db/workouts';
import { formatDay } from '@/lib/domain/india-time';
import { useDomainText } from '@/lib/i18n/use-domain-text';

/** A workout plan that begins after today: when, and what its first workout holds. */
export function UpcomingWorkoutCard({ upcoming }: { upcoming: UpcomingWorkout }) {
  const t = useTranslations('plan.upcoming');
  const text = useTranslations('plan.workoutText');
  const said = useDomainText();
  const locale = useLocale();
  return (
    <SectionCard title={t('title')} id="workout" className="scroll-mt-4" contentClassName="grid gap-3">
      <p>
        {t.rich('starts', {
          programme: (chunks) => <span className="font-medium">{chunks}</span>,
          name: said(upcoming.name),
          date: formatDay(upcoming.startsOn, locale),
        })}
      </p>
      {upcoming.first && (
        <div className="grid gap-1">
          <h3 className="font-semibold">{t('firstDay', { day: upcoming.first.day, title: said(upcoming.first.title) })}</h3>
          <ul className="grid gap-0.5 text-sm text-muted-foreground" aria-label={t('firstWorkout')}>
            {upcoming.first.lines.map((line) => (
              <li key={line}>{workoutLineIn(exerciseLineIn(line, locale), text, said, locale)}</li>
            ))}
          </ul>
        </div>
      )}
    </SectionCard>
  );
}
