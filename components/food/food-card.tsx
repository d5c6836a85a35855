import Link from 'next/link';
import { SectionCard } from '@/components/section-card';
import { Progress } from '@/components/ui/progress';
import type { FoodLogView } from '@/lib/db/food-logs';
import { formatKcal, kcalAgainst } from '@/lib/domain/food-log';
import type { DailyNutritionTargets } from '@/lib/domain/nutrition';
import { type Meal, MEAL_LABEL, MEALS } from '@/lib/domain/progress';
import { CopyYesterdayButton } from './copy-yesterday-button';
import { FoodEntryRow } from './food-entry-row';
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
  const { total, byMeal } = log.today;
  const macros = [
    ['Protein', total.protein, targets?.macros?.protein],
    ['Carbohydrate', total.carbs, targets?.macros?.carbs],
    ['Fat', total.fat, targets?.macros?.fat],
  ] as const;
  return (
    <SectionCard title="Food log" id="food" className="scroll-mt-4" contentClassName="grid gap-5">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-xl font-bold tabular-nums sm:text-2xl">
            {targets ? kcalAgainst(total.kcal, targets.kcal) : `${formatKcal(total.kcal)} today`}
          </p>
          <LogFoodSheet recent={log.recent} frequent={log.frequent} suggestedMeal={suggestedMeal} openAtStart={openSearch} />
        </div>
        {targets ? (
          <>
            <Progress value={percentOf(total.kcal, targets.kcal)} aria-label="Calories eaten of the day's target" />
            <p className="text-sm text-muted-foreground">
              {total.kcal > targets.kcal
                ? `${formatKcal(total.kcal - targets.kcal)} over today's target. `
                : `${formatKcal(targets.kcal - total.kcal)} left today. `}
              {targets.source === 'coach'
                ? 'Target set by your coach.'
                : 'Target from your profile: what keeps your weight, less 500 kcal a day.'}
            </p>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">
            <Link href="/customer-form" className="text-primary underline underline-offset-4">
              Complete your profile to get a calorie target
            </Link>
            .
          </p>
        )}
      </div>

      <ul aria-label="Nutrients today" className="grid gap-3 sm:grid-cols-3">
        {macros.map(([label, grams, target]) => (
          <li key={label} className="grid gap-1">
            <div className="flex justify-between gap-2 text-sm">
              <span>{label}</span>
              <span className="text-muted-foreground tabular-nums">
                {grams} g{target !== undefined && ` of ${target} g`}
              </span>
            </div>
            {target !== undefined && <Progress value={percentOf(grams, target)} aria-label={`${label} of the day's target`} />}
          </li>
        ))}
      </ul>

      <p className="text-sm">
        {log.weekAverage
          ? `7-day average: ${formatKcal(log.weekAverage.kcal)} (${log.weekAverage.daysLogged} ${
              log.weekAverage.daysLogged === 1 ? 'day' : 'days'
            } logged)`
          : '7-day average: nothing logged in the last 7 days yet.'}
      </p>

      <div className="grid gap-4">
        {MEALS.map((meal) => {
          const { entries, total: subtotal } = byMeal[meal];
          const headingId = `food-${meal}`;
          return (
            <section key={meal} aria-labelledby={headingId} className="grid gap-2 border-t pt-3">
              <div className="flex items-baseline justify-between gap-2">
                <h3 id={headingId} className="font-semibold">
                  {MEAL_LABEL[meal]}
                </h3>
                {entries.length > 0 && (
                  <span className="text-sm text-muted-foreground tabular-nums">{formatKcal(subtotal.kcal)}</span>
                )}
              </div>
              {entries.length > 0 ? (
                <ul aria-label={`${MEAL_LABEL[meal]} foods`} className="grid gap-2">
                  {entries.map((entry) => (
                    <FoodEntryRow
                      key={entry.id}
                      entry={{
                        id: entry.id,
                        kind: entry.kind,
                        foodName: entry.foodName,
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
                  <p className="text-sm text-muted-foreground">Nothing logged yet.</p>
                  {log.yesterdaysMeals.includes(meal) && <CopyYesterdayButton meal={meal} />}
                </div>
              )}
              <WaitingFoods meal={meal} />
            </section>
          );
        })}
      </div>
      <p className="text-xs text-muted-foreground">
        Values are approximate: estimated from standard home recipes, and from what you entered for your own foods.
      </p>
    </SectionCard>
  );
}
