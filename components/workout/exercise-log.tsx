'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ActionForm } from '@/components/action-form';
import { FieldError } from '@/components/field-error';
import { CircleCheck, CloudUpload, Icon } from '@/components/icons';
import { useOutbox } from '@/components/offline/outbox-context';
import { RestTimer } from '@/components/workout/rest-timer';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { logSetAction } from '@/lib/actions/workouts';
import type { ActionState } from '@/lib/actions/result';
import type { Exercise } from '@/lib/domain/exercises';
import type { ClientWrite } from '@/lib/domain/offline-writes';
import type { Target } from '@/lib/domain/progression';
import type { SetLog } from '@/lib/domain/workout-day';
import { logSetSchema } from '@/lib/domain/workout-log';

/** Equipment whose load a customer writes down. */
const LOADED = new Set<Exercise['equipment']>(['dumbbells', 'machine']);

interface ExerciseLogProps {
  slotId: string;
  exercise: Pick<Exercise, 'id' | 'name' | 'measure' | 'eachSide' | 'equipment'>;
  /** What it may be swapped for. */
  swaps: readonly Pick<Exercise, 'id' | 'name'>[];
  sets: number;
  target: Target;
  restSeconds: number;
  logged: readonly SetLog[];
}

type ShownSet = SetLog & { waiting: boolean };
type SetWrite = Extract<ClientWrite, { kind: 'workout-set' }>;

const numberOrNull = (value: FormDataEntryValue | null) => (value === null || String(value).trim() === '' ? null : Number(value));

type LogT = ReturnType<typeof useTranslations<'plan.exerciseLog'>>;

function setText(t: LogT, set: ShownSet, names: ReadonlyMap<string, string>, prescribed: string): string {
  if (set.skipped) return t('skipped');
  const done =
    set.seconds !== null
      ? t('seconds', { seconds: String(set.seconds) })
      : set.reps !== null
        ? set.kg
          ? t('repsAtKg', { reps: String(set.reps), kg: String(set.kg) })
          : t('reps', { reps: String(set.reps) })
        : t('done');
  return set.exerciseId === prescribed ? done : t('swapped', { done, exercise: names.get(set.exerciseId) ?? set.exerciseId });
}

