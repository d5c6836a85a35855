import { useLocale, useTranslations } from 'next-intl';
import { Check, Icon } from '@/components/icons';
import { SectionCard } from '@/components/section-card';
import type { RecentDay } from '@/lib/db/client-page';
import { formatWeekdayDay } from '@/lib/domain/india-time';
import { MEALS } from '@/lib/domain/progress';

const COLUMNS = ['day', 'weight', 'water', 'workout', 'meals'] as const;

/** The programme's last 14 days (fewer in its first fortnight) as a table, today first; it scrolls sideways on a phone rather than clip. */
export function RecentDays({ days, waterTarget }: { days: RecentDay[]; waterTarget: number }) {
  const t = useTranslations('coach.recentDays');
  const locale = useLocale();
  const title = days.length === 1 ? t('today') : t('lastDays', { count: days.length });
  return (
    <SectionCard title={title} className="min-w-0">
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('region', { title: title.toLowerCase() })}>
        <table className="w-full min-w-[26rem] text-sm">
          <thead className="text-left text-muted-foreground">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="py-2 pr-3 font-medium last:pr-0">
                  {t(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day} className="border-t">
                <th scope="row" className="py-2 pr-3 text-left font-medium whitespace-nowrap">
                  {formatWeekdayDay(day.day, locale)}
                </th>
                <td className="py-2 pr-3 tabular-nums">{day.weight === null ? '–' : t('kg', { value: day.weight })}</td>
                <td className="py-2 pr-3 tabular-nums">{t('of', { value: day.waterGlasses, total: waterTarget })}</td>
                <td className="py-2 pr-3">
                  {day.workoutDone ? <Icon icon={Check} className="size-4 text-success" aria-label={t('done')} /> : '–'}
                </td>
                <td className="py-2 tabular-nums">{t('of', { value: day.mealsLogged, total: MEALS.length })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionCard>
  );
}
