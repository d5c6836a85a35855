'use client';

import { useTranslations } from 'next-intl';
import { ActionForm } from '@/components/action-form';
import { CommentFields } from '@/components/coach/client/comment-fields';
import { commentWorkoutSessionAction } from '@/lib/actions/workouts';
import { workoutCommentSchema } from '@/lib/domain/workout-comment-schema';

/** The coach's comment on one of the client's sessions: kept on it, and sent to the client's chat. */
export function WorkoutCommentForm({ sessionId, day, dayLabel }: { sessionId: string; day: string; dayLabel: string }) {
  const id = `comment-workout-${day}`;
  const t = useTranslations('coach.comment');
  return (
    <ActionForm action={commentWorkoutSessionAction} schema={workoutCommentSchema} toastSuccess className="grid gap-2">
      {({ pending, result, errors }) => (
        <>
          <input type="hidden" name="sessionId" value={sessionId} />
          <CommentFields
            id={id}
            label={t('onWorkout', { day: dayLabel })}
            pending={pending}
            sent={result?.status === 'error' ? result.values?.comment : undefined}
            error={errors.comment}
          />
        </>
      )}
    </ActionForm>
  );
}
