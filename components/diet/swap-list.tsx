import { useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
import { AteSwapForm } from '@/components/diet/ate-this-form';
import { CircleCheck, Icon } from '@/components/icons';
import { PlaceHeader } from '@/components/customer/place-header';
import { SWAP_TOLERANCE_PERCENT, type SwapsOfOption } from '@/lib/domain/diet-charts/views';
import { formatKcal } from '@/lib/domain/food-log';
import { useDomainText } from '@/lib/i18n/use-domain-text';

const foodLogLink = (chunks: React.ReactNode) => (
  <Link href="/food" className="text-primary underline underline-offset-4">
    {chunks}
  </Link>
);

/** /plan/swap: what the customer may eat in place of today's option, each with 'Ate this instead'. */
export function SwapList({ swaps: { slot, option, swaps } }: { swaps: SwapsOfOption }) {
  const t = useTranslations('plan.swapList');
  const said = useDomainText();
  const slotName = said(slot.name);
  const planned = option.foods.map((food) => food.label).join(' · ');
  return (
    <>
      <PlaceHeader
        title={t('title', { slot: slotName.toLocaleLowerCase('en-IN') })}
        description={t('description', { planned, kcal: formatKcal(option.kcal), percent: SWAP_TOLERANCE_PERCENT })}
      />
      {slot.followed ? (
        <p className="flex items-center gap-2 rounded-xl border p-4 font-medium">
          <Icon icon={CircleCheck} className="size-5 text-primary" />
          {t('logged', { slot: slotName })}{' '}
          <Link href="/plan#meals" className="text-primary underline underline-offset-4">
            {t('back')}
          </Link>
        </p>
      ) : swaps.length === 0 ? (
        <p className="rounded-xl border p-4">{t.rich('none', { link: foodLogLink })}</p>
      ) : (
        <>
          <ul className="grid gap-3" aria-label={t('label', { slot: slotName })}>
            {swaps.map((swap) => (
              <li key={swap.key} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border p-3 sm:p-4">
                <div className="grid min-w-0 gap-0.5">
                  <span>{swap.label}</span>
                  <span className="text-xs text-muted-foreground">
                    {t('nutrients', { kcal: formatKcal(swap.kcal), protein: swap.protein })}
                  </span>
                </div>
                <AteSwapForm
                  slotId={slot.id}
                  optionId={option.id}
                  swap={swap.key}
                  label={t('ateInstead', { swap: swap.label })}
                />
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted-foreground">{t.rich('elsewhere', { link: foodLogLink })}</p>
        </>
      )}
    </>
  );
}
