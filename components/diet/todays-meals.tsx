import { useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
import { AteThisForm } from '@/components/diet/ate-this-form';
import { chartNameIn } from '@/components/diet/chart-name';
import { CircleCheck, Icon } from '@/components/icons';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { MealSlotView, TodaysMeals } from '@/lib/domain/diet-charts/views';
import { formatKcal } from '@/lib/domain/food-log';
import { useDomainText } from '@/lib/i18n/use-domain-text';

/**
 * Today's slots of the customer's diet chart, each option with 'Ate this'; a slot logged shows as
 * followed. The foods' names come in the reader's language (components/diet/food-names.ts).
 */
export function TodaysMealsCard({ meals }: { meals: TodaysMeals }) {
  const t = useTranslations('plan.meals');
  const said = useDomainText();
  return (
    <SectionCard title={t('title')} id="meals" className="scroll-mt-4" contentClassName="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-sm text-muted-foreground">
          {t('summary', { chart: chartNameIn(meals.chartName, said), day: said(meals.dayName), kcal: formatKcal(meals.kcal) })}
        </p>
        <p className="text-sm font-medium" aria-live="polite">
          {t('followed', { followed: meals.followed, planned: meals.planned })}
        </p>
      </div>
      <ol className="grid gap-4">
        {meals.slots.map((slot) => (
          <MealSlotItem key={slot.id} slot={slot} />
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Link href="/plan/grocery" className="text-sm font-medium text-primary underline underline-offset-4">
          {t('grocery')}
        </Link>
        <Link href="/plan/chart" className="text-sm font-medium text-primary underline underline-offset-4">
          {t('print')}
        </Link>
        <p className="text-sm text-muted-foreground">
          {t.rich('elsewhere', {
            link: (chunks) => (
              <Link href="/food" className="text-primary underline underline-offset-4">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>
    </SectionCard>
  );
}

/** One slot of today's chart: its meal, its note, each option with 'Ate this' until the slot is logged. */
export function MealSlotItem({ slot, heading: Heading = 'h3' }: { slot: MealSlotView; heading?: 'h3' | 'h4' }) {
  const t = useTranslations('plan.meals');
  const said = useDomainText();
  const slotName = said(slot.name);
  return (
    <li className="grid gap-2 rounded-xl border p-3 sm:p-4" aria-labelledby={`slot-${slot.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <Heading id={`slot-${slot.id}`} className="font-semibold">
          {slotName}
        </Heading>
        <Badge variant="secondary">{said(slot.meal)}</Badge>
        {slot.followed && (
          <span className="inline-flex items-center gap-1 text-sm font-medium text-primary">
            <Icon icon={CircleCheck} className="size-4" />
            {t('logged')}
          </span>
        )}
      </div>
      {slot.note && <p className="text-sm text-muted-foreground">{said(slot.note)}</p>}
      <ul className="grid gap-2">
        {slot.options.map((option) => {
          // Each button's name starts with the words it shows, then says which option of which slot.
          const several = slot.options.length > 1;
          const which = { option: said(option.label), slot: slotName };
          return (
            <li key={option.id} className="flex flex-wrap items-start justify-between gap-2 rounded-lg bg-muted/40 p-2 sm:p-3">
              <div className="grid min-w-0 gap-0.5">
                {several && <span className="text-xs font-medium text-muted-foreground">{said(option.label)}</span>}
                <span>{option.foods.map((food) => food.label).join(' · ')}</span>
                <span className="text-xs text-muted-foreground">
                  {t('nutrients', { kcal: formatKcal(option.kcal), protein: option.protein })}
                </span>
              </div>
              {!slot.followed && (
                <div className="flex flex-wrap items-center gap-2">
                  <AteThisForm
                    slotId={slot.id}
                    optionId={option.id}
                    slotName={slotName}
                    label={several ? t('ateThisOptionFor', which) : t('ateThisFor', which)}
                  />
                  <Button asChild variant="outline" size="sm">
                    {/* Not prefetched: a swap page for every option of the day would be read at each visit. */}
                    <Link
                      href={`/plan/swap?slot=${slot.id}&option=${option.id}`}
                      prefetch={false}
                      aria-label={several ? t('swapOptionFor', which) : t('swapFor', which)}
                    >
                      {t('swap')}
                    </Link>
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </li>
  );
}
