'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ActionForm } from '@/components/action-form';
import { Field, InputField, type Sent, sentOr, SummaryField } from '@/components/builder-field';
import { ClientChecklist, CopyButton, DeleteTemplateForm, FoundList, RemoveButton } from '@/components/builder-forms';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import {
  addFoodAction,
  addOptionAction,
  addSlotAction,
  assignDietChartAction,
  copyDietChartAction,
  createDietChartAction,
  deleteDietChartAction,
  makeDietChartAWeekAction,
  removeChartPartAction,
  saveChartDetailsAction,
  saveChartFoodAction,
  saveSlotAction,
  scaleDietChartAction,
} from '@/lib/actions/diet-chart-builder';
import type { AssignableChartClient } from '@/lib/db/diet-chart-builder';
import {
  addFoodSchema,
  addOptionSchema,
  addSlotSchema,
  assignChartSchema,
  CHART_KCAL,
  CHART_NAME,
  CHART_SUMMARY_MAX,
  chartDetailsSchema,
  chartFoodSchema,
  chartIdSchema,
  deleteChartSchema,
  newChartSchema,
  removeChartPartSchema,
  scaleChartSchema,
  SLOT_NAME_MAX,
  SLOT_NOTE_MAX,
  slotSchema,
} from '@/lib/domain/diet-chart-builder';
import type { FoodFound } from '@/lib/domain/diet-chart-foods';
import type { StoredChartFood, StoredChartSlot } from '@/lib/domain/diet-charts/stored';
import type { ChartDiet } from '@/lib/domain/diet-charts/types';
import { DIET_PREFERENCE_LABEL, DIET_PREFERENCES, DIET_WORD } from '@/lib/domain/profile-schema';
import { MEAL_LABEL, MEALS } from '@/lib/domain/progress';
import { useDomainText } from '@/lib/i18n/use-domain-text';

function KcalField({
  id,
  label,
  error,
  result,
  saved,
}: {
  id: string;
  label?: string;
  error: string | undefined;
  result: Sent;
  saved: string;
}) {
  const t = useTranslations('builders.chartForms');
  return (
    <InputField
      id={id}
      name="kcal"
      label={label ?? t('kcal')}
      error={error}
      result={result}
      saved={saved}
      type="number"
      inputMode="numeric"
      min={CHART_KCAL.min}
      max={CHART_KCAL.max}
      step={50}
      className="w-28"
    />
  );
}

