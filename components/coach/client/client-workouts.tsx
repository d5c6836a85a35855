import { useLocale, useTranslations } from 'next-intl';
import { SectionCard } from '@/components/section-card';
import { workoutTextIn } from '@/components/workout/workout-text';
import { EXERCISE_LIBRARY } from '@/lib/domain/exercises';
import { formatDay } from '@/lib/domain/india-time';
import { FEELING_LABEL } from '@/lib/domain/workout-log';
import type { SessionRecord } from '@/lib/db/workouts';
import { useDomainText } from '@/lib/i18n/use-domain-text';
import { WorkoutCommentForm } from './workout-comment-form';

/** The library's Hindi name of each exercise, by its English name. */
const HINDI_OF: ReadonlyMap<string, string> = new Map(EXERCISE_LIBRARY.map((exercise) => [exercise.name, exercise.hindi]));

/**
 * The client's workouts of the last 14 days: each exercise's sets against its target, how it felt,
 * their note, and the coach's comment, which a form beside each sends to the client's chat.
 */
export function ClientWorkouts({ sessions }: { sessions: readonly SessionRecord[] }) {
  const t = useTranslations('coach.workouts');
  const locale = useLocale();
  const said = useDomainText();
  const workoutText = useTranslations('plan.workoutText');
  // A set or a target as lib/domain/workout-day says it ('12 reps at 5 kg', 'skipped').
  const setText = (text: string) => (said(text) !== text ? said(text) : workoutTextIn(text, workoutText, locale));
  const exerciseName = (name: string) => (locale === 'hi' ? (HINDI_OF.get(name) ?? name) : name);
  return (
    <SectionCard title={t('title')} id="workouts" className="scroll-mt-4" contentClassName="grid gap-4">
      {sessions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('none')}</p>
      ) : (
        sessions.map((session) => (
          <article key={session.day} aria-labelledby={`workout-${session.day}`} className="grid gap-2 rounded-lg border p-3">
            <h3 id={`workout-${session.day}`} className="font-semibold">
              {formatDay(session.day, locale)}: {session.title}
            </h3>
            <p className="text-sm text-muted-foreground">
              {session.state.finished
                ? [
                    t('finished'),
                    session.state.feeling && t('felt', { feeling: said(FEELING_LABEL[session.state.feeling]).toLowerCase() }),
                    t('minutes', { minutes: String(session.state.minutes) }),
                    t('calories', { kcal: String(session.state.kcal) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')
                : t('notFinished')}
            </p>
            {session.note && <p className="text-sm">“{session.note}”</p>}
            <ul aria-label={t('sets', { day: formatDay(session.day, locale) })} className="grid gap-1 text-sm">
              {session.exercises.map((exercise) => (
                <li key={exercise.name}>
                  <span className="font-medium">{exerciseName(exercise.name)}:</span> {exercise.sets.map(setText).join(', ')}
                  {exercise.target && (
                    <span className="text-muted-foreground">{t('target', { target: setText(exercise.target) })}</span>
                  )}
                </li>
              ))}
            </ul>
            {session.state.coachComment && (
              <p className="text-sm">
                {session.state.commentedByName}: {session.state.coachComment}
              </p>
            )}
            <WorkoutCommentForm sessionId={session.id} day={session.day} dayLabel={formatDay(session.day, locale)} />
          </article>
        ))
      )}
    </SectionCard>
  );
}
