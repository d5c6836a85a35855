import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
import { SectionCard } from '@/components/section-card';
import { Progress } from '@/components/ui/progress';
import type { FoodLogView } from '@/lib/db/food-logs';
import { formatKcal } from '@/lib/domain/food-log';
import type { DailyNutritionTargets } from '@/lib/domain/nutrition';
import { type Meal, MEAL_LABEL, MEALS } from '@/lib/domain/progress';
import { useDomainText } from '@/lib/i18n/use-domain-text';
import { CopyYesterdayButton } from './copy-yesterday-button';
import { FoodEntryRow } from './food-entry-row';
import { foodNames } from './food-name';
import { LogFoodSheet } from './log-food-sheet';
import { WaitingFoods } from './waiting-foods';

const percentOf = (value: number, of: number) => (of > 0 ? Math.min(100, Math.round((value / of) * 100)) : 0);

interface FoodCardProps {
  log: FoodLogView;
  targets: DailyNutritionTargets | null;
  suggestedMeal: Meal;
  /** Open 'Log food' at once (arriving from Today's 'Log Food'). */
  openSearch?: boolean;
}

/** The day's food against its calorie target, meal by meal, and the way in to log more. */
export function FoodCard({ log, targets, suggestedMeal, openSearch }: FoodCardProps) {
  const t = useTranslations('food.card');
  const said = useDomainText();
  const locale = useLocale();
  const { total, byMeal } = log.today;
  const macros = [
    ['protein', total.protein, targets?.macros?.protein],
    ['carbs', total.carbs, targets?.macros?.carbs],
    ['fat', total.fat, targets?.macros?.fat],
  ] as const;
  return (
    <SectionCard title={t('title')} id="food" className="scroll-mt-4" contentClassName="grid gap-5">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-xl font-bold tabular-nums sm:text-2xl">
            {targets
              ? targets.kcal
                ? t('ofTarget', { eaten: formatKcal(total.kcal), target: formatKcal(targets.kcal) })
                : formatKcal(total.kcal)
              : t('today', { kcal: formatKcal(total.kcal) })}
          </p>
          <LogFoodSheet recent={log.recent} frequent={log.frequent} suggestedMeal={suggestedMeal} openAtStart={openSearch} />
        </div>
        {targets ? (
          <>
            <Progress value={percentOf(total.kcal, targets.kcal)} aria-label={t('progressLabel')} />
            <p className="text-sm text-muted-foreground">
              {total.kcal > targets.kcal
                ? t('over', { kcal: formatKcal(total.kcal - targets.kcal) })
                : t('left', { kcal: formatKcal(targets.kcal - total.kcal) })}{' '}
              {targets.source === 'coach' ? t('byCoach') : t('fromProfile')}
            </p>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">
            {t.rich('completeProfile', {
              link: (chunks) => (
                <Link href="/customer-form" className="text-primary underline underline-offset-4">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        )}
      </div>

      <ul aria-label={t('nutrientsLabel')} className="grid gap-3 sm:grid-cols-3">
        {macros.map(([key, grams, target]) => (
          <li key={key} className="grid gap-1">
            <div className="flex justify-between gap-2 text-sm">
              <span>{t(`macros.${key}`)}</span>
              <span className="text-muted-foreground tabular-nums">
                {target !== undefined
                  ? t('gramsOf', { grams: String(grams), target: String(target) })
                  : t('grams', { grams: String(grams) })}
              </span>
            </div>
            {target !== undefined && (
              <Progress value={percentOf(grams, target)} aria-label={t('macroProgressLabel', { nutrient: t(`macros.${key}`) })} />
            )}
          </li>
        ))}
      </ul>

      <p className="text-sm">
        {log.weekAverage
          ? t('weekAverage', { kcal: formatKcal(log.weekAverage.kcal), days: log.weekAverage.daysLogged })
          : t('weekNone')}
      </p>

      <div className="grid gap-4">
        {MEALS.map((meal) => {
          const { entries, total: subtotal } = byMeal[meal];
          const headingId = `food-${meal}`;
          return (
            <section key={meal} aria-labelledby={headingId} className="grid gap-2 border-t pt-3">
              <div className="flex items-baseline justify-between gap-2">
                <h3 id={headingId} className="font-semibold">
                  {said(MEAL_LABEL[meal])}
                </h3>
                {entries.length > 0 && (
                  <span className="text-sm text-muted-foreground tabular-nums">{formatKcal(subtotal.kcal)}</span>
                )}
              </div>
              {entries.length > 0 ? (
                <ul aria-label={t('mealFoods', { meal: said(MEAL_LABEL[meal]) })} className="grid gap-2">
                  {entries.map((entry) => (
                    <FoodEntryRow
                      key={entry.id}
                      entry={{
                        id: entry.id,
                        kind: entry.kind,
                        foodName: foodNames({ name: entry.foodName, hindi: entry.hindi }, locale).shown,
                        servingLabel: entry.servingLabel,
                        quantity: entry.quantity,
                        kcal: Math.round(entry.kcal),
                        chart: entry.chartSlotId === null ? null : entry.chartSwap ? 'swap' : 'planned',
                      }}
                    />
                  ))}
                </ul>
              ) : (
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm text-muted-foreground">{t('nothingYet')}</p>
                  {log.yesterdaysMeals.includes(meal) && <CopyYesterdayButton meal={meal} />}
                </div>
              )}
              <WaitingFoods meal={meal} />
            </section>
          );
        })}
      </div>
      <p className="text-xs text-muted-foreground">{t('approximate')}</p>
    </SectionCard>
  );
}
