import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
import { CircleCheck, Dumbbell, Icon } from '@/components/icons';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ClearanceForm } from '@/components/workout/clearance-form';
import { ExerciseDetails } from '@/components/workout/exercise-details';
import { ExerciseLog } from '@/components/workout/exercise-log';
import { FinishWorkoutForm } from '@/components/workout/finish-workout-form';
import { HowTo } from '@/components/workout/how-to';
import { workoutTextIn } from '@/components/workout/workout-text';
import { WorkoutWeek } from '@/components/workout/workout-week';
import type { Exercise } from '@/lib/domain/exercises';
import { prescriptionText, type WorkoutDay, type WorkoutItem } from '@/lib/domain/workout-day';
import { FEELING_LABEL } from '@/lib/domain/workout-log';
import { useDomainText } from '@/lib/i18n/use-domain-text';

const KIND_LABEL = { 'warm-up': 'warmUp', 'cool-down': 'coolDown' } as const;

/** An exercise's name as the reader sees it: its Hindi name for a Hindi reader; `other` is the name in the other language. */
function exerciseNames(exercise: Pick<Exercise, 'name' | 'hindi'>, locale: string) {
  return locale === 'hi'
    ? { shown: exercise.hindi, other: { name: exercise.name, lang: 'en' } }
    : { shown: exercise.name, other: { name: exercise.hindi, lang: 'hi' } };
}

/** An exercise's prescription ('3 × 8-12 reps') and what was done the last time, in the reader's language. */
function useWorkoutText() {
  const t = useTranslations('plan.workoutText');
  const locale = useLocale();
  return {
    prescription: (item: WorkoutItem) =>
      workoutTextIn(prescriptionText(item.sets, item.target, item.exercise.eachSide), t, locale),
    lastTime: (item: WorkoutItem) => (item.lastTime === null ? null : workoutTextIn(item.lastTime, t, locale)),
  };
}

function Prescription({ item }: { item: WorkoutItem }) {
  const t = useTranslations('plan.workout');
  const text = useWorkoutText();
  return (
    <p className="text-sm text-muted-foreground">
      {text.prescription(item)}
      {item.restSeconds > 0 && t('rest', { seconds: item.restSeconds })}
      {item.rpe !== null && t('effort', { rpe: item.rpe })}
      {item.superset && t('superset')}
    </p>
  );
}

/** One exercise of the workout: its prescription, last time, the how-to in place, and its sets. */
function ExerciseCard({ item, current }: { item: WorkoutItem; current: boolean }) {
  const t = useTranslations('plan.workout');
  const said = useDomainText();
  const locale = useLocale();
  const text = useWorkoutText();
  const { shown, other } = exerciseNames(item.exercise, locale);
  const lastTime = text.lastTime(item);
  const done = item.logged.length >= item.sets;
  return (
    <li>
      <ExerciseDetails
        current={current}
        summary={
          <summary className="flex cursor-pointer items-center justify-between gap-3">
            <span className="grid gap-0.5">
              <span className="flex flex-wrap items-center gap-2 font-medium">
                {shown}
                <span lang={other.lang} className="text-sm font-normal text-muted-foreground">
                  {other.name}
                </span>
                {item.exercise.kind in KIND_LABEL && (
                  <Badge variant="secondary">{t(KIND_LABEL[item.exercise.kind as keyof typeof KIND_LABEL])}</Badge>
                )}
              </span>
              <Prescription item={item} />
            </span>
            <span className="shrink-0 text-sm text-muted-foreground tabular-nums">
              {done ? (
                <Icon icon={CircleCheck} className="size-5 text-success" aria-label={t('exerciseDone')} />
              ) : (
                `${item.logged.length}/${item.sets}`
              )}
            </span>
          </summary>
        }
      >
        <div className="mt-3 grid gap-3">
          {lastTime && <p className="text-sm">{t('lastTime', { lastTime })}</p>}
          {item.note && <p className="text-sm">{t('coachNote', { note: said(item.note) })}</p>}
          <HowTo exercise={item.exercise} />
          <ExerciseLog
            slotId={item.slotId}
            exercise={{
              id: item.exercise.id,
              name: shown,
              measure: item.exercise.measure,
              eachSide: item.exercise.eachSide,
              equipment: item.exercise.equipment,
            }}
            swaps={item.swaps.map((swap) => ({ id: swap.id, name: exerciseNames(swap, locale).shown }))}
            sets={item.sets}
            target={item.target}
            restSeconds={item.restSeconds}
            logged={item.logged}
          />
        </div>
      </ExerciseDetails>
    </li>
  );
}

