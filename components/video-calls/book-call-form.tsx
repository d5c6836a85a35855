'use client';

import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
import { ActionForm } from '@/components/action-form';
import { FieldError } from '@/components/field-error';
import { Button } from '@/components/ui/button';
import { ChoiceChip } from '@/components/ui/choice-chip';
import { bookCallAction, rescheduleCallAction } from '@/lib/actions/video-calls';
import { formatWeekdayDay } from '@/lib/domain/india-time';
import { bookCallSchema, rescheduleCallSchema, type SlotDay } from '@/lib/domain/video-calls';
import { useDomainText } from '@/lib/i18n/use-domain-text';

/**
 * 'Book my call' (or 'Reschedule', with the call moved): the free times a day at a time, one
 * chosen, sent. Works without JavaScript (the answer shows here); with it, Coach opens after.
 * The answer is lib/'s, in the reader's language by its day and time (messages/domain/hi/support.json):
 * 'Your call is booked for today at 6:30 pm.', 'Your call is moved to Fri, 18 Dec at 10:00 am.'
 */
export function BookCallForm({ days, movingId }: { days: SlotDay[]; movingId: string | null }) {
  const t = useTranslations('support.bookForm');
  const locale = useLocale();
  const said = useDomainText();
  // lib/ names a day 'Today', 'Tomorrow' or by its date in English: the date in the reader's language.
  const dayLabel = (day: SlotDay) =>
    day.label === formatWeekdayDay(day.day) ? formatWeekdayDay(day.day, locale) : said(day.label);
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
            <span className="font-medium">{said(result.data)}</span>
            <Link href="/support" className="text-primary underline-offset-4 hover:underline">
              {t('backToCoach')}
            </Link>
          </p>
        ) : (
          <>
            {movingId && <input type="hidden" name="callId" value={movingId} />}
            {/* A day at a time (the first open): a coach's fortnight can hold hundreds of times. */}
            {days.map((day, index) => (
              <details key={day.day} open={index === 0} className="group rounded-lg border p-3">
                <summary className="cursor-pointer font-semibold">
                  {dayLabel(day)}{' '}
                  <span className="font-normal text-muted-foreground">· {t('freeTimes', { count: day.slots.length })}</span>
                </summary>
                <fieldset className="mt-3">
                  <legend className="sr-only">{dayLabel(day)}</legend>
                  <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
                    {day.slots.map((slot) => (
                      <ChoiceChip
                        key={slot.startsAt}
                        name="startsAt"
                        value={slot.startsAt}
                        aria-label={`${dayLabel(day)} ${slot.label}`}
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
              {pending ? t('saving') : moving ? t('move') : t('book')}
            </Button>
          </>
        )
      }
    </ActionForm>
  );
}
