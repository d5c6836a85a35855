import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
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
import { chartNameIn } from '@/components/diet/chart-name';
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
import { FOOD_TABLE } from '@/lib/domain/foods';
import { useDomainText } from '@/lib/i18n/use-domain-text';

/** The table's Hindi name of each food, by its English name: the foods a client's diet leaves out are named so. */
const HINDI_OF: ReadonlyMap<string, string> = new Map(FOOD_TABLE.map((food) => [food.name, food.hindi]));

/** The words of the builder in the reader's language: a built-in's from lib/'s catalogue, a food's Hindi name. */
function useWords(editor: DietChartEditor) {
  const said = useDomainText();
  const hindi = useLocale() === 'hi';
  return {
    said,
    // A built-in's slots and notes are the project's; a coach's as they wrote them.
    own: (text: string) => (editor.builtIn ? said(text) : text),
    foodName: (name: string, inHindi: string | undefined) => (hindi && inHindi ? inHindi : name),
  };
}

const kcalText = (kcal: number) => `${Math.round(kcal).toLocaleString('en-IN')} kcal`;
const grams = (value: number) => `${Math.round(value)} g`;

/** The builder: a chart's days, slots, options and foods, each changed in place, and what to do with it. */
export function DietChartEditorView({ editor }: { editor: DietChartEditor }) {
  const t = useTranslations('builders.chartEditor');
  const common = useTranslations('builders.editor');
  const { said, foodName } = useWords(editor);
  const editable = !editor.builtIn;
  const weekly = editor.tree.days.some((day) => day.day > 0);
  return (
    <>
      {editor.builtIn && (
        <SectionCard title={t('builtIn')} contentClassName="flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted-foreground">{common('notChanged')}</p>
          <CopyChartButton chartId={editor.id} name={editor.builtIn ? chartNameIn(editor.name, said) : editor.name} />
        </SectionCard>
      )}
      {editor.client && (
        <p className="flex items-start gap-2 rounded-lg border p-3 text-sm">
          {editor.client.diet !== editor.diet ? (
            <>
              <Icon icon={TriangleAlert} className="mt-0.5 size-4 shrink-0 text-destructive" />
              <span>
                {t.rich('dietChanged', {
                  name: editor.client.name,
                  diet: said(DIET_WORD[editor.client.diet]),
                  link: (chunks) => (
                    <Link href="/coach/diet-charts" className="underline underline-offset-4">
                      {chunks}
                    </Link>
                  ),
                })}
              </span>
            </>
          ) : (
            <span>{t('clientCopy', { name: editor.client.name })}</span>
          )}
        </p>
      )}
      {editable && (
        <SectionCard title={t('details')} contentClassName="grid gap-6">
          <ChartDetailsForm chart={editor} />
          <div className="grid gap-2">
            <ScaleChartForm chartId={editor.id} kcal={editor.targets?.kcal ?? editor.kcal} />
            <p className="text-xs text-muted-foreground">{t('scaleHint')}</p>
          </div>
          {!weekly && (
            <div className="grid gap-2">
              <MakeWeekButton chartId={editor.id} />
              <p className="text-xs text-muted-foreground">{t('weekHint')}</p>
            </div>
          )}
        </SectionCard>
      )}
      {editor.tree.days.map((day) => (
        <DayCard key={day.day} editor={editor} day={day} />
      ))}
      {!editor.client && (
        <SectionCard title={common('assign')} id="assign" className="scroll-mt-4" contentClassName="grid gap-3">
          <p className="text-sm text-muted-foreground">{t('assignLead')}</p>
          {editor.clients.length > 0 ? (
            <AssignChartForm
              chartId={editor.id}
              diet={editor.diet}
              clients={editor.clients.map((client) => ({
                ...client,
                refused: client.refused.map((name) => foodName(name, HINDI_OF.get(name))),
              }))}
            />
          ) : (
            <p className="text-sm">{common('noClients')}</p>
          )}
        </SectionCard>
      )}
      {editor.mine && !editor.client && (
        <SectionCard title={common('delete')}>
          <DeleteChartForm chartId={editor.id} name={editor.name} />
        </SectionCard>
      )}
    </>
  );
}

