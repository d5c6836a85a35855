'use client';

import { saveTargetsAction } from '@/lib/actions/coaching';
import { ActionForm } from '@/components/action-form';
import { FieldError } from '@/components/field-error';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { type TargetChange, type Targets, WORKOUT_PLAN_LABEL } from '@/lib/domain/coaching';
import { targetsSchema } from '@/lib/domain/coaching-schema';
import { formatMessageTime } from '@/lib/domain/support';

const NUMBER_FIELDS = [
  { name: 'targetWeight', label: 'Target weight (kg)', step: '0.1', inputMode: 'decimal' },
  { name: 'waterGlasses', label: 'Daily water target (glasses)', step: '1', inputMode: 'numeric' },
  { name: 'calories', label: 'Daily calorie target (kcal)', step: '1', inputMode: 'numeric' },
  { name: 'steps', label: 'Daily steps target', step: '1', inputMode: 'numeric' },
] as const;

const describe = (change: TargetChange) =>
  [
    change.targetWeight !== null && `weight ${change.targetWeight} kg`,
    change.waterGlasses !== null && `water ${change.waterGlasses} glasses`,
    change.calories !== null && `${change.calories} kcal`,
    change.steps !== null && `${change.steps} steps`,
    change.workoutPlan && WORKOUT_PLAN_LABEL[change.workoutPlan].toLowerCase(),
  ]
    .filter(Boolean)
    .join(', ') || 'the programme’s own';

/** 'Targets': empty fields keep the programme's own. Each save is kept, with who and when. */
export function TargetsForm({ customerId, targets, history }: { customerId: string; targets: Targets; history: TargetChange[] }) {
  return (
    <SectionCard title="Targets" id="targets" className="scroll-mt-4" contentClassName="grid gap-4">
      <ActionForm action={saveTargetsAction} schema={targetsSchema} className="grid gap-4 sm:grid-cols-2">
        {({ pending, result, errors }) => (
          <>
            <input type="hidden" name="customerId" value={customerId} />
            {NUMBER_FIELDS.map((field) => (
              <div key={field.name} className="grid content-start gap-1.5">
                <Label htmlFor={`target-${field.name}`}>{field.label}</Label>
                <Input
                  id={`target-${field.name}`}
                  name={field.name}
                  type="number"
                  step={field.step}
                  inputMode={field.inputMode}
                  defaultValue={result?.status === 'error' ? result.values?.[field.name] : (targets[field.name] ?? undefined)}
                  aria-invalid={errors[field.name] ? true : undefined}
                  aria-describedby={errors[field.name] ? `target-${field.name}-error` : undefined}
                />
                <FieldError id={`target-${field.name}-error`} message={errors[field.name]} />
              </div>
            ))}
            <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
              <Button type="submit" disabled={pending}>
                {pending ? 'Saving...' : 'Save targets'}
              </Button>
              {result?.status === 'ok' && (
                <p role="status" className="text-sm text-muted-foreground">
                  {result.data}
                </p>
              )}
            </div>
          </>
        )}
      </ActionForm>
      {history.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">Changes ({history.length})</summary>
          <ul className="mt-2 grid gap-1">
            {history.map((change) => (
              <li key={change.setAt}>
                <time dateTime={change.setAt} suppressHydrationWarning>
                  {formatMessageTime(change.setAt)}
                </time>
                , {change.setByName || 'a former coach'}: {describe(change)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </SectionCard>
  );
}
