import Link from 'next/link';
import {
  AddFoodResults,
  AddOptionButton,
  AddSlotButton,
  AssignChartForm,
  ChartDetailsForm,
  ChartFoodForm,
  CopyChartButton,
  DeleteChartForm,
  MakeWeekButton,
  RemoveChartPart,
  ScaleChartForm,
  SlotForm,
} from '@/components/coach/diet-charts/chart-forms';
import { FoodSearch } from '@/components/coach/diet-charts/food-search';
import { Icon, TriangleAlert } from '@/components/icons';
import { SectionCard } from '@/components/section-card';
import type { DietChartEditor } from '@/lib/db/diet-chart-builder';

import { tableFoodOf } from '@/lib/domain/diet-chart-foods';
import { chartDayName, type StoredChartDay, type StoredChartSlot } from '@/lib/domain/diet-charts/stored';
import {
  dayNutrients,
  dayWarnings,
  foodNutrients,
  optionLabel,
  optionNutrients,
  portionWithName,
} from '@/lib/domain/diet-charts/totals';
import { portionLabel } from '@/lib/domain/food-log';
import { DIET_WORD } from '@/lib/domain/profile-schema';
import { MEAL_LABEL } from '@/lib/domain/progress';

const kcalText = (kcal: number) => `${Math.round(kcal).toLocaleString('en-IN')} kcal`;
const grams = (value: number) => `${Math.round(value)} g`;

/** The builder: a chart's days, slots, options and foods, each changed in place, and what to do with it. */
export function DietChartEditorView({ editor }: { editor: DietChartEditor }) {
  const editable = !editor.builtIn;
  const weekly = editor.tree.days.some((day) => day.day > 0);
  return (
    <>
      {editor.builtIn && (
        <SectionCard title="A built-in chart" contentClassName="flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted-foreground">It is not changed: copy it, then change and assign the copy.</p>
          <CopyChartButton chartId={editor.id} name={editor.name} />
        </SectionCard>
      )}
      {editor.client && (
        <p className="flex items-start gap-2 rounded-lg border p-3 text-sm">
          {editor.client.diet !== editor.diet ? (
            <>
              <Icon icon={TriangleAlert} className="mt-0.5 size-4 shrink-0 text-destructive" />
              <span>
                {editor.client.name}&apos;s profile now says {DIET_WORD[editor.client.diet]}: this chart cannot change until they
                have a {DIET_WORD[editor.client.diet]} one. Assign one from{' '}
                <Link href="/coach/diet-charts" className="underline underline-offset-4">
                  Diet charts
                </Link>
                .
              </span>
            </>
          ) : (
            <span>
              {editor.client.name}&apos;s own copy: changes here change only their chart, and count as your review of it.
            </span>
          )}
        </p>
      )}
      {editable && (
        <SectionCard title="Name and kcal" contentClassName="grid gap-6">
          <ChartDetailsForm chart={editor} />
          <div className="grid gap-2">
            <ScaleChartForm chartId={editor.id} kcal={editor.targets?.kcal ?? editor.kcal} />
            <p className="text-xs text-muted-foreground">
              Every quantity rescaled so each day comes to the kcal, rounded to half servings.
            </p>
          </div>
          {!weekly && (
            <div className="grid gap-2">
              <MakeWeekButton chartId={editor.id} />
              <p className="text-xs text-muted-foreground">
                Seven days from this one, Monday to Sunday, to change one by one (a lighter Sunday, a fasting day).
              </p>
            </div>
          )}
        </SectionCard>
      )}
      {editor.tree.days.map((day) => (
        <DayCard key={day.day} editor={editor} day={day} />
      ))}
      {!editor.client && (
        <SectionCard title="Assign" id="assign" className="scroll-mt-4" contentClassName="grid gap-3">
          <p className="text-sm text-muted-foreground">
            Each client gets their own copy in their diet: changing it later changes neither this chart nor anyone else&apos;s.
          </p>
          {editor.clients.length > 0 ? (
            <AssignChartForm chartId={editor.id} diet={editor.diet} clients={editor.clients} />
          ) : (
            <p className="text-sm">You have no clients in their programme yet.</p>
          )}
        </SectionCard>
      )}
      {editor.mine && !editor.client && (
        <SectionCard title="Delete">
          <DeleteChartForm chartId={editor.id} name={editor.name} />
        </SectionCard>
      )}
    </>
  );
}

