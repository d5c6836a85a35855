'use client';

import { useTranslations } from 'next-intl';
import { ActionForm } from '@/components/action-form';
import { Field, InputField, type Sent, sentOr, SummaryField } from '@/components/builder-field';
import { ClientChecklist, CopyButton, DeleteTemplateForm, FoundList, RemoveButton } from '@/components/builder-forms';
import { FieldError } from '@/components/field-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import {
  addExerciseAction,
  assignToClientsAction,
  copyProgrammeAction,
  createProgrammeAction,
  deleteProgrammeAction,
  moveExerciseAction,
  removePartAction,
  saveProgrammeDetailsAction,
  savePhaseAction,
  savePrescriptionAction,
  saveWorkoutAction,
} from '@/lib/actions/programme-builder';
import type { AssignableClient, ProgrammeEditor } from '@/lib/db/programme-builder';
import { LIMITATION_LABEL } from '@/lib/domain/exercises';
import {
  addExerciseSchema,
  assignManySchema,
  deleteProgrammeSchema,
  moveExerciseSchema,
  newProgrammeSchema,
  phaseSchema,
  PHASE_NAME_MAX,
  prescriptionSchema,
  programmeDetailsSchema,
  programmeIdSchema,
  PROGRAMME_NAME,
  PROGRAMME_SUMMARY_MAX,
  removePartSchema,
  WEEK_DAYS,
  workoutSchema,
  WORKOUT_TITLE_MAX,
} from '@/lib/domain/programme-builder';
import type { StoredExercise } from '@/lib/domain/programmes';
import { useDomainText } from '@/lib/i18n/use-domain-text';

/** 'New programme': a name, then the builder opens on its three empty phases. */
export function NewProgrammeForm() {
  const t = useTranslations('builders.programmeForms');
  return (
    <ActionForm action={createProgrammeAction} schema={newProgrammeSchema} className="flex flex-wrap items-end gap-3">
      {({ pending, errors, result }) => (
        <>
          <InputField
            id="new-programme-name"
            name="name"
            label={t('name')}
            error={errors.name}
            result={result}
            saved={''}
            maxLength={PROGRAMME_NAME.max}
            className="w-72 max-w-full"
          />
          <Button type="submit" disabled={pending}>
            {pending ? t('creating') : t('newProgramme')}
          </Button>
        </>
      )}
    </ActionForm>
  );
}

/** 'Copy': the coach's own copy of a template, opened in the builder. */
export function CopyProgrammeButton({ programmeId, name }: { programmeId: string; name: string }) {
  return <CopyButton action={copyProgrammeAction} schema={programmeIdSchema} fields={{ programmeId }} name={name} />;
}

export function ProgrammeDetailsForm({ programme }: { programme: Pick<ProgrammeEditor, 'id' | 'name' | 'summary'> }) {
  const t = useTranslations('builders.programmeForms');
  return (
    <ActionForm action={saveProgrammeDetailsAction} schema={programmeDetailsSchema} toastSuccess className="grid gap-3">
      {({ pending, errors, result }) => (
        <>
          <input type="hidden" name="programmeId" value={programme.id} />
          <InputField
            id="programme-name"
            name="name"
            label={t('name')}
            error={errors.name}
            result={result}
            saved={programme.name}
            maxLength={PROGRAMME_NAME.max}
          />
          <SummaryField
            id="programme-summary"
            error={errors.summary}
            hint={t('summaryHint')}
            result={result}
            saved={programme.summary}
            maxLength={PROGRAMME_SUMMARY_MAX}
          />
          <Button type="submit" variant="outline" className="w-fit" disabled={pending}>
            {pending ? t('saving') : t('saveDetails')}
          </Button>
        </>
      )}
    </ActionForm>
  );
}

/** A phase's name and days, or 'Add phase' without one. */
export function PhaseForm({ programmeId, phase }: { programmeId: string; phase?: { id: string; name: string; days: number } }) {
  const key = phase?.id ?? 'new';
  const t = useTranslations('builders.programmeForms');
  return (
    <ActionForm action={savePhaseAction} schema={phaseSchema} toastSuccess className="flex flex-wrap items-start gap-3">
      {({ pending, errors, result }) => (
        <>
          <input type="hidden" name="programmeId" value={programmeId} />
          <input type="hidden" name="phaseId" value={phase?.id ?? ''} />
          <Field id={`phase-name-${key}`} label={phase ? t('phaseName') : t('newPhase')} error={errors.name}>
            {(described) => (
              <Input
                id={`phase-name-${key}`}
                name="name"
                maxLength={PHASE_NAME_MAX}
                defaultValue={sentOr(result, 'name', phase?.name ?? '')}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={described}
                className="w-48"
              />
            )}
          </Field>
          <Field id={`phase-days-${key}`} label={t('days')} error={errors.days}>
            {(described) => (
              <Input
                id={`phase-days-${key}`}
                name="days"
                type="number"
                inputMode="numeric"
                min={1}
                max={365}
                defaultValue={sentOr(result, 'days', phase ? String(phase.days) : '14')}
                aria-invalid={errors.days ? true : undefined}
                aria-describedby={described}
                className="w-24"
              />
            )}
          </Field>
          <Button type="submit" variant="outline" className="mt-6" disabled={pending}>
            {pending ? t('saving') : phase ? t('savePhase') : t('addPhase')}
          </Button>
        </>
      )}
    </ActionForm>
  );
}

