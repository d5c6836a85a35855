import { useLocale, useTranslations } from 'next-intl';
import { SectionCard } from '@/components/section-card';
import type { ClientPage } from '@/lib/db/client-page';
import { entryPortion, formatKcal } from '@/lib/domain/food-log';
import { FOOD_TABLE } from '@/lib/domain/foods';
import { formatWeekdayDay } from '@/lib/domain/india-time';
import { MEAL_LABEL, MEALS } from '@/lib/domain/progress';
import { useDomainText } from '@/lib/i18n/use-domain-text';

/** The food table's Hindi name of each of its foods, by its English name (a client's own food has only its name). */
const HINDI_OF: ReadonlyMap<string, string> = new Map(FOOD_TABLE.map((food) => [food.name, food.hindi]));

/** The client's food on the programme's last days, today first: each day's total against the target, meal by meal. */
export function ClientFood({ food }: { food: ClientPage['food'] }) {
  const target = food.targets?.kcal;
  const t = useTranslations('coach.food');
  const locale = useLocale();
  const said = useDomainText();
  const foodName = (name: string) => (locale === 'hi' ? (HINDI_OF.get(name) ?? name) : name);
  return (
    <SectionCard title={t('title')} id="food" className="scroll-mt-4" contentClassName="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {food.targets
          ? t(food.targets.source === 'coach' ? 'targetYours' : 'targetProfile', { kcal: formatKcal(food.targets.kcal) })
          : t('noTarget')}
      </p>
      <ol className="grid gap-4" aria-label={t('byDay')}>
        {food.days.map(({ day, log }, index) => (
          <li key={day} className="grid gap-1 border-t pt-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold">{index === 0 ? t('today') : formatWeekdayDay(day, locale)}</h3>
              <span className="text-sm tabular-nums">
                {log.entries.length
                  ? target
                    ? t('kcalOf', { kcal: formatKcal(log.total.kcal), target: formatKcal(target) })
                    : formatKcal(log.total.kcal)
                  : t('nothing')}
              </span>
            </div>
            {MEALS.filter((meal) => log.byMeal[meal].entries.length > 0).map((meal) => (
              <p key={meal} className="text-sm">
                <span className="font-medium">{said(MEAL_LABEL[meal])}</span> ({formatKcal(log.byMeal[meal].total.kcal)}):{' '}
                {log.byMeal[meal].entries.map((entry) => `${foodName(entry.foodName)} (${said(entryPortion(entry))})`).join(', ')}
              </p>
            ))}
            {log.entries.length > 0 && (
              <p className="text-xs text-muted-foreground tabular-nums">
                {t('macros', { protein: log.total.protein, carbs: log.total.carbs, fat: log.total.fat })}
              </p>
            )}
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
