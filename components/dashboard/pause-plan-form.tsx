'use client';

import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
import { useState } from 'react';
import { pauseMyPlanAction, resumeMyPlanAction } from '@/lib/actions/plans';
import { ActionForm } from '@/components/action-form';
import { FieldError } from '@/components/field-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatDay } from '@/lib/domain/india-time';
import { PAUSE_DAYS, type PausePreview } from '@/lib/domain/plans';
import { pausePlanSchema, resumePlanSchema } from '@/lib/domain/plan-schema';

/** The confirmation: the pause's days and the plan's new end, then 'Confirm pause' or 'Cancel'. */
function ConfirmPause({ preview, pending, onCancel }: { preview: PausePreview; pending: boolean; onCancel: () => void }) {
  const t = useTranslations('dashboard.pause');
  const locale = useLocale();
  return (
    <div className="grid gap-2" role="group" aria-labelledby="pause-confirm-title">
      <p id="pause-confirm-title" className="text-sm font-medium">
        {t('confirm', { days: String(preview.days), date: formatDay(preview.until, locale) })}
      </p>
      <p className="text-sm text-muted-foreground">
        {t.rich('newEnd', {
          newEnd: formatDay(preview.newEndsOn, locale),
          end: formatDay(preview.endsOn, locale),
          strong: (chunks) => <span className="font-medium text-foreground">{chunks}</span>,
        })}
      </p>
      <input type="hidden" name="days" value={preview.days} />
      <input type="hidden" name="confirmed" value="yes" />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? t('pausing') : t('confirmPause')}
        </Button>
        {/* A link, so Cancel works without JavaScript too (the page comes back with the form). */}
        <Button asChild variant="ghost">
          <Link
            href="/plan#your-plan"
            onClick={(event) => {
              event.preventDefault();
              onCancel();
            }}
          >
            {t('cancel')}
          </Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * 'Pause my plan' for 7 days up to the plan's limit, from today: the first post shows the new end
 * date, and only 'Confirm pause' pauses (with or without JavaScript).
 */
export function PausePlanForm({ maxDays }: { maxDays: number }) {
  // A new form after 'Cancel': the confirmation step is the action's answer, so the form starts over.
  const [attempt, setAttempt] = useState(0);
  const t = useTranslations('dashboard.pause');
  return (
    <ActionForm key={attempt} action={pauseMyPlanAction} schema={pausePlanSchema} className="grid gap-2 rounded-lg border p-3">
      {({ pending, errors, result }) => {
        const preview = result?.status === 'ok' && 'preview' in result.data ? result.data.preview : null;
        if (preview) return <ConfirmPause preview={preview} pending={pending} onCancel={() => setAttempt((n) => n + 1)} />;
        return (
          <>
            <p className="text-sm text-muted-foreground">{t('intro', { min: String(PAUSE_DAYS.min), max: String(maxDays) })}</p>
            <div className="flex flex-wrap items-end gap-2">
              <div className="grid gap-1.5">
                <Label htmlFor="pause-days">{t('days')}</Label>
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
                {pending ? t('checking') : t('pause')}
              </Button>
            </div>
            <FieldError id="pause-days-error" message={errors.days} />
          </>
        );
      }}
    </ActionForm>
  );
}

/** 'Resume now' during a pause: the plan's end moves back by the days not used. */
export function ResumePlanForm({ pausedUntil }: { pausedUntil: string }) {
  const t = useTranslations('dashboard.pause');
  const locale = useLocale();
  return (
    <ActionForm action={resumeMyPlanAction} schema={resumePlanSchema} className="grid gap-2 rounded-lg border p-3">
      {({ pending }) => (
        <>
          <p className="text-sm text-muted-foreground">{t('resumeIntro', { date: formatDay(pausedUntil, locale) })}</p>
          <Button type="submit" variant="outline" className="justify-self-start" disabled={pending}>
            {pending ? t('resuming') : t('resume')}
          </Button>
        </>
      )}
    </ActionForm>
  );
}