/** A day's totals against the targets, its warnings, and its slots. */
function DayCard({ editor, day }: { editor: DietChartEditor; day: StoredChartDay }) {
  const name = chartDayName(day.day);
  const total = dayNutrients(day);
  const target = editor.targets;
  const warnings = target ? dayWarnings(day, target.kcal) : [];
  return (
    <SectionCard title={name} id={`day-${day.day}`} className="scroll-mt-4" contentClassName="grid gap-4">
      <div className="grid gap-1 text-sm" aria-label={`${name}: the day as planned`}>
        <p>
          <span className="font-medium">{kcalText(total.kcal)}</span>
          {target && <span className="text-muted-foreground"> of {kcalText(target.kcal)}</span>} · protein {grams(total.protein)}
          {target?.macros && <span className="text-muted-foreground"> of {grams(target.macros.protein)}</span>} · carbohydrate{' '}
          {grams(total.carbs)}
          {target?.macros && <span className="text-muted-foreground"> of {grams(target.macros.carbs)}</span>} · fat{' '}
          {grams(total.fat)}
          {target?.macros && <span className="text-muted-foreground"> of {grams(target.macros.fat)}</span>} · fibre{' '}
          {grams(total.fibre)}
        </p>
        <p className="text-xs text-muted-foreground">
          Each slot&apos;s first option counted;{' '}
          {editor.client ? `${editor.client.name}'s targets, as their food log holds them.` : 'against the chart’s kcal.'}
        </p>
        {warnings.length > 0 && (
          <ul className="grid gap-1 text-destructive" aria-label={`${name}: options off the target`}>
            {warnings.map((warning) => (
              <li key={`${warning.slot}-${warning.option}`} className="flex items-start gap-2">
                <Icon icon={TriangleAlert} className="mt-0.5 size-4 shrink-0" />
                {day.slots[warning.slot]!.name}, {optionLabel(warning.option)}: the day comes to {kcalText(warning.dayKcal)}, more
                than 10% {warning.direction} {kcalText(target!.kcal)}.
              </li>
            ))}
          </ul>
        )}
      </div>
      <ol className="grid gap-4">
        {day.slots.map((slot) => (
          <SlotBlock key={slot.id} editor={editor} slot={slot} />
        ))}
      </ol>
      {!editor.builtIn && <AddSlotButton chartId={editor.id} day={day.day} dayName={name} />}
    </SectionCard>
  );
}

function SlotBlock({ editor, slot }: { editor: DietChartEditor; slot: StoredChartSlot }) {
  const editable = !editor.builtIn;
  return (
    <li className="grid gap-3 rounded-lg border p-3" id={`slot-${slot.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{slot.name}</h3>
        <span className="text-xs text-muted-foreground">logged as {MEAL_LABEL[slot.meal]}</span>
      </div>
      {slot.note && !editable && <p className="text-sm text-muted-foreground">{slot.note}</p>}
      {editable && <SlotForm chartId={editor.id} slot={slot} />}
      <ul className="grid gap-3">
        {slot.options.map((option, index) => {
          const label = `${slot.name}, ${optionLabel(index)}`;
          const searching = editor.search?.optionId === option.id ? editor.search : null;
          return (
            <li key={option.id} id={`add-${option.id}`} className="grid scroll-mt-4 gap-2 rounded-md bg-muted/40 p-3">
              <p className="text-sm font-medium">
                {optionLabel(index)} · {kcalText(optionNutrients(option).kcal)}
              </p>
              {option.foods.length === 0 && <p className="text-sm text-muted-foreground">No food yet.</p>}
              <ul className="grid gap-2">
                {option.foods.map((item) => {
                  const food = tableFoodOf(item.foodId);
                  const name = food?.name ?? item.foodId;
                  return (
                    <li key={item.id} className="grid gap-1 text-sm">
                      <span>
                        {portionWithName(portionLabel(item.quantity, item.serving), name)}{' '}
                        <span className="text-muted-foreground">· {kcalText(foodNutrients(item).kcal)}</span>
                      </span>
                      {editable && food && (
                        <div className="flex flex-wrap items-end gap-2">
                          <ChartFoodForm
                            chartId={editor.id}
                            item={item}
                            name={name}
                            servings={food.servings.map((serving) => serving.label)}
                          />
                          <RemoveChartPart chartId={editor.id} part="food" id={item.id} name={`${name} from ${label}`} />
                        </div>
                      )}
                    </li>
                  );
                })}
              </ul>
              {editable &&
                (searching ? (
                  <div className="grid gap-3">
                    <FoodSearch optionId={option.id} q={searching.q} label={label} />
                    {searching.q.trim() !== '' &&
                      (searching.found.length > 0 ? (
                        <AddFoodResults chartId={editor.id} optionId={option.id} found={searching.found} />
                      ) : (
                        <p className="text-sm text-muted-foreground">No food of the table has those words.</p>
                      ))}
                  </div>
                ) : (
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      href={`?add=${option.id}#add-${option.id}`}
                      scroll={false}
                      className="inline-flex h-8 items-center rounded-md border px-3 text-sm font-medium hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                      aria-label={`Add food to ${label}`}
                    >
                      Add food
                    </Link>
                    {slot.options.length > 1 && <RemoveChartPart chartId={editor.id} part="option" id={option.id} name={label} />}
                  </div>
                ))}
            </li>
          );
        })}
      </ul>
      {editable && (
        <div className="flex flex-wrap items-start gap-3">
          <AddOptionButton chartId={editor.id} slot={slot} />
          <RemoveChartPart
            chartId={editor.id}
            part="slot"
            id={slot.id}
            name={slot.name}
            confirm={`Remove ${slot.name} and its ${slot.options.length === 1 ? 'option' : `${slot.options.length} options`}`}
          />
        </div>
      )}
    </li>
  );
}
