import { SectionCard } from '@/components/section-card';
import type { ClientPage } from '@/lib/db/client-page';
import { entryPortion, formatKcal, kcalAgainst } from '@/lib/domain/food-log';
import { formatWeekdayDay } from '@/lib/domain/india-time';
import { MEAL_LABEL, MEALS } from '@/lib/domain/progress';

/** The client's food on the programme's last days, today first: each day's total against the target, meal by meal. */
export function ClientFood({ food }: { food: ClientPage['food'] }) {
  const target = food.targets?.kcal;
  return (
    <SectionCard title="Food" id="food" className="scroll-mt-4" contentClassName="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {food.targets
          ? `Daily target ${formatKcal(food.targets.kcal)} (${food.targets.source === 'coach' ? 'yours' : 'from the profile'}).`
          : 'No calorie target yet: the client has no profile, and no target is set here.'}
      </p>
      <ol className="grid gap-4" aria-label="Food by day">
        {food.days.map(({ day, log }, index) => (
          <li key={day} className="grid gap-1 border-t pt-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold">{index === 0 ? 'Today' : formatWeekdayDay(day)}</h3>
              <span className="text-sm tabular-nums">
                {log.entries.length ? kcalAgainst(log.total.kcal, target) : 'Nothing logged'}
              </span>
            </div>
            {MEALS.filter((meal) => log.byMeal[meal].entries.length > 0).map((meal) => (
              <p key={meal} className="text-sm">
                <span className="font-medium">{MEAL_LABEL[meal]}</span> ({formatKcal(log.byMeal[meal].total.kcal)}):{' '}
                {log.byMeal[meal].entries.map((entry) => `${entry.foodName} (${entryPortion(entry)})`).join(', ')}
              </p>
            ))}
            {log.entries.length > 0 && (
              <p className="text-xs text-muted-foreground tabular-nums">
                Protein {log.total.protein} g · carbohydrate {log.total.carbs} g · fat {log.total.fat} g
              </p>
            )}
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
