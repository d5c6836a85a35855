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
  const latest = weights.at(-1);
  return (
    <TrendChart
      title={target === null ? 'Weight over the programme' : `Weight over the programme against a target of ${target} kg`}
      points={weights.map((w) => ({ day: w.day, value: w.weight }))}
      format={(kg) => `${kg} kg`}
      axis={{ from: startDay, to: addDays(startDay, PROGRAM_DAYS - 1), fromLabel: 'Day 1', toLabel: `Day ${PROGRAM_DAYS}` }}
      guide={target === null ? null : { value: target, label: `Target ${target} kg` }}
      tableCaption="Weights logged"
      valueHeader="Weight"
      caption={
        latest
          ? `${weights.length} ${weights.length === 1 ? 'entry' : 'entries'}, latest ${latest.weight} kg on ${formatDay(latest.day)}.`
          : 'No weights logged yet: the first entry starts the line.'
      }
    />
  );
}
