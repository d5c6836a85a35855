'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Icon, Plus, X } from '@/components/icons';
import { Button } from '@/components/ui/button';
import type { FoodShortcut } from '@/lib/db/food-logs';
import type { FoodMatch } from '@/lib/db/foods';
import type { Meal } from '@/lib/domain/progress';
import { AddFoodForm, type Chosen } from './add-food-form';
import { FoodSearch } from './food-search';
import { OwnFoodForm } from './own-food-form';
import { QuickAddForm } from './quick-add-form';

interface LogFoodSheetProps {
  recent: FoodShortcut[];
  frequent: FoodShortcut[];
  suggestedMeal: Meal;
  /** Open at once: 'Log Food' on Today links to /food?log=search. */
  openAtStart?: boolean;
}

type Step = { name: 'search' } | { name: 'add'; chosen: Chosen } | { name: 'create' } | { name: 'quick' };

const TITLE = { search: 'logFood', add: 'logFood', create: 'createFood', quick: 'logFood' } as const satisfies Record<
  Step['name'],
  string
>;

/**
 * 'Log food': a sheet over the dashboard (the browser's own modal dialog: focus stays inside,
 * Escape or a tap outside closes it, focus goes back to the button), from the bottom on a phone. Search, choose
 * the serving, quantity and meal, 'Add'; or 'Quick add' a meal in words; or 'Create a food'.
 */
export function LogFoodSheet({ recent, frequent, suggestedMeal, openAtStart = false }: LogFoodSheetProps) {
  const t = useTranslations('food.sheet');
  const dialog = useRef<HTMLDialogElement>(null);
  const [step, setStep] = useState<Step>({ name: 'search' });
  const [query, setQuery] = useState('');
  // The meal last added to: the next food most likely goes to the same one.
  const [meal, setMeal] = useState<Meal>(suggestedMeal);

  const open = () => {
    setStep({ name: 'search' });
    setQuery('');
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();
  // Once, on arriving from 'Log Food': the search is what the customer came for.
  useEffect(() => {
    const sheet = dialog.current;
    if (!openAtStart || !sheet || sheet.open) return;
    sheet.showModal();
    // The search, as when the button opens the sheet (the page's own focus moved on arrival).
    sheet.querySelector<HTMLInputElement>('#food-search')?.focus();
  }, [openAtStart]);
  const choose = (food: FoodMatch, servingLabel?: string, quantity?: number) =>
    setStep({ name: 'add', chosen: { food, servingLabel: servingLabel ?? food.servings[0]!.label, quantity: quantity ?? 1 } });

  return (
    <>
      <Button type="button" onClick={open} aria-haspopup="dialog">
        <Icon icon={Plus} />
        {t('logFood')}
      </Button>
      <dialog
        ref={dialog}
        // A tap on the dimmed page closes it too, where the browser knows the attribute.
        closedby="any"
        aria-labelledby="log-food-title"
        className="m-0 mt-auto max-h-[100dvh] w-full max-w-none overflow-y-auto overscroll-contain rounded-t-xl bg-background p-0 text-foreground shadow-lg backdrop:bg-black/50 sm:m-auto sm:max-h-[85dvh] sm:max-w-lg sm:rounded-xl"
      >
        <div className="sticky top-0 z-10 flex items-center justify-between gap-2 border-b bg-background px-4 py-3">
          <h2 id="log-food-title" className="text-lg font-semibold">
            {t(TITLE[step.name])}
          </h2>
          <Button type="button" variant="ghost" size="icon" aria-label={t('close')} onClick={close}>
            <Icon icon={X} />
          </Button>
        </div>
        <div className="grid gap-4 p-4">
          {step.name === 'search' && (
            <FoodSearch
              query={query}
              onQuery={setQuery}
              recent={recent}
              frequent={frequent}
              onChoose={choose}
              onCreate={() => setStep({ name: 'create' })}
              onQuickAdd={() => setStep({ name: 'quick' })}
            />
          )}
          {step.name === 'quick' && (
            <QuickAddForm
              initialDescription={query.trim()}
              meal={meal}
              onAdded={(addedTo) => {
                setMeal(addedTo);
                close();
              }}
              onBack={() => setStep({ name: 'search' })}
            />
          )}
          {step.name === 'add' && (
            <AddFoodForm
              key={step.chosen.food.id}
              chosen={step.chosen}
              meal={meal}
              onAdded={(addedTo) => {
                setMeal(addedTo);
                close();
              }}
              onBack={() => setStep({ name: 'search' })}
            />
          )}
          {step.name === 'create' && (
            <OwnFoodForm
              initialName={query.trim()}
              onCreated={(food) => choose(food)}
              onBack={() => setStep({ name: 'search' })}
            />
          )}
        </div>
      </dialog>
    </>
  );
}
