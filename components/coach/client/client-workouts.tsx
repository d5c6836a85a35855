import { SectionCard } from '@/components/section-card';
import { formatDay } from '@/lib/domain/india-time';
import { FEELING_LABEL } from '@/lib/domain/workout-log';
import type { SessionRecord } from '@/lib/db/workouts';
import { WorkoutCommentForm } from './workout-comment-form';

/**
 * The client's workouts of the last 14 days: each exercise's sets against its target, how it felt,
 * their note, and the coach's comment, which a form beside each sends to the client's chat.
 */
export function ClientWorkouts({ sessions }: { sessions: readonly SessionRecord[] }) {
  return (
    <SectionCard title="Workouts" id="workouts" className="scroll-mt-4" contentClassName="grid gap-4">
      {sessions.length === 0 ? (
        <p className="text-sm text-muted-foreground">No workout logged in the last 14 days.</p>
      ) : (
        sessions.map((session) => (
          <article key={session.day} aria-labelledby={`workout-${session.day}`} className="grid gap-2 rounded-lg border p-3">
            <h3 id={`workout-${session.day}`} className="font-semibold">
              {formatDay(session.day)}: {session.title}
            </h3>
            <p className="text-sm text-muted-foreground">
              {session.state.finished
                ? [
                    'Finished',
                    session.state.feeling && `felt ${FEELING_LABEL[session.state.feeling].toLowerCase()}`,
                    `${session.state.minutes} min`,
                    `about ${session.state.kcal} calories`,
                  ]
                    .filter(Boolean)
                    .join(' · ')
                : 'Not finished'}
            </p>
            {session.note && <p className="text-sm">“{session.note}”</p>}
            <ul aria-label={`Sets of ${formatDay(session.day)}`} className="grid gap-1 text-sm">
              {session.exercises.map((exercise) => (
                <li key={exercise.name}>
                  <span className="font-medium">{exercise.name}:</span> {exercise.sets.join(', ')}
                  {exercise.target && <span className="text-muted-foreground"> (target {exercise.target})</span>}
                </li>
              ))}
            </ul>
            {session.state.coachComment && (
              <p className="text-sm">
                {session.state.commentedByName}: {session.state.coachComment}
              </p>
            )}
            <WorkoutCommentForm sessionId={session.id} day={session.day} dayLabel={formatDay(session.day)} />
          </article>
        ))
      )}
    </SectionCard>
  );
}
