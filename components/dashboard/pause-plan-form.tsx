'use client';

import { pauseMyPlanAction } from '@/app/(with-toaster)/dashboard/actions';
import { ActionForm } from '@/components/action-form';
import { FieldError } from '@/components/field-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PAUSE_DAYS } from '@/lib/domain/plans';
import { pausePlanSchema } from '@/lib/domain/plan-schema';

/** 'Pause my plan' for 7 days up to the plan's limit, from today: the end date moves by as many days. */
export function PausePlanForm({ maxDays }: { maxDays: number }) {
  return (
    <ActionForm action={pauseMyPlanAction} schema={pausePlanSchema} className="grid gap-2 rounded-lg border p-3">
      {({ pending, errors, result }) => (
        <>
          <p className="text-sm text-muted-foreground">
            Travelling or unwell? Pause once per plan for {PAUSE_DAYS.min} to {maxDays} days: your plan ends that much later, and
            you can still log.
          </p>
          <div className="flex flex-wrap items-end gap-2">
            <div className="grid gap-1.5">
              <Label htmlFor="pause-days">Days</Label>
              <Input
                id="pause-days"
                name="days"
                type="number"
                inputMode="numeric"
                min={PAUSE_DAYS.min}
                max={maxDays}
                defaultValue={result?.status === 'error' ? result.values?.days : PAUSE_DAYS.min}
                className="w-24"
                aria-invalid={errors.days ? true : undefined}
                aria-describedby={errors.days ? 'pause-days-error' : undefined}
              />
            </div>
            <Button type="submit" variant="outline" disabled={pending}>
              {pending ? 'Pausing...' : 'Pause my plan'}
            </Button>
          </div>
          <FieldError id="pause-days-error" message={errors.days} />
        </>
      )}
    </ActionForm>
  );
}