/** A number a set is logged with (reps, seconds, kg); its message shows under the form. */
function CountField({
  id,
  name,
  label,
  max,
  step,
  defaultValue,
  error,
}: {
  id: string;
  name: string;
  label: string;
  max: number;
  /** Omitted: whole numbers. */
  step?: number;
  defaultValue: number | null;
  error: string | undefined;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        type="number"
        inputMode={step ? 'decimal' : 'numeric'}
        min={0}
        max={max}
        step={step}
        defaultValue={defaultValue ?? undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="w-24"
      />
    </div>
  );
}

/** Calls `onOk` each time the action answers ok (once an answer, however often the page redraws). */
function OnSuccess({ result, onOk }: { result: ActionState<unknown>; onOk: () => void }) {
  const latest = useRef(onOk);
  useEffect(() => {
    latest.current = onOk;
  });
  useEffect(() => {
    if (result?.status === 'ok') latest.current();
  }, [result]);
  return null;
}

/**
 * One exercise's sets: those logged (and those waiting on the phone to sync), then 'Log set' with
 * reps and kg or seconds (the target filled in), a swap where the plan allows one, 'Skip set', and
 * the rest timer after each set.
 */
export function ExerciseLog({ slotId, exercise, swaps, sets, target, restSeconds, logged }: ExerciseLogProps) {
  const t = useTranslations('plan.exerciseLog');
  const outbox = useOutbox();
  const [restFrom, setRestFrom] = useState<number | null>(null);
  const startRest = () => setRestFrom(restSeconds > 0 ? Date.now() : null);

  const bySet = new Map<number, ShownSet>(logged.map((set) => [set.setNumber, { ...set, waiting: false }]));
  for (const entry of outbox?.waiting ?? []) {
    if (entry.refused || entry.write.kind !== 'workout-set' || entry.write.slotId !== slotId) continue;
    const write = entry.write as SetWrite;
    bySet.set(write.setNumber, {
      setNumber: write.setNumber,
      exerciseId: write.exerciseId,
      reps: write.reps,
      seconds: write.seconds,
      kg: write.kg,
      skipped: write.skipped === 'yes',
      waiting: true,
    });
  }
  const shown = [...bySet.values()].sort((a, b) => a.setNumber - b.setNumber);
  const next = shown.length ? Math.max(...shown.map((set) => set.setNumber)) + 1 : 1;
  const names = new Map([exercise, ...swaps].map((choice) => [choice.id, choice.name]));
  const current = shown.findLast((set) => !set.skipped)?.exerciseId ?? exercise.id;
  const field = (name: string) => `${slotId}-${name}`;

  const draft = (form: FormData, skipped: boolean): Omit<SetWrite, 'id' | 'loggedAt'> => ({
    kind: 'workout-set',
    slotId,
    exerciseId: String(form.get('exerciseId') ?? exercise.id),
    setNumber: Number(form.get('setNumber')),
    reps: skipped ? null : numberOrNull(form.get('reps')),
    seconds: skipped ? null : numberOrNull(form.get('seconds')),
    kg: skipped ? null : numberOrNull(form.get('kg')),
    skipped: skipped ? 'yes' : undefined,
    shown: { name: names.get(String(form.get('exerciseId'))) ?? exercise.name },
  });

  return (
    <div className="grid gap-3">
      {shown.length > 0 && (
        <ol aria-label={t('setsLogged', { exercise: exercise.name })} className="grid gap-1 text-sm">
          {shown.map((set) => (
            <li key={set.setNumber} className="flex items-center gap-2">
              <Icon
                icon={set.waiting ? CloudUpload : CircleCheck}
                className={set.waiting ? 'size-4 text-warning' : 'size-4 text-success'}
              />
              <span>
                {t('set', { number: set.setNumber, done: setText(t, set, names, exercise.id) })}
                {set.waiting && <span className="text-muted-foreground">{t('waiting')}</span>}
              </span>
            </li>
          ))}
        </ol>
      )}
      {restFrom !== null && next <= sets && <RestTimer key={restFrom} seconds={restSeconds} onDone={() => setRestFrom(null)} />}
      {next > sets ? (
        <p className="flex items-center gap-2 text-sm font-medium text-success">
          <Icon icon={CircleCheck} className="size-4" />
          {t('allDone', { sets })}
        </p>
      ) : (
        <div className="grid gap-2">
          <ActionForm
            action={logSetAction}
            schema={logSetSchema}
            offline={(form) => draft(form, false)}
            onKept={startRest}
            className="grid gap-3"
          >
            {({ pending, result, errors }) => (
              <>
                <OnSuccess result={result} onOk={startRest} />
                <input type="hidden" name="slotId" value={slotId} />
                <input type="hidden" name="setNumber" value={next} />
                {swaps.length > 0 ? (
                  <div className="grid gap-1">
                    <Label htmlFor={field('exercise')}>{t('exercise')}</Label>
                    <NativeSelect id={field('exercise')} name="exerciseId" defaultValue={current}>
                      <option value={exercise.id}>{exercise.name}</option>
                      {swaps.map((swap) => (
                        <option key={swap.id} value={swap.id}>
                          {t('swapOption', { exercise: swap.name })}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                ) : (
                  <input type="hidden" name="exerciseId" value={exercise.id} />
                )}
                <div className="flex flex-wrap items-end gap-3">
                  {exercise.measure === 'seconds' ? (
                    <CountField
                      id={field('seconds')}
                      name="seconds"
                      label={exercise.eachSide ? t('secondsASide') : t('secondsLabel')}
                      max={3600}
                      defaultValue={target.seconds}
                      error={errors.seconds}
                    />
                  ) : (
                    <CountField
                      id={field('reps')}
                      name="reps"
                      label={exercise.eachSide ? t('repsASide') : t('repsLabel')}
                      max={200}
                      defaultValue={target.repsMax}
                      error={errors.reps}
                    />
                  )}
                  {LOADED.has(exercise.equipment) && (
                    <CountField
                      id={field('kg')}
                      name="kg"
                      label={t('kg')}
                      max={300}
                      step={0.25}
                      defaultValue={target.kg}
                      error={errors.kg}
                    />
                  )}
                  <Button type="submit" disabled={pending}>
                    {pending ? t('saving') : t('logSet', { number: next })}
                  </Button>
                </div>
                <FieldError id={field('reps-error')} message={errors.reps} />
                <FieldError id={field('seconds-error')} message={errors.seconds} />
                <FieldError id={field('kg-error')} message={errors.kg} />
              </>
            )}
          </ActionForm>
          <ActionForm action={logSetAction} offline={(form) => draft(form, true)}>
            {({ pending }) => (
              <>
                <input type="hidden" name="slotId" value={slotId} />
                <input type="hidden" name="setNumber" value={next} />
                <input type="hidden" name="exerciseId" value={current} />
                <input type="hidden" name="skipped" value="yes" />
                <Button type="submit" variant="ghost" size="sm" disabled={pending}>
                  {t('skipSet', { number: next })}
                </Button>
              </>
            )}
          </ActionForm>
        </div>
      )}
    </div>
  );
}
