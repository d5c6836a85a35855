'use client';

import { logWeightAction } from '@/lib/actions/check-ins';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ActionForm } from '@/components/action-form';
import { useLoggedToday } from '@/components/offline/outbox-context';

/** Today's weight: one entry a day, a second replaces the first. */
export function WeightLog({ todaysWeight: fromServer }: { todaysWeight: number | null }) {
  const todaysWeight = useLoggedToday({ waterGlasses: 0, weight: fromServer, workoutDone: false }).weight;
  return (
    <ActionForm
      action={logWeightAction}
      className="grid gap-2"
      offline={(form) => ({ kind: 'weight', weight: Number(form.get('weight')) })}
    >
      {({ pending, result }) => {
        const error = result?.status === 'error' ? result.fieldErrors?.weight?.[0] : undefined;
        return (
          <>
            <Label htmlFor="todays-weight">Today&apos;s weight (kg)</Label>
            <div className="flex gap-2">
              <Input
                id="todays-weight"
                name="weight"
                type="number"
                inputMode="decimal"
                step="0.1"
                min={30}
                max={300}
                required
                defaultValue={todaysWeight ?? undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'todays-weight-error' : undefined}
                className="max-w-40"
              />
              <Button type="submit" disabled={pending}>
                {pending ? 'Saving...' : 'Log weight'}
              </Button>
            </div>
            {error && (
              <p id="todays-weight-error" className="text-sm text-destructive">
                {error}
              </p>
            )}
            {todaysWeight !== null && (
              <p className="text-sm text-muted-foreground">Logged today: {todaysWeight} kg. A new entry replaces it.</p>
            )}
          </>
        );
      }}
    </ActionForm>
  );
}
