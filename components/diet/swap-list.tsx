import Link from 'next/link';
import { AteSwapForm } from '@/components/diet/ate-this-form';
import { CircleCheck, Icon } from '@/components/icons';
import { PlaceHeader } from '@/components/customer/place-header';
import { SWAP_TOLERANCE_PERCENT, type SwapsOfOption } from '@/lib/domain/diet-charts/views';
import { formatKcal } from '@/lib/domain/food-log';

const foodLogLink = (
  <Link href="/food" className="text-primary underline underline-offset-4">
    food log
  </Link>
);

/** /plan/swap: what the customer may eat in place of today's option, each with 'Ate this instead'. */
export function SwapList({ swaps: { slot, option, swaps } }: { swaps: SwapsOfOption }) {
  const planned = option.foods.map((food) => food.label).join(' · ');
  return (
    <>
      <PlaceHeader
        title={`Swap ${slot.name.toLocaleLowerCase('en-IN')}`}
        description={`In place of ${planned} (${formatKcal(option.kcal)}): meals of your chart's diet within ${SWAP_TOLERANCE_PERCENT}% of its kcal. A swap counts as following your chart.`}
      />
      {slot.followed ? (
        <p className="flex items-center gap-2 rounded-xl border p-4 font-medium">
          <Icon icon={CircleCheck} className="size-5 text-primary" />
          {slot.name} is logged today.{' '}
          <Link href="/plan#meals" className="text-primary underline underline-offset-4">
            Back to your plan
          </Link>
        </p>
      ) : swaps.length === 0 ? (
        <p className="rounded-xl border p-4">
          Nothing on the food table fits in place of this one. Ate something else? Add it in your {foodLogLink}.
        </p>
      ) : (
        <>
          <ul className="grid gap-3" aria-label={`Swaps for ${slot.name}`}>
            {swaps.map((swap) => (
              <li key={swap.key} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border p-3 sm:p-4">
                <div className="grid min-w-0 gap-0.5">
                  <span>{swap.label}</span>
                  <span className="text-xs text-muted-foreground">
                    {formatKcal(swap.kcal)} · {swap.protein} g protein
                  </span>
                </div>
                <AteSwapForm slotId={slot.id} optionId={option.id} swap={swap.key} label={`Ate this instead: ${swap.label}`} />
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted-foreground">Ate something else? Add it in your {foodLogLink}.</p>
        </>
      )}
    </>
  );
}
