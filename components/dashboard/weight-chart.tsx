import { useLocale, useTranslations } from 'next-intl';
import { TrendChart } from '@/components/charts/trend-chart';
import { addDays, formatDay } from '@/lib/domain/india-time';
import { PROGRAM_DAYS } from '@/lib/domain/onboarding';
import { type WeightEntry } from '@/lib/domain/progress';

interface WeightChartProps {
  weights: readonly WeightEntry[];
  /** The target line; null until a height sets it. */
  target: number | null;
  /** Day 1 of the programme; the x axis runs over its 45 days. */
  startDay: string;
}

/** The weight trend over the programme's 45 days, with the target as a dashed line. */
export function WeightChart({ weights, target, startDay }: WeightChartProps) {
  const t = useTranslations('progress.weightChart');
  const locale = useLocale();
  const latest = weights.at(-1);
  return (
    <TrendChart
      title={target === null ? t('title') : t('titleWithTarget', { target: String(target) })}
      points={weights.map((w) => ({ day: w.day, value: w.weight }))}
      format={(kg) => t('kg', { value: String(kg) })}
      axis={{
        from: startDay,
        to: addDays(startDay, PROGRAM_DAYS - 1),
        fromLabel: t('day', { day: 1 }),
        toLabel: t('day', { day: PROGRAM_DAYS }),
      }}
      guide={target === null ? null : { value: target, label: t('target', { target: String(target) }) }}
      tableCaption={t('tableCaption')}
      valueHeader={t('valueHeader')}
      caption={
        latest
          ? t('caption', { count: weights.length, weight: String(latest.weight), day: formatDay(latest.day, locale) })
          : t('empty')
      }
    />
  );
}
