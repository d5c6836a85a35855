'use client';

import Link from 'next/link';
import { ActionForm } from '@/components/action-form';
import { FieldError } from '@/components/field-error';
import { Button } from '@/components/ui/button';
import { ChoiceChip } from '@/components/ui/choice-chip';
import { bookCallAction, rescheduleCallAction } from '@/lib/actions/video-calls';
import { bookCallSchema, rescheduleCallSchema, type SlotDay } from '@/lib/domain/video-calls';

/**
 * 'Book my call' (or 'Reschedule', with the call moved): the free times a day at a time, one
 * chosen, sent. Works without JavaScript (the answer shows here); with it, Coach opens after.
 */
const freeTimes = (count: number) => (count === 1 ? '1 free time' : `${count} free times`);

export function BookCallForm({ days, movingId }: { days: SlotDay[]; movingId: string | null }) {
  const moving = movingId !== null;
  return (
    <ActionForm
      action={moving ? rescheduleCallAction : bookCallAction}
      schema={moving ? rescheduleCallSchema : bookCallSchema}
      toastSuccess
      goOnSuccess="/support"
      className="grid gap-5"
    >
      {({ pending, result, errors }) =>
        result?.status === 'ok' ? (
          <p role="status" className="grid gap-2">
            <span className="font-medium">{result.data}</span>
            <Link href="/support" className="text-primary underline-offset-4 hover:underline">
              Back to Coach
            </Link>
          </p>
        ) : (
          <>
            {movingId && <input type="hidden" name="callId" value={movingId} />}
            {/* A day at a time (the first open): a coach's fortnight can hold hundreds of times. */}
            {days.map((day, index) => (
              <details key={day.day} open={index === 0} className="group rounded-lg border p-3">
                <summary className="cursor-pointer font-semibold">
                  {day.label} <span className="font-normal text-muted-foreground">· {freeTimes(day.slots.length)}</span>
                </summary>
                <fieldset className="mt-3">
                  <legend className="sr-only">{day.label}</legend>
                  <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
                    {day.slots.map((slot) => (
                      <ChoiceChip
                        key={slot.startsAt}
                        name="startsAt"
                        value={slot.startsAt}
                        aria-label={`${day.label} ${slot.label}`}
                        aria-describedby={errors.startsAt ? 'starts-at-error' : undefined}
                      >
                        {slot.label}
                      </ChoiceChip>
                    ))}
                  </div>
                </fieldset>
              </details>
            ))}
            <FieldError id="starts-at-error" message={errors.startsAt} />
            <Button type="submit" disabled={pending} className="w-fit">
              {pending ? 'Saving...' : moving ? 'Move my call here' : 'Book this time'}
            </Button>
          </>
        )
      }
    </ActionForm>
  );
}
