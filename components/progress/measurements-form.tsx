'use client';

import { ActionForm } from '@/components/action-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { saveMeasurementsAction } from '@/lib/actions/measurements';
import { MEASURES, type MeasurementEntry, measurementsSchema } from '@/lib/domain/measurements';

/** 'Add measurements': today's entry (filled in once made: saving again changes it), each field with how to measure. */
export function MeasurementsForm({ today }: { today: MeasurementEntry | null }) {
  return (
    <ActionForm action={saveMeasurementsAction} schema={measurementsSchema} toastSuccess className="grid gap-4">
      {({ pending, errors }) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {MEASURES.map(({ key, label, unit, min, max, howTo }) => {
              const id = `measure-${key}`;
              const error = errors[key];
              return (
                <div key={key} className="grid content-start gap-1.5">
                  <Label htmlFor={id}>
                    {label} ({unit})
                  </Label>
                  <Input
                    id={id}
                    name={key}
                    type="number"
                    inputMode="decimal"
                    step="0.1"
                    min={min}
                    max={max}
                    defaultValue={today?.[key] ?? undefined}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={`${id}-how${error ? ` ${id}-error` : ''}`}
                    className="max-w-40"
                  />
                  <p id={`${id}-how`} className="text-xs text-muted-foreground">
                    {howTo}
                  </p>
                  {error && (
                    <p id={`${id}-error`} className="text-sm text-destructive">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
          <Button type="submit" disabled={pending} className="justify-self-start">
            {pending ? 'Saving…' : 'Save measurements'}
          </Button>
        </>
      )}
    </ActionForm>
  );
}
