'use client';

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

function KcalField({
  id,
  label = 'kcal a day',
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
  return (
    <InputField
      id={id}
      name="kcal"
      label={label}
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
  return (
    <ActionForm action={createDietChartAction} schema={newChartSchema} className="flex flex-wrap items-start gap-3">
      {({ pending, errors, result }) => (
        <>
          <InputField
            id="new-chart-name"
            name="name"
            label="Name"
            error={errors.name}
            result={result}
            saved={''}
            maxLength={CHART_NAME.max}
            className="w-72 max-w-full"
          />
          <Field id="new-chart-diet" label="Diet" error={errors.diet}>
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
                    {DIET_PREFERENCE_LABEL[diet]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <KcalField id="new-chart-kcal" error={errors.kcal} result={result} saved="1500" />
          <Button type="submit" disabled={pending} className="mt-6">
            {pending ? 'Creating...' : 'New chart'}
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
  return (
    <ActionForm action={saveChartDetailsAction} schema={chartDetailsSchema} toastSuccess className="grid gap-3">
      {({ pending, errors, result }) => (
        <>
          <input type="hidden" name="chartId" value={chart.id} />
          <div className="flex flex-wrap items-start gap-3">
            <InputField
              id="chart-name"
              name="name"
              label="Name"
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
            hint="Whom it is for."
            result={result}
            saved={chart.summary}
            maxLength={CHART_SUMMARY_MAX}
          />
          <Button type="submit" variant="outline" className="w-fit" disabled={pending}>
            {pending ? 'Saving...' : 'Save name and kcal'}
          </Button>
        </>
      )}
    </ActionForm>
  );
}

/** 'Scale to target': every quantity rescaled to a day's kcal, in half servings. */
export function ScaleChartForm({ chartId, kcal }: { chartId: string; kcal: number | null }) {
  return (
    <ActionForm action={scaleDietChartAction} schema={scaleChartSchema} toastSuccess className="flex flex-wrap items-start gap-3">
      {({ pending, errors, result }) => (
        <>
          <input type="hidden" name="chartId" value={chartId} />
          <KcalField id="scale-kcal" label="Target kcal a day" error={errors.kcal} result={result} saved={String(kcal ?? '')} />
          <Button type="submit" variant="outline" disabled={pending} className="mt-6">
            {pending ? 'Scaling...' : 'Scale to target'}
          </Button>
        </>
      )}
    </ActionForm>
  );
}

/** 'Make it a week': the day repeated becomes seven to change one by one. */
export function MakeWeekButton({ chartId }: { chartId: string }) {
  return (
    <ActionForm action={makeDietChartAWeekAction} schema={chartIdSchema} toastSuccess>
      {({ pending }) => (
        <>
          <input type="hidden" name="chartId" value={chartId} />
          <Button type="submit" variant="outline" disabled={pending}>
            {pending ? 'Making it a week...' : 'Make it a week'}
          </Button>
        </>
      )}
    </ActionForm>
  );
}

/** A slot's name, the food log's meal it counts as, and its note. */
export function SlotForm({ chartId, slot }: { chartId: string; slot: StoredChartSlot }) {
  const id = (field: string) => `${field}-${slot.id}`;
  return (
    <ActionForm action={saveSlotAction} schema={slotSchema} toastSuccess className="flex flex-wrap items-start gap-3">
      {({ pending, errors, result }) => (
        <>
          <input type="hidden" name="chartId" value={chartId} />
          <input type="hidden" name="slotId" value={slot.id} />
          <InputField
            id={id('name')}
            name="name"
            label="Slot"
            error={errors.name}
            result={result}
            saved={slot.name}
            maxLength={SLOT_NAME_MAX}
            className="w-40"
          />
          <Field id={id('meal')} label="Logged as" error={errors.meal}>
            {(described) => (
              <NativeSelect
                id={id('meal')}
                name="meal"
                defaultValue={sentOr(result, 'meal', slot.meal)}
                aria-describedby={described}
              >
                {MEALS.map((meal) => (
                  <option key={meal} value={meal}>
                    {MEAL_LABEL[meal]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <InputField
            id={id('note')}
            name="note"
            label="Note (optional)"
            error={errors.note}
            result={result}
            saved={slot.note}
            maxLength={SLOT_NOTE_MAX}
            className="w-64 max-w-full"
          />
          <Button type="submit" size="sm" variant="outline" className="mt-6" disabled={pending} aria-label={`Save ${slot.name}`}>
            {pending ? 'Saving...' : 'Save'}
          </Button>
        </>
      )}
    </ActionForm>
  );
}

/** 'Add slot' at the end of a day. */
export function AddSlotButton({ chartId, day, dayName }: { chartId: string; day: number; dayName: string }) {
  return (
    <ActionForm action={addSlotAction} schema={addSlotSchema} toastSuccess>
      {({ pending }) => (
        <>
          <input type="hidden" name="chartId" value={chartId} />
          <input type="hidden" name="day" value={day} />
          <Button type="submit" size="sm" variant="outline" disabled={pending} aria-label={`Add slot to ${dayName}`}>
            {pending ? 'Adding...' : 'Add slot'}
          </Button>
        </>
      )}
    </ActionForm>
  );
}

/** 'Add option' to a slot. */
export function AddOptionButton({ chartId, slot }: { chartId: string; slot: { id: string; name: string } }) {
  return (
    <ActionForm action={addOptionAction} schema={addOptionSchema} toastSuccess>
      {({ pending }) => (
        <>
          <input type="hidden" name="chartId" value={chartId} />
          <input type="hidden" name="slotId" value={slot.id} />
          <Button type="submit" size="sm" variant="outline" disabled={pending} aria-label={`Add option to ${slot.name}`}>
            {pending ? 'Adding...' : 'Add option'}
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
  return (
    <ActionForm action={saveChartFoodAction} schema={chartFoodSchema} toastSuccess className="flex flex-wrap items-end gap-2">
      {({ pending, errors, result }) => (
        <>
          <input type="hidden" name="chartId" value={chartId} />
          <input type="hidden" name="rowId" value={item.id} />
          <Field
            id={id('quantity')}
            label={
              <>
                How many<span className="sr-only"> of {name}</span>
              </>
            }
            error={errors.quantity}
          >
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
          <Field
            id={id('serving')}
            label={
              <>
                Serving<span className="sr-only"> of {name}</span>
              </>
            }
            error={errors.serving}
          >
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
          <Button type="submit" size="sm" variant="outline" disabled={pending} aria-label={`Save ${name}`}>
            {pending ? 'Saving...' : 'Save'}
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
  return (
    <FoundList
      action={addFoodAction}
      schema={addFoodSchema}
      fields={{ chartId, optionId }}
      label="Foods found"
      submitName="foodId"
      items={found.map(({ food, refusal }) => ({ id: food.id, name: food.name, hindi: food.hindi, food, refusal }))}
      note={({ food, refusal }) => (
        <>
          <span className="block text-xs text-muted-foreground">{food.servings.map((s) => s.label).join(' · ')}</span>
          {refusal && <span className="block text-xs text-destructive">{refusal}</span>}
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
                  <span className="text-muted-foreground">· {DIET_PREFERENCE_LABEL[client.diet]}</span>
                  {client.refused.length > 0 && (
                    <span className="basis-full text-xs text-destructive">
                      Not for a {DIET_WORD[client.diet]} client: {client.refused.join(', ')}. Copy the chart and change them
                      first.
                    </span>
                  )}
                  {client.refused.length === 0 && client.diet !== diet && (
                    <span className="basis-full text-xs text-muted-foreground">Their copy will be {DIET_WORD[client.diet]}.</span>
                  )}
                </>
              )}
            />
            <p className="text-xs text-muted-foreground">It replaces their current chart; the meals logged stay.</p>
            <Button type="submit" className="w-fit" disabled={pending}>
              {pending ? 'Assigning...' : 'Assign'}
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
