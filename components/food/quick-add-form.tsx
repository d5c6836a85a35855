'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { quickAddFoodAction } from '@/lib/actions/food-log';
import { ActionForm } from '@/components/action-form';
import { FieldError } from '@/components/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { QUICK_DESCRIPTION_MAX, quickAddSchema } from '@/lib/domain/food-log';
import type { Meal } from '@/lib/domain/progress';
import { Added, MealSelect, SheetButtons } from './form-parts';

interface QuickAddFormProps {
  initialDescription: string;
  meal: Meal;
  onAdded: (meal: Meal) => void;
  onBack: () => void;
}

/**
 * 'Quick add': a meal in words ('2 rotis, palak paneer') and its kcal, when searching food by
 * food is more than the moment needs. An entry of the same log: every total counts it.
 */
export function QuickAddForm({ initialDescription, meal: startMeal, onAdded, onBack }: QuickAddFormProps) {
  const t = useTranslations('food.quickAdd');
  const sheet = useTranslations('food.sheet');
  const [meal, setMeal] = useState(startMeal);
  const [description, setDescription] = useState(initialDescription);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <ActionForm action={quickAddFoodAction} schema={quickAddSchema} className="grid gap-4">
      {({ pending, result, errors }) => (
        <>
          <Added result={result} food={description.trim()} meal={meal} onAdded={onAdded} />
          <div>
            <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
              {t('title')}
            </h3>
            <p className="text-sm text-muted-foreground">{t('intro')}</p>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="quick-description">{t('description')}</Label>
            <Input
              id="quick-description"
              name="description"
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              maxLength={QUICK_DESCRIPTION_MAX}
              autoComplete="off"
              placeholder={t('placeholder')}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errors.description ? 'quick-description-error' : undefined}
            />
            <FieldError id="quick-description-error" message={errors.description} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="quick-kcal">{t('kcal')}</Label>
            <Input
              id="quick-kcal"
              name="kcal"
              type="number"
              inputMode="numeric"
              min={0}
              max={5000}
              step={1}
              className="w-32"
              aria-invalid={errors.kcal ? true : undefined}
              aria-describedby={errors.kcal ? 'quick-kcal-error' : 'quick-kcal-hint'}
            />
            <p id="quick-kcal-hint" className="text-sm text-muted-foreground">
              {t('kcalHint')}
            </p>
            <FieldError id="quick-kcal-error" message={errors.kcal} />
          </div>
          <MealSelect meal={meal} onMeal={setMeal} />
          <SheetButtons label={{ idle: sheet('add'), busy: sheet('adding') }} pending={pending} onBack={onBack} />
        </>
      )}
    </ActionForm>
  );
}
