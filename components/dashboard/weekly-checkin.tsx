'use client';

import { useTranslations } from 'next-intl';
import { submitWeeklyCheckinAction } from '@/lib/actions/check-ins';
import { ActionForm } from '@/components/action-form';
import { FieldError } from '@/components/field-error';
import { Button } from '@/components/ui/button';
import { ChoiceChip } from '@/components/ui/choice-chip';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { WEEKLY_SCORE_LABEL, WEEKLY_SCORES, type WeekSlot } from '@/lib/domain/coaching';
import { weeklyCheckinSchema } from '@/lib/domain/coaching-schema';
import { useDomainText } from '@/lib/i18n/use-domain-text';

const SCORES = [1, 2, 3, 4, 5] as const;

/** 'Weekly check-in': four scores of 1-5, this week's wins and struggles, and the waist if measured. */
export function WeeklyCheckinForm({ slot }: { slot: WeekSlot }) {
  const t = useTranslations('progress.weeklyForm');
  const said = useDomainText();
  return (
    <ActionForm action={submitWeeklyCheckinAction} schema={weeklyCheckinSchema} className="grid gap-4">
      {({ pending, result, errors }) => {
        const sent = result?.status === 'error' ? result.values : undefined;
        return (
          <>
            <p className="text-sm text-muted-foreground">{t('intro', { week: slot.week })}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              {WEEKLY_SCORES.map((score) => (
                <fieldset key={score} className="grid gap-1.5" aria-describedby={errors[score] ? `${score}-error` : undefined}>
                  <legend className="text-sm font-medium">{t('scoreLegend', { score: said(WEEKLY_SCORE_LABEL[score]) })}</legend>
                  <div className="flex gap-1">
                    {SCORES.map((value) => (
                      <ChoiceChip
                        key={value}
                        name={score}
                        value={value}
                        defaultChecked={sent?.[score] === String(value)}
                        aria-label={`${said(WEEKLY_SCORE_LABEL[score])} ${value}`}
                        className="w-10"
                      >
                        {value}
                      </ChoiceChip>
                    ))}
                  </div>
                  <FieldError id={`${score}-error`} message={errors[score]} />
                </fieldset>
              ))}
            </div>
            {(['wins', 'struggles'] as const).map((field) => (
              <div key={field} className="grid gap-1.5">
                <Label htmlFor={`weekly-${field}`}>{t(field)}</Label>
                <Textarea
                  id={`weekly-${field}`}
                  name={field}
                  rows={2}
                  defaultValue={sent?.[field]}
                  aria-invalid={errors[field] ? true : undefined}
                  aria-describedby={errors[field] ? `weekly-${field}-error` : undefined}
                />
                <FieldError id={`weekly-${field}-error`} message={errors[field]} />
              </div>
            ))}
            <div className="grid gap-1.5">
              <Label htmlFor="weekly-waist">{t('waist')}</Label>
              <Input
                id="weekly-waist"
                name="waistCm"
                type="number"
                inputMode="decimal"
                step="0.1"
                className="max-w-40"
                defaultValue={sent?.waistCm}
                aria-invalid={errors.waistCm ? true : undefined}
                aria-describedby={errors.waistCm ? 'weekly-waist-error' : undefined}
              />
              <FieldError id="weekly-waist-error" message={errors.waistCm} />
            </div>
            <Button type="submit" disabled={pending} className="w-fit">
              {pending ? t('sending') : t('send')}
            </Button>
          </>
        );
      }}
    </ActionForm>
  );
}
