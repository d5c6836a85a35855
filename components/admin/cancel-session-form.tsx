'use client';

import { useLocale, useTranslations } from 'next-intl';
import { cancelSessionAction } from '@/lib/actions/studio-admin';
import { ActionForm } from '@/components/action-form';
import { FieldError } from '@/components/field-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cancelSessionSchema } from '@/lib/domain/batch-schema';
import { formatWeekdayDay } from '@/lib/domain/india-time';

/** One session's 'Cancel session' with its reason; the booked are told. */
export function CancelSessionForm({ batchId, day }: { batchId: string; day: string }) {
  const t = useTranslations('admin.cancelSession');
  const locale = useLocale();
  const when = formatWeekdayDay(day, locale);
  const id = `cancel-${batchId}-${day}`;
  return (
    <ActionForm
      action={cancelSessionAction}
      schema={cancelSessionSchema}
      toastSuccess
      className="flex flex-wrap items-start gap-2"
    >
      {({ pending, errors }) => (
        <>
          <input type="hidden" name="batchId" value={batchId} />
          <input type="hidden" name="day" value={day} />
          <div className="grid min-w-40 flex-1 gap-1">
            <label htmlFor={id} className="sr-only">
              {t('reasonFor', { day: when })}
            </label>
            <Input
              id={id}
              name="reason"
              placeholder={t('placeholder')}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `${id}-error` : undefined}
            />
            <FieldError id={`${id}-error`} message={errors.reason} />
          </div>
          <Button type="submit" variant="outline" disabled={pending}>
            {pending ? t('cancelling') : t('cancel')}
            <span className="sr-only">{t('on', { day: when })}</span>
          </Button>
        </>
      )}
    </ActionForm>
  );
}
