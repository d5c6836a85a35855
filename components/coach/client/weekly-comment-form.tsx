'use client';

import { commentWeeklyAction } from '@/lib/actions/coaching';
import { ActionForm } from '@/components/action-form';
import { FieldError } from '@/components/field-error';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { weeklyCommentSchema } from '@/lib/domain/coaching-schema';

/** The coach's answer to one weekly check-in, which the client reads on their dashboard. */
export function WeeklyCommentForm({ customerId, dueDay, week }: { customerId: string; dueDay: string; week: number }) {
  const id = `comment-week-${week}`;
  return (
    <ActionForm action={commentWeeklyAction} schema={weeklyCommentSchema} className="grid gap-2">
      {({ pending, result, errors }) => (
        <>
          <input type="hidden" name="customerId" value={customerId} />
          <input type="hidden" name="dueDay" value={dueDay} />
          <Label htmlFor={id}>Your comment on week {week}</Label>
          <Textarea
            id={id}
            name="comment"
            rows={2}
            defaultValue={result?.status === 'error' ? result.values?.comment : undefined}
            aria-invalid={errors.comment ? true : undefined}
            aria-describedby={errors.comment ? `${id}-error` : undefined}
          />
          <FieldError id={`${id}-error`} message={errors.comment} />
          <Button type="submit" variant="outline" disabled={pending} className="w-fit">
            {pending ? 'Sending...' : 'Send comment'}
          </Button>
        </>
      )}
    </ActionForm>
  );
}
