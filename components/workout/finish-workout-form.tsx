'use client';

import { useTranslations } from 'next-intl';
import { ActionForm } from '@/components/action-form';
import { FieldError } from '@/components/field-error';
import { Button } from '@/components/ui/button';
import { ChoiceChip } from '@/components/ui/choice-chip';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { finishWorkoutAction } from '@/lib/actions/workouts';
import { FEELING_LABEL, FEELINGS, finishWorkoutSchema, type Feeling } from '@/lib/domain/workout-log';
import { useDomainText } from '@/lib/i18n/use-domain-text';

/** 'Finish workout': 'How did it feel?' and a note for the coach. */
export function FinishWorkoutForm() {
  const t = useTranslations('plan.finish');
  const said = useDomainText();
  return (
    <ActionForm
      action={finishWorkoutAction}
      schema={finishWorkoutSchema}
      offline={(form) => ({
        kind: 'workout-finish',
        feeling: form.get('feeling') as Feeling,
        note: String(form.get('note') ?? '').trim() || null,
      })}
      className="grid gap-4 rounded-xl border p-4"
    >
      {({ pending, errors, result }) => {
        const sent = result?.status === 'error' ? result.values : undefined;
        return (
          <>
            <fieldset className="grid gap-2" aria-describedby={errors.feeling ? 'feeling-error' : undefined}>
              <legend className="font-semibold">{t('feeling')}</legend>
              <div className="flex flex-wrap gap-2">
                {FEELINGS.map((feeling) => (
                  <ChoiceChip
                    key={feeling}
                    name="feeling"
                    value={feeling}
                    defaultChecked={sent?.feeling === feeling}
                    className="px-4"
                  >
                    {said(FEELING_LABEL[feeling])}
                  </ChoiceChip>
                ))}
              </div>
              <FieldError id="feeling-error" message={errors.feeling} />
            </fieldset>
            <div className="grid gap-1.5">
              <Label htmlFor="workout-note">{t('note')}</Label>
              <Textarea
                id="workout-note"
                name="note"
                rows={2}
                maxLength={500}
                defaultValue={sent?.note}
                aria-invalid={errors.note ? true : undefined}
                aria-describedby={errors.note ? 'workout-note-error' : undefined}
              />
              <FieldError id="workout-note-error" message={errors.note} />
            </div>
            <Button type="submit" className="w-fit" disabled={pending}>
              {pending ? t('saving') : t('finish')}
            </Button>
          </>
        );
      }}
    </ActionForm>
  );
}