/** A workout's title and days of the programme's week, or 'Add workout' to a phase. */
export function WorkoutForm({
  programmeId,
  phaseId,
  workout,
}: {
  programmeId: string;
  phaseId: string;
  workout?: { id: string; title: string; days: readonly number[] };
}) {
  const key = workout?.id ?? `new-${phaseId}`;
  const t = useTranslations('builders.programmeForms');
  return (
    <ActionForm action={saveWorkoutAction} schema={workoutSchema} toastSuccess className="grid gap-3">
      {({ pending, errors, result }) => {
        const sent = result?.status === 'error' ? result.values : undefined;
        return (
          <>
            <input type="hidden" name="programmeId" value={programmeId} />
            <input type="hidden" name="phaseId" value={phaseId} />
            <input type="hidden" name="workoutId" value={workout?.id ?? ''} />
            <Field id={`workout-title-${key}`} label={workout ? t('workoutTitle') : t('newWorkout')} error={errors.title}>
              {(described) => (
                <Input
                  id={`workout-title-${key}`}
                  name="title"
                  maxLength={WORKOUT_TITLE_MAX}
                  defaultValue={sentOr(result, 'title', workout?.title ?? '')}
                  aria-invalid={errors.title ? true : undefined}
                  aria-describedby={described}
                />
              )}
            </Field>
            <fieldset className="grid gap-2" aria-describedby={errors.day1 ? `workout-days-${key}-error` : undefined}>
              <legend className="text-sm font-medium">{t('weekDays')}</legend>
              <div className="flex flex-wrap gap-2">
                {WEEK_DAYS.map((day) => (
                  <label
                    key={day}
                    className="flex h-10 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-checked:border-primary has-checked:bg-primary/10 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
                  >
                    <input
                      type="checkbox"
                      name={`day${day}`}
                      defaultChecked={sent ? sent[`day${day}`] === 'on' : (workout?.days.includes(day) ?? false)}
                      className="size-4 accent-primary"
                    />
                    {t('day', { day })}
                  </label>
                ))}
              </div>
              <FieldError id={`workout-days-${key}-error`} message={errors.day1} />
            </fieldset>
            <Button type="submit" variant="outline" className="w-fit" disabled={pending}>
              {pending ? t('saving') : workout ? t('saveWorkout') : t('addWorkout')}
            </Button>
          </>
        );
      }}
    </ActionForm>
  );
}

/** 'Move up' and 'Move down' an exercise of a workout. */
export function MoveExercise({
  programmeId,
  slotId,
  name,
  first,
  last,
}: {
  programmeId: string;
  slotId: string;
  name: string;
  first: boolean;
  last: boolean;
}) {
  const t = useTranslations('builders.programmeForms');
  return (
    <ActionForm action={moveExerciseAction} schema={moveExerciseSchema} className="flex gap-1">
      {({ pending }) => (
        <>
          <input type="hidden" name="programmeId" value={programmeId} />
          <input type="hidden" name="slotId" value={slotId} />
          <Button
            type="submit"
            name="direction"
            value="up"
            size="sm"
            variant="ghost"
            disabled={pending || first}
            aria-label={t('moveUp', { name })}
          >
            {t('up')}
          </Button>
          <Button
            type="submit"
            name="direction"
            value="down"
            size="sm"
            variant="ghost"
            disabled={pending || last}
            aria-label={t('moveDown', { name })}
          >
            {t('down')}
          </Button>
        </>
      )}
    </ActionForm>
  );
}

/** 'Remove' a phase, workout or exercise; a phase or workout asks first, naming what goes with it. */
export function RemovePart({
  programmeId,
  part,
  id,
  name,
  confirm,
}: {
  programmeId: string;
  part: 'phase' | 'workout' | 'exercise';
  id: string;
  name: string;
  /** What goes with it, asked before it goes: 'Remove Build and its 2 workouts'. */
  confirm?: string;
}) {
  return (
    <RemoveButton
      action={removePartAction}
      schema={removePartSchema}
      fields={{ programmeId, part, id }}
      part={part}
      name={name}
      confirm={confirm}
    />
  );
}

