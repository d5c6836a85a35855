'use client';

import { useTranslations } from 'next-intl';
import { ActionForm } from '@/components/action-form';
import { FieldError } from '@/components/field-error';
import { Button } from '@/components/ui/button';
import { confirmClearanceAction } from '@/lib/actions/workouts';

/** A programme that asks for a doctor's clearance opens once the customer confirms they have it. */
export function ClearanceForm() {
  const t = useTranslations('plan.clearance');
  return (
    <ActionForm action={confirmClearanceAction} toastSuccess className="grid gap-3 rounded-xl border border-warning/50 p-4">
      {({ pending, errors }) => (
        <>
          <p className="text-sm">{t('about')}</p>
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              name="confirm"
              value="yes"
              className="mt-0.5 size-5 accent-primary"
              aria-describedby={errors.confirm ? 'clearance-error' : undefined}
            />
            {t('confirm')}
          </label>
          <FieldError id="clearance-error" message={errors.confirm} />
          <Button type="submit" className="w-fit" disabled={pending}>
            {t('submit')}
          </Button>
        </>
      )}
    </ActionForm>
  );
}
