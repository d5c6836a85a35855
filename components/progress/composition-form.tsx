'use client';

import { useTranslations } from 'next-intl';
import { ActionForm } from '@/components/action-form';
import { MeasureInput } from '@/components/progress/measure-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { recordCompositionCheckAction } from '@/lib/actions/body-composition';
import { COMPOSITION_BACKDATE_DAYS, COMPOSITION_FIELDS, compositionCheckSchema } from '@/lib/domain/body-composition';
import { addDays } from '@/lib/domain/india-time';
import { useDomainText } from '@/lib/i18n/use-domain-text';

/** 'Record a check': the analyser's figures of a day; saving a day again corrects it. */
export function CompositionForm({ customerId, today }: { customerId: string; today: string }) {
  const t = useTranslations('progress.compositionForm');
  const said = useDomainText();
  return (
    <ActionForm action={recordCompositionCheckAction} schema={compositionCheckSchema} toastSuccess className="grid gap-4">
      {({ pending, errors }) => (
        <>
          <input type="hidden" name="customerId" value={customerId} />
          <div className="grid gap-1.5">
            <Label htmlFor="composition-day">{t('day')}</Label>
            <Input
              id="composition-day"
              name="day"
              type="date"
              required
              defaultValue={today}
              min={addDays(today, -COMPOSITION_BACKDATE_DAYS)}
              max={today}
              aria-invalid={errors.day ? true : undefined}
              aria-describedby={errors.day ? 'composition-day-error' : undefined}
              className="max-w-48"
            />
            {errors.day && (
              <p id="composition-day-error" className="text-sm text-destructive">
                {errors.day}
              </p>
            )}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {COMPOSITION_FIELDS.map(({ key, label, unit, min, max, step }) => (
              <MeasureInput
                key={key}
                form="composition"
                name={key}
                label={
                  <>
                    {said(label)}
                    {unit && ` (${unit})`}
                    {key !== 'weightKg' && <span className="font-normal text-muted-foreground"> {t('optional')}</span>}
                  </>
                }
                min={min}
                max={max}
                step={step}
                required={key === 'weightKg'}
                error={errors[key]}
              />
            ))}
          </div>
          <Button type="submit" disabled={pending} className="justify-self-start">
            {pending ? t('saving') : t('save')}
          </Button>
        </>
      )}
    </ActionForm>
  );
}
