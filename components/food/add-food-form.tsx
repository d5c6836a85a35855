'use client';

import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { logFoodAction } from '@/lib/actions/food-log';
import { ActionForm } from '@/components/action-form';
import { FieldError } from '@/components/field-error';
import { Added, MealSelect, QuantityInput, SheetButtons } from './form-parts';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/sonner';
import type { FoodMatch } from '@/lib/db/foods';
import { logFoodSchema } from '@/lib/domain/food-log';
import { OFFLINE_MESSAGES } from '@/lib/domain/offline-writes';
import { nutrientsOfPortion } from '@/lib/domain/foods/nutrients';
import type { Meal } from '@/lib/domain/progress';
import { useDomainText } from '@/lib/i18n/use-domain-text';
import { foodNames } from './food-name';

/** A food chosen to log, with the serving and quantity to start from. */
export interface Chosen {
  food: FoodMatch;
  servingLabel: string;
  quantity: number;
}

interface AddFoodFormProps {
  chosen: Chosen;
  meal: Meal;
  onAdded: (meal: Meal) => void;
  onBack: () => void;
}

/** 'Serving', 'Quantity' (halves) and 'Meal' for the chosen food, what that comes to, then 'Add'. */
export function AddFoodForm({ chosen, meal: startMeal, onAdded, onBack }: AddFoodFormProps) {
  const t = useTranslations('food.addFood');
  const sheet = useTranslations('food.sheet');
  const said = useDomainText();
  const { food } = chosen;
  const { shown, other } = foodNames(food, useLocale());
  const [servingLabel, setServingLabel] = useState(chosen.servingLabel);
  const [quantity, setQuantity] = useState(String(chosen.quantity));
  const [meal, setMeal] = useState(startMeal);
  // The button that chose the food is gone: the focus goes to what was chosen, not to the page.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const serving = food.servings.find((candidate) => candidate.label === servingLabel) ?? food.servings[0]!;
  const amount = Number(quantity);
  const portion = Number.isFinite(amount) && amount > 0 ? nutrientsOfPortion(food.per100g, serving.grams, amount) : null;

  return (
    <ActionForm
      action={logFoodAction}
      schema={logFoodSchema}
      offline={() => ({
        kind: 'food',
        foodId: food.id,
        serving: serving.label,
        quantity: amount,
        meal,
        shown: { name: shown, kcal: portion?.kcal ?? 0 },
      })}
      onKept={() => {
        toast.success(t('keptOnPhone', { food: shown }), { description: said(OFFLINE_MESSAGES.saved) });
        onAdded(meal);
      }}
      className="grid gap-4"
    >
      {({ pending, result, errors }) => (
        <>
          <Added result={result} food={shown} meal={meal} onAdded={onAdded} />
          <input type="hidden" name="foodId" value={food.id} />
          <div>
            <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
              {shown}
            </h3>
            {other && (
              <p lang={other.lang} className="text-sm text-muted-foreground">
                {other.name}
              </p>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor="food-serving">{t('serving')}</Label>
            <NativeSelect
              id="food-serving"
              name="serving"
              value={servingLabel}
              onChange={(event) => setServingLabel(event.target.value)}
            >
              {food.servings.map(({ label, grams }) => (
                <option key={label} value={label}>
                  {label === `${grams} g` ? label : `${label} (${grams} g)`}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="food-quantity">{t('quantity')}</Label>
            <QuantityInput
              id="food-quantity"
              error={errors.quantity}
              value={quantity}
              onChange={(event) => setQuantity(event.target.value)}
              className="w-28"
            />
            <FieldError id="food-quantity-error" message={errors.quantity} />
          </div>
          <MealSelect meal={meal} onMeal={setMeal} />
          <p aria-live="polite" className="text-sm">
            {portion
              ? t('portion', {
                  kcal: String(portion.kcal),
                  protein: String(portion.protein),
                  carbs: String(portion.carbs),
                  fat: String(portion.fat),
                })
              : t('noPortion')}
          </p>
          {(errors.foodId || errors.serving) && <p className="text-sm text-destructive">{errors.foodId ?? errors.serving}</p>}
          <SheetButtons label={{ idle: sheet('add'), busy: sheet('adding') }} pending={pending} onBack={onBack} />
        </>
      )}
    </ActionForm>
  );
}