/** The prescription of one exercise: sets × a rep range or a time, load, rest, effort, note, superset, progression. */
export function PrescriptionForm({
  programmeId,
  slot,
  measure,
  first,
}: {
  programmeId: string;
  slot: StoredExercise;
  measure: 'reps' | 'seconds';
  /** The workout's first exercise: no superset with the one before. */
  first: boolean;
}) {
  const t = useTranslations('builders.programmeForms');
  const p = slot.prescription;
  const id = (field: string) => `${field}-${slot.id}`;
  const number = (field: string, label: string, saved: number | null, errors: Record<string, string>, result: Sent) => (
    <Field id={id(field)} label={label} error={errors[field]}>
      {(described) => (
        <Input
          id={id(field)}
          name={field}
          inputMode="decimal"
          defaultValue={sentOr(result, field, saved === null ? '' : String(saved))}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={described}
          className="w-24"
        />
      )}
    </Field>
  );
  return (
    <ActionForm action={savePrescriptionAction} schema={prescriptionSchema} toastSuccess className="grid gap-3">
      {({ pending, errors, result }) => {
        const sent = result?.status === 'error' ? result.values : undefined;
        return (
          <>
            <input type="hidden" name="programmeId" value={programmeId} />
            <input type="hidden" name="slotId" value={slot.id} />
            <input type="hidden" name="measure" value={measure} />
            <div className="flex flex-wrap gap-3">
              {number('sets', t('sets'), p.sets, errors, result)}
              {measure === 'reps' ? (
                <>
                  {number('repsMin', t('repsFrom'), p.repsMin, errors, result)}
                  {number('repsMax', t('repsTo'), p.repsMax, errors, result)}
                  {number('kg', t('kg'), p.kg, errors, result)}
                </>
              ) : (
                number('seconds', t('seconds'), p.seconds, errors, result)
              )}
              {number('restSeconds', t('restSeconds'), p.restSeconds, errors, result)}
              {number('rpe', t('rpe'), slot.rpe, errors, result)}
            </div>
            <InputField
              id={id('note')}
              name="note"
              label={t('note')}
              error={errors.note}
              result={result}
              saved={slot.note}
              maxLength={200}
            />
            <div className="flex flex-wrap gap-4 text-sm">
              {!first && (
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    name="superset"
                    defaultChecked={sent ? sent.superset === 'on' : slot.superset}
                    className="size-4 accent-primary"
                  />
                  {t('superset')}
                </label>
              )}
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name="progression"
                  defaultChecked={sent ? sent.progression === 'on' : p.progression}
                  className="size-4 accent-primary"
                />
                {t('progression')}
              </label>
            </div>
            <Button type="submit" size="sm" variant="outline" className="w-fit" disabled={pending}>
              {pending ? t('saving') : t('save')}
            </Button>
          </>
        );
      }}
    </ActionForm>
  );
}

/** What 'Search exercises' found, each with 'Add' to the workout. */
export function AddExerciseResults({
  programmeId,
  workoutId,
  found,
  flaggedFor,
}: {
  programmeId: string;
  workoutId: string;
  found: readonly { id: string; name: string; hindi: string }[];
  /** A client's plan: the limitations each exercise may not suit, by id. */
  flaggedFor: Record<string, string[]>;
}) {
  const t = useTranslations('builders.programmeForms');
  return (
    <FoundList
      action={addExerciseAction}
      schema={addExerciseSchema}
      fields={{ programmeId, workoutId }}
      label={t('found')}
      submitName="exerciseId"
      items={found}
      note={(exercise) =>
        (flaggedFor[exercise.id] ?? []).length > 0 && (
          <span className="block text-xs text-destructive">
            {t('mayNotSuit', { limitations: flaggedFor[exercise.id]!.join(', ') })}
          </span>
        )
      }
    />
  );
}

/** 'Assign': tick clients; each gets their own copy, from a day or their day 1. */
export function AssignClientsForm({ programmeId, clients }: { programmeId: string; clients: readonly AssignableClient[] }) {
  const t = useTranslations('builders.programmeForms');
  const said = useDomainText();
  return (
    <ActionForm action={assignToClientsAction} schema={assignManySchema} toastSuccess className="grid gap-3">
      {({ pending, errors, result }) => {
        const sent = result?.status === 'error' ? result.values : undefined;
        return (
          <>
            <input type="hidden" name="programmeId" value={programmeId} />
            <ClientChecklist
              clients={clients}
              sent={sent}
              error={errors.customerIds}
              note={(client) =>
                client.flagged > 0 && (
                  <span className="basis-full text-xs text-destructive">
                    {t('clientFlagged', {
                      count: client.flagged,
                      limitations: client.limitations.map((flag) => said(LIMITATION_LABEL[flag]).toLowerCase()).join(', '),
                    })}
                  </span>
                )
              }
            />
            <Field id="assign-starts-on" label={t('startsOn')} error={errors.startsOn} hint={t('startsOnHint')}>
              {(described) => (
                <Input
                  id="assign-starts-on"
                  name="startsOn"
                  type="date"
                  defaultValue={sentOr(result, 'startsOn', '')}
                  aria-invalid={errors.startsOn ? true : undefined}
                  aria-describedby={described}
                  className="w-48"
                />
              )}
            </Field>
            <Button type="submit" className="w-fit" disabled={pending}>
              {pending ? t('assigning') : t('assign')}
            </Button>
          </>
        );
      }}
    </ActionForm>
  );
}

/** 'Delete programme': a template the coach made, after ticking that it cannot be undone. */
export function DeleteProgrammeForm({ programmeId, name }: { programmeId: string; name: string }) {
  return (
    <DeleteTemplateForm
      action={deleteProgrammeAction}
      schema={deleteProgrammeSchema}
      fields={{ programmeId }}
      name={name}
      noun="programme"
    />
  );
}
