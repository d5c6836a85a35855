'use client';

import Link from 'next/link';
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
import { LIMITATION_LABEL } from '@/lib/domain/exercises';
import { formatDay } from '@/lib/domain/india-time';
import { assignProgrammeSchema, swapExerciseSchema } from '@/lib/domain/programme-review';

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
  return (
    <SectionCard title="Workout plan" id="plan" className="scroll-mt-4" contentClassName="grid gap-4">
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
              Edit this plan
            </Link>
            <p className="text-sm text-muted-foreground">
              {plan.startsOn ? `From ${formatDay(plan.startsOn)}` : 'From the client’s day 1'}
              {plan.needsClearance &&
                (plan.clearanceConfirmed
                  ? ' · doctor’s clearance confirmed by the client'
                  : ' · waits for the client to confirm a doctor’s clearance')}
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
                  <ul className="grid gap-3" aria-label="Exercises flagged against the limitations">
                    {plan.flagged.map((exercise) => (
                      <li key={exercise.exerciseId} className="grid gap-2 rounded-lg border border-destructive/40 p-3">
                        <p className="flex items-start gap-2 text-sm">
                          <Icon icon={TriangleAlert} className="mt-0.5 size-4 shrink-0 text-destructive" />
                          <span>
                            <span className="font-medium">{exercise.name}</span> may not suit:{' '}
                            {exercise.flags.map((flag) => LIMITATION_LABEL[flag].toLowerCase()).join(', ')}. In{' '}
                            {exercise.workouts.join(', ')}.
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
                                Swap for {substitute.name}
                              </Button>
                            ))}
                          </div>
                        ) : (
                          <p className="text-sm text-muted-foreground">No substitute in the library suits these limitations.</p>
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
            explanation="Until you confirm it, the plan follows the profile and the limitations."
            label="Confirm this plan"
          />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">No workout plan yet: it comes with the client&apos;s first plan.</p>
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
  return (
    <details className="rounded-lg border p-3">
      <summary className="cursor-pointer text-sm font-medium">Assign another plan</summary>
      <ActionForm action={assignProgrammeAction} schema={assignProgrammeSchema} toastSuccess className="mt-3 grid gap-3">
        {({ pending, result, errors }) => {
          const sent = result?.status === 'error' ? result.values : undefined;
          return (
            <>
              <input type="hidden" name="customerId" value={customerId} />
              <div className="grid gap-1.5">
                <Label htmlFor="assign-programme">Plan</Label>
                <NativeSelect
                  id="assign-programme"
                  name="programmeId"
                  defaultValue={sent?.programmeId ?? ''}
                  aria-invalid={errors.programmeId ? true : undefined}
                  aria-describedby={errors.programmeId ? 'assign-programme-error' : undefined}
                >
                  <option value="">Choose a plan</option>
                  {templates.map((template) => (
                    <option key={template.id} value={template.id}>
                      {template.name}
                    </option>
                  ))}
                </NativeSelect>
                <FieldError id="assign-programme-error" message={errors.programmeId} />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="assign-starts-on">Starts on (optional)</Label>
                <Input
                  id="assign-starts-on"
                  name="startsOn"
                  type="date"
                  defaultValue={sent?.startsOn}
                  aria-invalid={errors.startsOn ? true : undefined}
                  aria-describedby={errors.startsOn ? 'assign-starts-on-hint assign-starts-on-error' : 'assign-starts-on-hint'}
                />
                <p id="assign-starts-on-hint" className="text-xs text-muted-foreground">
                  Empty: from the client&apos;s day 1. It replaces {current}; the workouts logged stay.
                </p>
                <FieldError id="assign-starts-on-error" message={errors.startsOn} />
              </div>
              <Button type="submit" variant="outline" className="w-fit" disabled={pending}>
                {pending ? 'Assigning...' : 'Assign'}
              </Button>
            </>
          );
        }}
      </ActionForm>
    </details>
  );
}
