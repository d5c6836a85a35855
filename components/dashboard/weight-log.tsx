'use client';

import { useTranslations } from 'next-intl';
import { logWeightAction } from '@/lib/actions/check-ins';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ActionForm } from '@/components/action-form';
import { useLoggedToday } from '@/components/offline/outbox-context';
import { useDomainText } from '@/lib/i18n/use-domain-text';

/** Today's weight: one entry a day, a second replaces the first. */
export function WeightLog({ todaysWeight: fromServer }: { todaysWeight: number | null }) {
  const todaysWeight = useLoggedToday({ waterGlasses: 0, weight: fromServer, workoutDone: false }).weight;
  const t = useTranslations('progress.weightLog');
  const said = useDomainText();
  return (
    <ActionForm
      action={logWeightAction}
      className="grid gap-2"
      offline={(form) => ({ kind: 'weight', weight: Number(form.get('weight')) })}
    >
      {({ pending, result }) => {
        const sent = result?.status === 'error' ? result.fieldErrors?.weight?.[0] : undefined;
        const error = sent && said(sent);
        return (
          <>
            <Label htmlFor="todays-weight">{t('label')}</Label>
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
                {pending ? t('saving') : t('log')}
              </Button>
            </div>
            {error && (
              <p id="todays-weight-error" className="text-sm text-destructive">
                {error}
              </p>
            )}
            {todaysWeight !== null && (
              <p className="text-sm text-muted-foreground">{t('logged', { weight: String(todaysWeight) })}</p>
            )}
          </>
        );
      }}
    </ActionForm>
  );
}
