'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
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
import { useDomainText } from '@/lib/i18n/use-domain-text';

const NUMBERS = [
  ['grams', '1'],
  ['kcal', '1'],
  ['protein', '0.1'],
  ['carbs', '0.1'],
  ['fat', '0.1'],
  ['fibre', '0.1'],
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
  const said = useDomainText();
  const handled = useRef<ActionState<FoodMatch | undefined>>(null);
  useEffect(() => {
    if (result?.status !== 'ok' || !result.data || handled.current === result) return;
    handled.current = result;
    toast.success(said(FOOD_LOG_MESSAGES.ownAdded(result.data.name)));
    onCreated(result.data);
  }, [result, onCreated, said]);
  return null;
}

/** 'Create a food': the customer's own, with one serving's values from its pack or their recipe; logged next. */
export function OwnFoodForm({ initialName, onCreated, onBack }: OwnFoodFormProps) {
  const t = useTranslations('food.ownFood');
  const said = useDomainText();
  return (
    <ActionForm action={createOwnFoodAction} schema={ownFoodSchema} className="grid gap-4">
      {({ pending, result, errors }) => {
        // After a refusal the form shows what was sent (React resets a form once its action ends).
        const sent = (name: string) => (result?.status === 'error' ? result.values?.[name] : undefined);
        return (
          <>
            <Created result={result} onCreated={onCreated} />
            <p className="text-sm text-muted-foreground">{t('intro')}</p>
            <Field name="name" label={t('name')} error={errors.name}>
              <Input
                {...described('name', errors.name)}
                defaultValue={sent('name') ?? initialName}
                autoComplete="off"
                autoFocus
                maxLength={80}
              />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field name="serving" label={t('serving')} error={errors.serving}>
                <Input
                  {...described('serving', errors.serving)}
                  defaultValue={sent('serving')}
                  placeholder={t('servingPlaceholder')}
                  autoComplete="off"
                  maxLength={40}
                />
              </Field>
              <Field name="diet" label={t('diet')} error={errors.diet}>
                <NativeSelect {...described('diet', errors.diet)} defaultValue={sent('diet') ?? 'veg'}>
                  {DIETS.map((diet) => (
                    <option key={diet} value={diet}>
                      {said(DIET_LABEL[diet])}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            </div>
            <div className="grid grid-cols-2 gap-4">
              {NUMBERS.map(([name, step]) => (
                <Field key={name} name={name} label={t(`numbers.${name}`)} error={errors[name]}>
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
            <SheetButtons label={{ idle: t('save'), busy: t('saving') }} pending={pending} onBack={onBack} />
          </>
        );
      }}
    </ActionForm>
  );
}