/** A day's totals against the targets, its warnings, and its slots. */
function DayCard({ editor, day }: { editor: DietChartEditor; day: StoredChartDay }) {
  const t = useTranslations('builders.chartEditor');
  const { said, own } = useWords(editor);
  const name = said(chartDayName(day.day));
  const total = dayNutrients(day);
  const target = editor.targets;
  const warnings = target ? dayWarnings(day, target.kcal) : [];
  return (
    <SectionCard title={name} id={`day-${day.day}`} className="scroll-mt-4" contentClassName="grid gap-4">
      <div className="grid gap-1 text-sm" aria-label={t('asPlanned', { day: name })}>
        <p>
          <span className="font-medium">{kcalText(total.kcal)}</span>
          {target && <span className="text-muted-foreground">{t('of', { value: kcalText(target.kcal) })}</span>} ·{' '}
          {t('protein', { value: grams(total.protein) })}
          {target?.macros && (
            <span className="text-muted-foreground">{t('of', { value: grams(target.macros.protein) })}</span>
          )} · {t('carbs', { value: grams(total.carbs) })}
          {target?.macros && (
            <span className="text-muted-foreground">{t('of', { value: grams(target.macros.carbs) })}</span>
          )} · {t('fat', { value: grams(total.fat) })}
          {target?.macros && <span className="text-muted-foreground">{t('of', { value: grams(target.macros.fat) })}</span>} ·{' '}
          {t('fibre', { value: grams(total.fibre) })}
        </p>
        <p className="text-xs text-muted-foreground">
          {editor.client ? t('countedClient', { name: editor.client.name }) : t('countedChart')}
        </p>
        {warnings.length > 0 && (
          <ul className="grid gap-1 text-destructive" aria-label={t('offTarget', { day: name })}>
            {warnings.map((warning) => {
              const words = {
                slot: own(day.slots[warning.slot]!.name),
                option: said(optionLabel(warning.option)),
                kcal: kcalText(warning.dayKcal),
                target: kcalText(target!.kcal),
              };
              return (
                <li key={`${warning.slot}-${warning.option}`} className="flex items-start gap-2">
                  <Icon icon={TriangleAlert} className="mt-0.5 size-4 shrink-0" />
                  {warning.direction === 'over' ? t('over', words) : t('under', words)}
                </li>
              );
            })}
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
  const t = useTranslations('builders.chartEditor');
  const { said, own, foodName } = useWords(editor);
  const editable = !editor.builtIn;
  const slotName = own(slot.name);
  return (
    <li className="grid gap-3 rounded-lg border p-3" id={`slot-${slot.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{slotName}</h3>
        <span className="text-xs text-muted-foreground">{t('loggedAs', { meal: said(MEAL_LABEL[slot.meal]) })}</span>
      </div>
      {slot.note && !editable && <p className="text-sm text-muted-foreground">{own(slot.note)}</p>}
      {editable && <SlotForm chartId={editor.id} slot={slot} />}
      <ul className="grid gap-3">
        {slot.options.map((option, index) => {
          const optionName = said(optionLabel(index));
          const label = `${slotName}, ${optionName}`;
          const searching = editor.search?.optionId === option.id ? editor.search : null;
          return (
            <li key={option.id} id={`add-${option.id}`} className="grid scroll-mt-4 gap-2 rounded-md bg-muted/40 p-3">
              <p className="text-sm font-medium">
                {optionName} · {kcalText(optionNutrients(option).kcal)}
              </p>
              {option.foods.length === 0 && <p className="text-sm text-muted-foreground">{t('noFood')}</p>}
              <ul className="grid gap-2">
                {option.foods.map((item) => {
                  const food = tableFoodOf(item.foodId);
                  const name = food ? foodName(food.name, food.hindi) : item.foodId;
                  // '2 roti', not '2 roti Roti': whether the serving names the food is read in English.
                  const portion = portionLabel(item.quantity, item.serving);
                  const named = portionWithName(portion, food?.name ?? item.foodId) === portion ? portion : `${portion} ${name}`;
                  return (
                    <li key={item.id} className="grid gap-1 text-sm">
                      <span>
                        {named} <span className="text-muted-foreground">· {kcalText(foodNutrients(item).kcal)}</span>
                      </span>
                      {editable && food && (
                        <div className="flex flex-wrap items-end gap-2">
                          <ChartFoodForm
                            chartId={editor.id}
                            item={item}
                            name={name}
                            servings={food.servings.map((serving) => serving.label)}
                          />
                          <RemoveChartPart
                            chartId={editor.id}
                            part="food"
                            id={item.id}
                            name={t('foodFrom', { food: name, option: label })}
                          />
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
                        <p className="text-sm text-muted-foreground">{t('noFoodFound')}</p>
                      ))}
                  </div>
                ) : (
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      href={`?add=${option.id}#add-${option.id}`}
                      scroll={false}
                      className="inline-flex h-8 items-center rounded-md border px-3 text-sm font-medium hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                      aria-label={t('addFoodTo', { option: label })}
                    >
                      {t('addFood')}
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
            name={slotName}
            confirm={t('removeSlot', { name: slotName, count: slot.options.length })}
          />
        </div>
      )}
    </li>
  );
}