/** 'New chart': a name, a diet and the day's kcal; the builder opens on the default slots. */
export function NewChartForm() {
  const t = useTranslations('builders.chartForms');
  const said = useDomainText();
  return (
    <ActionForm action={createDietChartAction} schema={newChartSchema} className="flex flex-wrap items-start gap-3">
      {({ pending, errors, result }) => (
        <>
          <InputField
            id="new-chart-name"
            name="name"
            label={t('name')}
            error={errors.name}
            result={result}
            saved={''}
            maxLength={CHART_NAME.max}
            className="w-72 max-w-full"
          />
          <Field id="new-chart-diet" label={t('diet')} error={errors.diet}>
            {(described) => (
              <NativeSelect
                id="new-chart-diet"
                name="diet"
                defaultValue={sentOr(result, 'diet', 'vegetarian')}
                aria-invalid={errors.diet ? true : undefined}
                aria-describedby={described}
              >
                {DIET_PREFERENCES.map((diet) => (
                  <option key={diet} value={diet}>
                    {said(DIET_PREFERENCE_LABEL[diet])}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <KcalField id="new-chart-kcal" error={errors.kcal} result={result} saved="1500" />
          <Button type="submit" disabled={pending} className="mt-6">
            {pending ? t('creating') : t('newChart')}
          </Button>
        </>
      )}
    </ActionForm>
  );
}

/** 'Copy': the coach's own copy of a chart, opened in the builder. */
export function CopyChartButton({ chartId, name }: { chartId: string; name: string }) {
  return <CopyButton action={copyDietChartAction} schema={chartIdSchema} fields={{ chartId }} name={name} />;
}

export function ChartDetailsForm({ chart }: { chart: { id: string; name: string; summary: string; kcal: number | null } }) {
  const t = useTranslations('builders.chartForms');
  return (
    <ActionForm action={saveChartDetailsAction} schema={chartDetailsSchema} toastSuccess className="grid gap-3">
      {({ pending, errors, result }) => (
        <>
          <input type="hidden" name="chartId" value={chart.id} />
          <div className="flex flex-wrap items-start gap-3">
            <InputField
              id="chart-name"
              name="name"
              label={t('name')}
              error={errors.name}
              result={result}
              saved={chart.name}
              maxLength={CHART_NAME.max}
              className="w-72 max-w-full"
            />
            <KcalField id="chart-kcal" error={errors.kcal} result={result} saved={String(chart.kcal ?? '')} />
          </div>
          <SummaryField
            id="chart-summary"
            error={errors.summary}
            hint={t('summaryHint')}
            result={result}
            saved={chart.summary}
            maxLength={CHART_SUMMARY_MAX}
          />
          <Button type="submit" variant="outline" className="w-fit" disabled={pending}>
            {pending ? t('saving') : t('saveDetails')}
          </Button>
        </>
      )}
    </ActionForm>
  );
}

/** 'Scale to target': every quantity rescaled to a day's kcal, in half servings. */
export function ScaleChartForm({ chartId, kcal }: { chartId: string; kcal: number | null }) {
  const t = useTranslations('builders.chartForms');
  return (
    <ActionForm action={scaleDietChartAction} schema={scaleChartSchema} toastSuccess className="flex flex-wrap items-start gap-3">
      {({ pending, errors, result }) => (
        <>
          <input type="hidden" name="chartId" value={chartId} />
          <KcalField id="scale-kcal" label={t('targetKcal')} error={errors.kcal} result={result} saved={String(kcal ?? '')} />
          <Button type="submit" variant="outline" disabled={pending} className="mt-6">
            {pending ? t('scaling') : t('scale')}
          </Button>
        </>
      )}
    </ActionForm>
  );
}

/** 'Make it a week': the day repeated becomes seven to change one by one. */
export function MakeWeekButton({ chartId }: { chartId: string }) {
  const t = useTranslations('builders.chartForms');
  return (
    <ActionForm action={makeDietChartAWeekAction} schema={chartIdSchema} toastSuccess>
      {({ pending }) => (
        <>
          <input type="hidden" name="chartId" value={chartId} />
          <Button type="submit" variant="outline" disabled={pending}>
            {pending ? t('makingWeek') : t('makeWeek')}
          </Button>
        </>
      )}
    </ActionForm>
  );
}

/** A slot's name, the food log's meal it counts as, and its note. */
export function SlotForm({ chartId, slot }: { chartId: string; slot: StoredChartSlot }) {
  const id = (field: string) => `${field}-${slot.id}`;
  const t = useTranslations('builders.chartForms');
  const said = useDomainText();
  return (
    <ActionForm action={saveSlotAction} schema={slotSchema} toastSuccess className="flex flex-wrap items-start gap-3">
      {({ pending, errors, result }) => (
        <>
          <input type="hidden" name="chartId" value={chartId} />
          <input type="hidden" name="slotId" value={slot.id} />
          <InputField
            id={id('name')}
            name="name"
            label={t('slot')}
            error={errors.name}
            result={result}
            saved={slot.name}
            maxLength={SLOT_NAME_MAX}
            className="w-40"
          />
          <Field id={id('meal')} label={t('loggedAs')} error={errors.meal}>
            {(described) => (
              <NativeSelect
                id={id('meal')}
                name="meal"
                defaultValue={sentOr(result, 'meal', slot.meal)}
                aria-describedby={described}
              >
                {MEALS.map((meal) => (
                  <option key={meal} value={meal}>
                    {said(MEAL_LABEL[meal])}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <InputField
            id={id('note')}
            name="note"
            label={t('note')}
            error={errors.note}
            result={result}
            saved={slot.note}
            maxLength={SLOT_NOTE_MAX}
            className="w-64 max-w-full"
          />
          <Button
            type="submit"
            size="sm"
            variant="outline"
            className="mt-6"
            disabled={pending}
            aria-label={t('saveName', { name: slot.name })}
          >
            {pending ? t('saving') : t('save')}
          </Button>
        </>
      )}
    </ActionForm>
  );
}

/** 'Add slot' at the end of a day. */
export function AddSlotButton({ chartId, day, dayName }: { chartId: string; day: number; dayName: string }) {
  const t = useTranslations('builders.chartForms');
  return (
    <ActionForm action={addSlotAction} schema={addSlotSchema} toastSuccess>
      {({ pending }) => (
        <>
          <input type="hidden" name="chartId" value={chartId} />
          <input type="hidden" name="day" value={day} />
          <Button type="submit" size="sm" variant="outline" disabled={pending} aria-label={t('addSlotTo', { day: dayName })}>
            {pending ? t('adding') : t('addSlot')}
          </Button>
        </>
      )}
    </ActionForm>
  );
}

/** 'Add option' to a slot. */
export function AddOptionButton({ chartId, slot }: { chartId: string; slot: { id: string; name: string } }) {
  const t = useTranslations('builders.chartForms');
  return (
    <ActionForm action={addOptionAction} schema={addOptionSchema} toastSuccess>
      {({ pending }) => (
        <>
          <input type="hidden" name="chartId" value={chartId} />
          <input type="hidden" name="slotId" value={slot.id} />
          <Button type="submit" size="sm" variant="outline" disabled={pending} aria-label={t('addOptionTo', { name: slot.name })}>
            {pending ? t('adding') : t('addOption')}
          </Button>
        </>
      )}
    </ActionForm>
  );
}

/** A food's serving (one of its own) and how many, in halves. */
export function ChartFoodForm({
  chartId,
  item,
  name,
  servings,
}: {
  chartId: string;
  item: StoredChartFood;
  name: string;
  servings: readonly string[];
}) {
  const id = (field: string) => `${field}-${item.id}`;
  const t = useTranslations('builders.chartForms');
  const hidden = (chunks: React.ReactNode) => <span className="sr-only">{chunks}</span>;
  return (
    <ActionForm action={saveChartFoodAction} schema={chartFoodSchema} toastSuccess className="flex flex-wrap items-end gap-2">
      {({ pending, errors, result }) => (
        <>
          <input type="hidden" name="chartId" value={chartId} />
          <input type="hidden" name="rowId" value={item.id} />
          <Field id={id('quantity')} label={t.rich('howMany', { name, hidden })} error={errors.quantity}>
            {(described) => (
              <Input
                id={id('quantity')}
                name="quantity"
                type="number"
                inputMode="decimal"
                min={0.5}
                max={20}
                step={0.5}
                defaultValue={sentOr(result, 'quantity', String(item.quantity))}
                aria-invalid={errors.quantity ? true : undefined}
                aria-describedby={described}
                className="w-20"
              />
            )}
          </Field>
          <Field id={id('serving')} label={t.rich('serving', { name, hidden })} error={errors.serving}>
            {(described) => (
              <NativeSelect
                id={id('serving')}
                name="serving"
                defaultValue={sentOr(result, 'serving', item.serving)}
                aria-describedby={described}
              >
                {servings.map((serving) => (
                  <option key={serving} value={serving}>
                    {serving}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Button type="submit" size="sm" variant="outline" disabled={pending} aria-label={t('saveName', { name })}>
            {pending ? t('saving') : t('save')}
          </Button>
        </>
      )}
    </ActionForm>
  );
}

/** 'Remove' a slot, an option or a food; a slot asks first, naming what goes with it. */
export function RemoveChartPart({
  chartId,
  part,
  id,
  name,
  confirm,
}: {
  chartId: string;
  part: 'slot' | 'option' | 'food';
  id: string;
  name: string;
  /** What goes with it, asked before it goes: 'Remove Breakfast and its 2 options'. */
  confirm?: string;
}) {
  return (
    <RemoveButton
      action={removeChartPartAction}
      schema={removeChartPartSchema}
      fields={{ chartId, part, id }}
      part={part}
      name={name}
      confirm={confirm}
    />
  );
}

/** What 'Add food' found, each with 'Add' to the option; those the diet leaves out say why. */
export function AddFoodResults({ chartId, optionId, found }: { chartId: string; optionId: string; found: readonly FoodFound[] }) {
  const t = useTranslations('builders.chartForms');
  const said = useDomainText();
  const hindi = useLocale() === 'hi';
  // Why the diet leaves a food out, naming the food as the reader reads it.
  const refusalText = (refusal: string, food: FoodFound['food']) =>
    hindi && food.hindi ? said(refusal).replace(food.name, food.hindi) : said(refusal);
  return (
    <FoundList
      action={addFoodAction}
      schema={addFoodSchema}
      fields={{ chartId, optionId }}
      label={t('found')}
      submitName="foodId"
      items={found.map(({ food, refusal }) => ({ id: food.id, name: food.name, hindi: food.hindi, food, refusal }))}
      note={({ food, refusal }) => (
        <>
          <span className="block text-xs text-muted-foreground">{food.servings.map((s) => s.label).join(' · ')}</span>
          {refusal && <span className="block text-xs text-destructive">{refusalText(refusal, food)}</span>}
        </>
      )}
    />
  );
}

/** 'Assign': tick clients; each gets their own copy in their diet, replacing their chart. */
export function AssignChartForm({
  chartId,
  diet,
  clients,
}: {
  chartId: string;
  diet: ChartDiet;
  clients: readonly AssignableChartClient[];
}) {
  const t = useTranslations('builders.chartForms');
  const said = useDomainText();
  return (
    <ActionForm action={assignDietChartAction} schema={assignChartSchema} toastSuccess className="grid gap-3">
      {({ pending, errors, result }) => {
        const sent = result?.status === 'error' ? result.values : undefined;
        return (
          <>
            <input type="hidden" name="chartId" value={chartId} />
            <ClientChecklist
              clients={clients}
              sent={sent}
              error={errors.customerIds}
              note={(client) => (
                <>
                  <span className="text-muted-foreground">· {said(DIET_PREFERENCE_LABEL[client.diet])}</span>
                  {client.refused.length > 0 && (
                    <span className="basis-full text-xs text-destructive">
                      {t('notForClient', { diet: said(DIET_WORD[client.diet]), foods: client.refused.join(', ') })}
                    </span>
                  )}
                  {client.refused.length === 0 && client.diet !== diet && (
                    <span className="basis-full text-xs text-muted-foreground">
                      {t('theirCopy', { diet: said(DIET_WORD[client.diet]) })}
                    </span>
                  )}
                </>
              )}
            />
            <p className="text-xs text-muted-foreground">{t('replaces')}</p>
            <Button type="submit" className="w-fit" disabled={pending}>
              {pending ? t('assigning') : t('assign')}
            </Button>
          </>
        );
      }}
    </ActionForm>
  );
}

/** 'Delete chart': a chart the coach made, after ticking that it cannot be undone. */
export function DeleteChartForm({ chartId, name }: { chartId: string; name: string }) {
  return (
    <DeleteTemplateForm action={deleteDietChartAction} schema={deleteChartSchema} fields={{ chartId }} name={name} noun="chart" />
  );
}
