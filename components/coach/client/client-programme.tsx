'use client';

import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
import { assignProgrammeAction, confirmProgrammeAction, swapExerciseAction } from '@/lib/actions/programme-review';
import { ActionForm } from '@/components/action-form';
import { FieldError } from '@/components/field-error';
import { TriangleAlert, Icon } from '@/components/icons';
import { ConfirmDefaultForm, ReviewBadge } from '@/components/coach/client/default-review';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { ClientProgramme } from '@/lib/db/programmes';
import { exerciseOf, isExerciseId, LIMITATION_LABEL } from '@/lib/domain/exercises';
import { formatDay } from '@/lib/domain/india-time';
import { assignProgrammeSchema, swapExerciseSchema } from '@/lib/domain/programme-review';
import { useDomainText } from '@/lib/i18n/use-domain-text';

/**
 * 'Workout plan': the client's programme, whether a coach has looked at it, and every exercise
 * flagged against their limitations with the substitutes that suit them.
 */
export function ClientProgrammeCard({
  customerId,
  plan,
  templates,
}: {
  customerId: string;
  plan: ClientProgramme['plan'];
  templates: ClientProgramme['templates'];
}) {
  const t = useTranslations('coach.programme');
  const locale = useLocale();
  const said = useDomainText();
  // The library's Hindi name for a Hindi reader.
  const exerciseName = (id: string, name: string) => (locale === 'hi' && isExerciseId(id) ? exerciseOf(id).hindi : name);
  return (
    <SectionCard title={t('title')} id="plan" className="scroll-mt-4" contentClassName="grid gap-4">
      {plan ? (
        <>
          <div className="grid gap-1">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              {plan.name}
              <ReviewBadge reviewedAt={plan.reviewedAt} />
            </p>
            <Link
              href={`/coach/programmes/${plan.id}`}
              className="w-fit text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('edit')}
            </Link>
            <p className="text-sm text-muted-foreground">
              {plan.startsOn ? t('from', { date: formatDay(plan.startsOn, locale) }) : t('fromDayOne')}
              {plan.needsClearance && (plan.clearanceConfirmed ? t('clearanceConfirmed') : t('clearanceWaiting'))}
            </p>
          </div>
          {/* One form for every swap, so it stays on the page (and says so) when its exercise leaves. */}
          <ActionForm
            action={swapExerciseAction}
            schema={swapExerciseSchema}
            toastSuccess
            className={plan.flagged.length > 0 ? undefined : 'contents'}
          >
            {({ pending }) => (
              <>
                <input type="hidden" name="customerId" value={customerId} />
                {plan.flagged.length > 0 && (
                  <ul className="grid gap-3" aria-label={t('flagged')}>
                    {plan.flagged.map((exercise) => (
                      <li key={exercise.exerciseId} className="grid gap-2 rounded-lg border border-destructive/40 p-3">
                        <p className="flex items-start gap-2 text-sm">
                          <Icon icon={TriangleAlert} className="mt-0.5 size-4 shrink-0 text-destructive" />
                          <span>
                            {t.rich('mayNotSuit', {
                              exercise: exerciseName(exercise.exerciseId, exercise.name),
                              flags: exercise.flags.map((flag) => said(LIMITATION_LABEL[flag]).toLowerCase()).join(', '),
                              workouts: exercise.workouts.join(', '),
                              name: (chunks) => <span className="font-medium">{chunks}</span>,
                            })}
                          </span>
                        </p>
                        {exercise.substitutes.length > 0 ? (
                          <div className="flex flex-wrap gap-2">
                            {exercise.substitutes.map((substitute) => (
                              <Button
                                key={substitute.id}
                                type="submit"
                                name="swap"
                                value={`${exercise.exerciseId}:${substitute.id}`}
                                size="sm"
                                variant="outline"
                                disabled={pending}
                              >
                                {t('swapFor', { name: exerciseName(substitute.id, substitute.name) })}
                              </Button>
                            ))}
                          </div>
                        ) : (
                          <p className="text-sm text-muted-foreground">{t('noSubstitute')}</p>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </>
            )}
          </ActionForm>
          <ConfirmDefaultForm
            action={confirmProgrammeAction}
            customerId={customerId}
            reviewedAt={plan.reviewedAt}
            explanation={t('explanation')}
            label={t('confirm')}
          />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{t('none')}</p>
      )}
      {plan && <AssignForm customerId={customerId} current={plan.name} templates={templates} />}
    </SectionCard>
  );
}

/** 'Assign another plan': the client's own copy of a template, from a day or their day 1. */
function AssignForm({
  customerId,
  current,
  templates,
}: {
  customerId: string;
  current: string;
  templates: ClientProgramme['templates'];
}) {
  const t = useTranslations('coach.programme');
  return (
    <details className="rounded-lg border p-3">
      <summary className="cursor-pointer text-sm font-medium">{t('assignAnother')}</summary>
      <ActionForm action={assignProgrammeAction} schema={assignProgrammeSchema} toastSuccess className="mt-3 grid gap-3">
        {({ pending, result, errors }) => {
          const sent = result?.status === 'error' ? result.values : undefined;
          return (
            <>
              <input type="hidden" name="customerId" value={customerId} />
              <div className="grid gap-1.5">
                <Label htmlFor="assign-programme">{t('plan')}</Label>
                <NativeSelect
                  id="assign-programme"
                  name="programmeId"
                  defaultValue={sent?.programmeId ?? ''}
                  aria-invalid={errors.programmeId ? true : undefined}
                  aria-describedby={errors.programmeId ? 'assign-programme-error' : undefined}
                >
                  <option value="">{t('choose')}</option>
                  {templates.map((template) => (
                    <option key={template.id} value={template.id}>
                      {template.name}
                    </option>
                  ))}
                </NativeSelect>
                <FieldError id="assign-programme-error" message={errors.programmeId} />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="assign-starts-on">{t('startsOn')}</Label>
                <Input
                  id="assign-starts-on"
                  name="startsOn"
                  type="date"
                  defaultValue={sent?.startsOn}
                  aria-invalid={errors.startsOn ? true : undefined}
                  aria-describedby={errors.startsOn ? 'assign-starts-on-hint assign-starts-on-error' : 'assign-starts-on-hint'}
                />
                <p id="assign-starts-on-hint" className="text-xs text-muted-foreground">
                  {t('startsOnHint', { current })}
                </p>
                <FieldError id="assign-starts-on-error" message={errors.startsOn} />
              </div>
              <Button type="submit" variant="outline" className="w-fit" disabled={pending}>
                {pending ? t('assigning') : t('assign')}
              </Button>
            </>
          );
        }}
      </ActionForm>
    </details>
  );
}
