'use client';

import { useEffect, useRef } from 'react';
import { createOwnFoodAction } from '@/lib/actions/food-log';
import { ActionForm } from '@/components/action-form';
import { FieldError } from '@/components/field-error';
import { SheetButtons } from './form-parts';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/sonner';
import type { ActionState } from '@/lib/actions/result';
import type { FoodMatch } from '@/lib/db/foods';
import { DIET_LABEL, DIETS, FOOD_LOG_MESSAGES, ownFoodSchema } from '@/lib/domain/food-log';

const NUMBERS = [
  ['grams', 'Serving weight (g or ml)', '1'],
  ['kcal', 'Energy (kcal)', '1'],
  ['protein', 'Protein (g)', '0.1'],
  ['carbs', 'Carbohydrate (g)', '0.1'],
  ['fat', 'Fat (g)', '0.1'],
  ['fibre', 'Fibre (g)', '0.1'],
] as const;

interface OwnFoodFormProps {
  initialName: string;
  onCreated: (food: FoodMatch) => void;
  onBack: () => void;
}

function Field({ name, label, error, children }: { name: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={`own-food-${name}`}>{label}</Label>
      {children}
      <FieldError id={`own-food-${name}-error`} message={error} />
    </div>
  );
}

const described = (name: string, error: string | undefined) => ({
  id: `own-food-${name}`,
  name,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `own-food-${name}-error` : undefined,
});

/** Once per saved result: a toast, and the new food is chosen to log. */
function Created({ result, onCreated }: { result: ActionState<FoodMatch | undefined>; onCreated: (food: FoodMatch) => void }) {
  const handled = useRef<ActionState<FoodMatch | undefined>>(null);
  useEffect(() => {
    if (result?.status !== 'ok' || !result.data || handled.current === result) return;
    handled.current = result;
    toast.success(FOOD_LOG_MESSAGES.ownAdded(result.data.name));
    onCreated(result.data);
  }, [result, onCreated]);
  return null;
}

/** 'Create a food': the customer's own, with one serving's values from its pack or their recipe; logged next. */
export function OwnFoodForm({ initialName, onCreated, onBack }: OwnFoodFormProps) {
  return (
    <ActionForm action={createOwnFoodAction} schema={ownFoodSchema} className="grid gap-4">
      {({ pending, result, errors }) => {
        // After a refusal the form shows what was sent (React resets a form once its action ends).
        const sent = (name: string) => (result?.status === 'error' ? result.values?.[name] : undefined);
        return (
          <>
            <Created result={result} onCreated={onCreated} />
            <p className="text-sm text-muted-foreground">
              Only you (and your coach) see it. Give one serving&apos;s values, from its pack or your recipe.
            </p>
            <Field name="name" label="Name" error={errors.name}>
              <Input
                {...described('name', errors.name)}
                defaultValue={sent('name') ?? initialName}
                autoComplete="off"
                autoFocus
                maxLength={80}
              />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field name="serving" label="One serving is" error={errors.serving}>
                <Input
                  {...described('serving', errors.serving)}
                  defaultValue={sent('serving')}
                  placeholder="1 bowl"
                  autoComplete="off"
                  maxLength={40}
                />
              </Field>
              <Field name="diet" label="Diet" error={errors.diet}>
                <NativeSelect {...described('diet', errors.diet)} defaultValue={sent('diet') ?? 'veg'}>
                  {DIETS.map((diet) => (
                    <option key={diet} value={diet}>
                      {DIET_LABEL[diet]}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            </div>
            <div className="grid grid-cols-2 gap-4">
              {NUMBERS.map(([name, label, step]) => (
                <Field key={name} name={name} label={label} error={errors[name]}>
                  <Input
                    {...described(name, errors[name])}
                    defaultValue={sent(name)}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={step}
                  />
                </Field>
              ))}
            </div>
            <SheetButtons label={{ idle: 'Save food', busy: 'Saving...' }} pending={pending} onBack={onBack} />
          </>
        );
      }}
    </ActionForm>
  );
}
