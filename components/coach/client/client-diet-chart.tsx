'use client';

import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
import { ConfirmDefaultForm, ReviewBadge } from '@/components/coach/client/default-review';
import { SectionCard } from '@/components/section-card';
import { confirmDietChartAction } from '@/lib/actions/diet-charts';
import type { ClientDietChart } from '@/lib/db/diet-charts';
import { formatKcal } from '@/lib/domain/food-log';
import { formatWeekday } from '@/lib/domain/india-time';
import { DIET_PREFERENCE_LABEL } from '@/lib/domain/profile-schema';
import { useDomainText } from '@/lib/i18n/use-domain-text';

/**
 * 'Diet chart': the client's chart, whether a coach has looked at it, and each of the last days:
 * the meals followed from the chart of those planned, and kcal eaten against planned.
 */
export function ClientDietChartCard({ customerId, dietChart }: { customerId: string; dietChart: ClientDietChart }) {
  const { chart, days } = dietChart;
  const t = useTranslations('coach.dietChart');
  const locale = useLocale();
  const said = useDomainText();
  return (
    <SectionCard title={t('title')} id="diet" className="scroll-mt-4" contentClassName="grid gap-4">
      {chart ? (
        <>
          <div className="grid gap-1">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              {chart.name}
              <ReviewBadge reviewedAt={chart.reviewedAt} />
            </p>
            <p className="text-sm text-muted-foreground">{said(DIET_PREFERENCE_LABEL[chart.diet])}</p>
          </div>
          <Link
            href={`/coach/diet-charts/${chart.id}`}
            className="w-fit text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('edit')}
          </Link>
          <ConfirmDefaultForm
            action={confirmDietChartAction}
            customerId={customerId}
            reviewedAt={chart.reviewedAt}
            explanation={t('explanation')}
            label={t('confirm')}
          />
          {days.length > 0 && (
            <table className="w-full text-sm">
              <caption className="mb-2 text-left font-medium">
                {days.length === 1 ? t('captionToday') : t('captionDays', { count: days.length })}
              </caption>
              <thead>
                <tr className="border-b text-left text-muted-foreground">
                  <th scope="col" className="py-1 pr-2 font-normal">
                    {t('day')}
                  </th>
                  <th scope="col" className="py-1 pr-2 font-normal">
                    {t('mealsPlanned')}
                  </th>
                  <th scope="col" className="py-1 text-right font-normal">
                    {t('eatenOfPlanned')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.day} className="border-b last:border-0">
                    <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                      {formatWeekday(day.day, locale)}
                    </th>
                    <td className="py-1.5 pr-2 tabular-nums">{t('of', { value: day.followed, total: day.planned })}</td>
                    <td className="py-1.5 text-right tabular-nums">
                      {day.eatenKcal > 0
                        ? t('of', { value: formatKcal(day.eatenKcal), total: formatKcal(day.plannedKcal) })
                        : t('nothing')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{t('none')}</p>
      )}
    </SectionCard>
  );
}