/**
 * 'Today's workout' on Plan: this week's days, then today's workout, started from 'Start workout'
 * (or at once when a set is already logged today): each exercise with its sets, then 'Finish
 * workout'. Works without JavaScript: each exercise opens in place and each form posts.
 */
export function TodaysWorkout({ day, started }: { day: WorkoutDay; started: boolean }) {
  const t = useTranslations('plan.workout');
  const said = useDomainText();
  const locale = useLocale();
  const text = useWorkoutText();
  const { workout, session } = day;
  const running = started || session !== null;
  const current = workout?.items.findIndex((item) => item.logged.length < item.sets) ?? -1;
  const phase = said(day.phase);
  return (
    <section
      id="workout"
      aria-labelledby="workout-title"
      className="grid scroll-mt-20 gap-4 rounded-xl border bg-card p-4 sm:p-6"
    >
      <header className="grid gap-1">
        <h2 id="workout-title" className="text-xl font-semibold">
          {t('title')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('meta', {
            programme: said(day.programme.name),
            phase: day.maintenance ? t('maintenance', { phase }) : phase,
            week: day.week,
            day: day.programmeDay,
          })}
        </p>
      </header>
      <WorkoutWeek days={day.days} />
      {day.programme.clearanceNeeded ? (
        <ClearanceForm />
      ) : !workout ? (
        <p>{t('restDay')}</p>
      ) : (
        <div className="grid gap-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h3 className="text-lg font-semibold">{said(workout.title)}</h3>
              <p className="text-sm text-muted-foreground">
                {t('estimate', { minutes: String(workout.minutes), kcal: String(workout.kcal) })}
              </p>
            </div>
            {!running && (
              <Button asChild>
                <Link href="/plan?workout=start#workout">
                  <Icon icon={Dumbbell} className="size-4" />
                  {t('start')}
                </Link>
              </Button>
            )}
          </div>
          {session?.finished ? (
            <div className="grid gap-1 rounded-xl border border-success/40 p-4" role="status">
              <p className="flex items-center gap-2 font-semibold text-success">
                <Icon icon={CircleCheck} className="size-5" />
                {t('finished')}
              </p>
              <p className="text-sm">
                {session.feeling && t('felt', { feeling: said(FEELING_LABEL[session.feeling]).toLowerCase() })}
                {t('done', { minutes: String(session.minutes ?? ''), kcal: String(session.kcal ?? '') })}
              </p>
              {session.coachComment && (
                <p className="text-sm">
                  {session.commentedByName}: {session.coachComment}
                </p>
              )}
            </div>
          ) : null}
          {running ? (
            <>
              <ol aria-label={t('exercises')} className="grid gap-3">
                {workout.items.map((item, index) => (
                  <ExerciseCard key={item.slotId} item={item} current={index === current} />
                ))}
              </ol>
              {!session?.finished && <FinishWorkoutForm />}
            </>
          ) : (
            <ol aria-label={t('exercises')} className="grid list-decimal gap-1 pl-5 text-sm">
              {workout.items.map((item) => {
                const lastTime = text.lastTime(item);
                return (
                  <li key={item.slotId}>
                    {exerciseNames(item.exercise, locale).shown}: {text.prescription(item)}
                    {lastTime && <span className="text-muted-foreground">{t('lastTimeAfter', { lastTime })}</span>}
                  </li>
                );
              })}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}
