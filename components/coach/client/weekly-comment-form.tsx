'use client';

import { useTranslations } from 'next-intl';
import { commentWeeklyAction } from '@/lib/actions/coaching';
import { ActionForm } from '@/components/action-form';
import { CommentFields } from '@/components/coach/client/comment-fields';
import { weeklyCommentSchema } from '@/lib/domain/coaching-schema';

/** The coach's answer to one weekly check-in, which the client reads on their dashboard. */
export function WeeklyCommentForm({ customerId, dueDay, week }: { customerId: string; dueDay: string; week: number }) {
  const id = `comment-week-${week}`;
  const t = useTranslations('coach.comment');
  return (
    <ActionForm action={commentWeeklyAction} schema={weeklyCommentSchema} className="grid gap-2">
      {({ pending, result, errors }) => (
        <>
          <input type="hidden" name="customerId" value={customerId} />
          <input type="hidden" name="dueDay" value={dueDay} />
          <CommentFields
            id={id}
            label={t('onWeek', { week })}
            pending={pending}
            sent={result?.status === 'error' ? result.values?.comment : undefined}
            error={errors.comment}
          />
        </>
      )}
    </ActionForm>
  );
}
