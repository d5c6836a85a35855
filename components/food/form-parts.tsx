'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { ArrowLeft, Icon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/sonner';
import type { ActionState } from '@/lib/actions/result';
import { type Meal, MEAL_LABEL, MEALS } from '@/lib/domain/progress';
import { useDomainText } from '@/lib/i18n/use-domain-text';

/** A quantity of servings, in halves (the schema's 0.5 to 20), pointing at its message when there is one. */
export function QuantityInput({ id, error, ...props }: React.ComponentProps<typeof Input> & { id: string; error?: string }) {
  return (
    <Input
      id={id}
      name="quantity"
      type="number"
      inputMode="decimal"
      step="0.5"
      min={0.5}
      max={20}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      {...props}
    />
  );
}

/** The sheet's submit button and its way back to the search. */
export function SheetButtons({
  label,
  pending,
  onBack,
}: {
  label: { idle: string; busy: string };
  pending: boolean;
  onBack: () => void;
}) {
  const t = useTranslations('food.sheet');
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={pending} className="flex-1 sm:flex-none">
        {pending ? label.busy : label.idle}
      </Button>
      <Button type="button" variant="outline" onClick={onBack}>
        <Icon icon={ArrowLeft} />
        {t('backToSearch')}
      </Button>
    </div>
  );
}

/** 'Meal', the spec's four. */
export function MealSelect({ meal, onMeal }: { meal: Meal; onMeal: (meal: Meal) => void }) {
  const t = useTranslations('food.sheet');
  const said = useDomainText();
  return (
    <div className="grid gap-2">
      <Label htmlFor="food-meal">{t('meal')}</Label>
      <NativeSelect id="food-meal" name="meal" value={meal} onChange={(event) => onMeal(event.target.value as Meal)}>
        {MEALS.map((option) => (
          <option key={option} value={option}>
            {said(MEAL_LABEL[option])}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** Once per saved result: a toast ('Idli added to Breakfast'), and the sheet closes. */
export function Added({
  result,
  food,
  meal,
  onAdded,
}: {
  result: ActionState<unknown>;
  food: string;
  meal: Meal;
  onAdded: (meal: Meal) => void;
}) {
  const t = useTranslations('food.sheet');
  const said = useDomainText();
  const handled = useRef<ActionState<unknown>>(null);
  useEffect(() => {
    if (result?.status !== 'ok' || handled.current === result) return;
    handled.current = result;
    toast.success(t('added', { food, meal: said(MEAL_LABEL[meal]), mealKey: meal }));
    onAdded(meal);
  }, [result, food, meal, onAdded, t, said]);
  return null;
}
