'use client';

import { useTranslations } from 'next-intl';
import { ActionForm } from '@/components/action-form';
import { MeasureInput } from '@/components/progress/measure-input';
import { Button } from '@/components/ui/button';
import { saveMeasurementsAction } from '@/lib/actions/measurements';
import { MEASURES, type MeasurementEntry, measurementsSchema } from '@/lib/domain/measurements';
import { useDomainText } from '@/lib/i18n/use-domain-text';

/** 'Add measurements': today's entry (filled in once made: saving again changes it), each field with how to measure. */
export function MeasurementsForm({ today }: { today: MeasurementEntry | null }) {
  const t = useTranslations('progress.measurementsForm');
  const said = useDomainText();
  return (
    <ActionForm action={saveMeasurementsAction} schema={measurementsSchema} toastSuccess className="grid gap-4">
      {({ pending, errors }) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {MEASURES.map(({ key, label, unit, min, max, howTo }) => (
              <MeasureInput
                key={key}
                form="measure"
                name={key}
                label={`${said(label)} (${unit})`}
                min={min}
                max={max}
                step={0.1}
                defaultValue={today?.[key] ?? undefined}
                hint={said(howTo)}
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
