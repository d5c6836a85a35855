'use client';

import { useTranslations } from 'next-intl';
import { useOutbox } from '@/components/offline/outbox-context';
import { formatKcal, portionLabel } from '@/lib/domain/food-log';
import { type Meal, MEAL_LABEL } from '@/lib/domain/progress';
import { istDay } from '@/lib/domain/india-time';
import { useDomainText } from '@/lib/i18n/use-domain-text';

/** Today's foods for `meal` logged on this phone without a connection, shown until they sync. */
export function WaitingFoods({ meal }: { meal: Meal }) {
  const t = useTranslations('food.waiting');
  const said = useDomainText();
  const outbox = useOutbox();
  const today = istDay(new Date());
  const foods = (outbox?.waiting ?? []).flatMap(({ write, refused }) =>
    write.kind === 'food' && write.meal === meal && !refused && istDay(new Date(write.loggedAt)) === today ? [write] : [],
  );
  if (foods.length === 0) return null;
  return (
    <ul aria-label={t('label', { meal: said(MEAL_LABEL[meal]) })} className="grid gap-2">
      {foods.map((food) => (
        <li
          key={food.id}
          className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-md border border-dashed px-3 py-2"
        >
          <span className="text-sm">
            <span className="font-medium">{food.shown?.name ?? t('aFood')}</span> · {portionLabel(food.quantity, food.serving)}
          </span>
          <span className="text-sm text-muted-foreground tabular-nums">
            {food.shown && `${formatKcal(food.shown.kcal)} · `}
            {t('toSync')}
          </span>
        </li>
      ))}
    </ul>
  );
}
