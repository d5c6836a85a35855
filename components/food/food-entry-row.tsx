'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { changeFoodQuantityAction, deleteFoodLogAction, restoreFoodLogAction } from '@/lib/actions/food-log';
import { ActionForm } from '@/components/action-form';
import { FieldError } from '@/components/field-error';
import { QuantityInput } from './form-parts';
import { Icon, Pencil, Trash2 } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/sonner';
import type { ActionState } from '@/lib/actions/result';
import { editFoodLogSchema, entryPortion } from '@/lib/domain/food-log';
import { useDomainText } from '@/lib/i18n/use-domain-text';

export interface FoodEntryView {
  id: string;
  /** A quick add has no quantity to change: it is deleted and added again. */
  kind: 'food' | 'quick';
  /** As the reader sees it (its Hindi name for a Hindi reader, where the food has one). */
  foodName: string;
  servingLabel: string;
  quantity: number;
  kcal: number;
  /** Logged from the diet chart: 'Ate this' (as planned) or 'Ate this instead' (a swap); null for anything else. */
  chart: 'planned' | 'swap' | null;
}

/** Closes the editor once its change is saved (the page has the new figures by then). */
function ClosedOnSave({ result, close }: { result: ActionState<unknown>; close: () => void }) {
  useEffect(() => {
    if (result?.status === 'ok') close();
  }, [result, close]);
  return null;
}

function QuantityEditor({ entry, close }: { entry: FoodEntryView; close: () => void }) {
  const t = useTranslations('food.entry');
  const id = useId();
  return (
    <ActionForm action={changeFoodQuantityAction} schema={editFoodLogSchema} className="grid gap-2">
      {({ pending, result, errors }) => (
        <>
          <ClosedOnSave result={result} close={close} />
          <input type="hidden" name="entryId" value={entry.id} />
          <Label htmlFor={`${id}-quantity`}>{t('quantityOf', { food: entry.foodName, serving: entry.servingLabel })}</Label>
          <div className="flex flex-wrap gap-2">
            <QuantityInput
              id={`${id}-quantity`}
              error={errors.quantity}
              defaultValue={entry.quantity}
              autoFocus
              className="w-24"
            />
            <Button type="submit" size="sm" className="h-10" disabled={pending}>
              {pending ? t('saving') : t('save')}
            </Button>
            <Button type="button" variant="ghost" size="sm" className="h-10" onClick={close}>
              {t('cancel')}
            </Button>
          </div>
          <FieldError id={`${id}-quantity-error`} message={errors.quantity} />
        </>
      )}
    </ActionForm>
  );
}

/** A few seconds to change one's mind: the toast's 'Undo' puts the entry back as it was. */
const UNDO_TOAST_MS = 8000;

/** Offers 'Undo' once a delete is done (the row itself is gone with the page's new figures). */
function UndoOnDelete({ result, foodName }: { result: ActionState<{ foodName: string; undo: string }>; foodName: string }) {
  const router = useRouter();
  const t = useTranslations('food.entry');
  const common = useTranslations('common');
  const said = useDomainText();
  useEffect(() => {
    if (result?.status !== 'ok') return;
    const { undo } = result.data;
    toast.success(t('deleted', { food: foodName }), {
      duration: UNDO_TOAST_MS,
      action: {
        label: t('undo'),
        onClick: async () => {
          const restored = await restoreFoodLogAction(null, { token: undo });
          if (restored.status === 'error') return toast.error(common('error'), { description: said(restored.message) });
          toast.success(t('restored', { food: foodName }));
          router.refresh();
        },
      },
    });
  }, [result, foodName, router, t, common, said]);
  return null;
}

/** One food of a meal: what and how much, its kcal, and changing or removing it. */
export function FoodEntryRow({ entry }: { entry: FoodEntryView }) {
  const t = useTranslations('food.entry');
  const said = useDomainText();
  const [editing, setEditing] = useState(false);
  return (
    <li className="grid gap-2 rounded-md border p-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words">{entry.foodName}</p>
          <p className="text-sm text-muted-foreground">
            {said(entryPortion(entry))} · {entry.kcal} kcal
            {entry.chart && (
              <span className="font-medium text-primary"> · {entry.chart === 'planned' ? t('asPlanned') : t('swapped')}</span>
            )}
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          {entry.kind === 'food' && (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('change', { food: entry.foodName })}
              aria-expanded={editing}
              onClick={() => setEditing((open) => !open)}
            >
              <Icon icon={Pencil} />
            </Button>
          )}
          <ActionForm action={deleteFoodLogAction} refreshOnSuccess>
            {({ pending, result }) => (
              <>
                <UndoOnDelete result={result} foodName={entry.foodName} />
                <input type="hidden" name="entryId" value={entry.id} />
                <Button
                  type="submit"
                  variant="ghost"
                  size="icon"
                  aria-label={t('delete', { food: entry.foodName })}
                  disabled={pending}
                >
                  <Icon icon={Trash2} />
                </Button>
              </>
            )}
          </ActionForm>
        </div>
      </div>
      {editing && <QuantityEditor entry={entry} close={() => setEditing(false)} />}
    </li>
  );
}
