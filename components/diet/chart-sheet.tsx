import { useTranslations } from 'next-intl';
import type { SheetDay } from '@/lib/domain/diet-charts/sheet';
import { formatKcal } from '@/lib/domain/food-log';
import { useDomainText } from '@/lib/i18n/use-domain-text';

/**
 * The whole diet chart as one sheet: a table a day, a row a slot, its options side by side as
 * 'or'. On paper: no card, small type, a day never split across pages.
 */
export function ChartSheet({ days }: { days: readonly SheetDay[] }) {
  const t = useTranslations('plan.sheet');
  const said = useDomainText();
  return (
    <div className="grid gap-6 print:gap-3 print:text-[11px]">
      {days.map((day) => (
        <section key={day.name} aria-labelledby={`sheet-${day.name}`} className="grid break-inside-avoid gap-2">
          <h2 id={`sheet-${day.name}`} className="flex flex-wrap items-baseline justify-between gap-2 font-semibold">
            {said(day.name)}
            <span className="text-sm font-normal text-muted-foreground print:text-[11px]">
              {t('about', { kcal: formatKcal(day.kcal) })}
            </span>
          </h2>
          <table className="w-full border-collapse text-sm print:text-[11px]">
            <thead className="sr-only">
              <tr>
                <th scope="col">{t('slot')}</th>
                <th scope="col">{t('whatToEat')}</th>
              </tr>
            </thead>
            <tbody>
              {day.slots.map((slot) => (
                <tr key={slot.name} className="border-t align-top">
                  <th scope="row" className="w-1/4 py-2 pr-3 text-left font-medium print:py-1">
                    {said(slot.name)}
                    <span className="block text-xs font-normal text-muted-foreground print:text-[10px]">{said(slot.meal)}</span>
                  </th>
                  <td className="py-2 print:py-1">
                    <ul className="grid gap-1">
                      {slot.options.map((option, index) => (
                        <li key={option.label}>
                          {index > 0 && <span className="text-muted-foreground">{t('or')}</span>}
                          {option.foods}{' '}
                          <span className="whitespace-nowrap text-muted-foreground">· {formatKcal(option.kcal)}</span>
                        </li>
                      ))}
                    </ul>
                    {slot.note && <p className="mt-1 text-xs text-muted-foreground print:text-[10px]">{said(slot.note)}</p>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
