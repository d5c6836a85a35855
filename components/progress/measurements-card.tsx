import { TrendChart } from '@/components/charts/trend-chart';
import { formatDay, formatShortDay } from '@/lib/domain/india-time';
import { MeasurementsForm } from '@/components/progress/measurements-form';
import { SectionCard } from '@/components/section-card';
import {
  changeLabel,
  type MeasurementEntry,
  measureTrends,
  WAIST_TO_HEIGHT_LINE,
  waistToHeight,
  waistToHeightNote,
} from '@/lib/domain/measurements';

interface MeasurementsCardProps {
  entries: readonly MeasurementEntry[];
  /** From the profile: the waist-to-height ratio needs it. */
  heightCm: number | null;
  today: string;
  /** The customer's own page offers 'Add measurements'; the coach's reads. */
  editable: boolean;
}

/** Each measure's chart with its change since the first entry, the waist-to-height ratio, and 'Add measurements'. */
export function MeasurementsCard({ entries, heightCm, today, editable }: MeasurementsCardProps) {
  const trends = measureTrends(entries);
  const todays = entries.find((entry) => entry.day === today) ?? null;
  const ratios = entries.flatMap((entry) => {
    const ratio = waistToHeight(entry.waistCm, heightCm);
    return ratio === null ? [] : [{ day: entry.day, value: ratio }];
  });
  const latestRatio = ratios.at(-1);
  return (
    <SectionCard title="Measurements" id="measurements" className="scroll-mt-4" contentClassName="grid gap-6">
      {trends.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {editable
            ? 'The scale is not the only measure: a waist that shrinks while the weight stands still is progress. Measure once a week, at the same time of day.'
            : 'No measurements yet.'}
        </p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2">
          {trends.map((trend) => {
            const first = trend.points[0]!;
            const latest = trend.points.at(-1)!;
            return (
              <div key={trend.key} className="grid content-start gap-1">
                <h3 className="font-semibold">
                  {trend.label}: {latest.value} {trend.unit}
                </h3>
                <p className="text-sm text-muted-foreground">
                  {trend.change === null
                    ? `Taken on ${formatDay(latest.day)}: the next entry starts the line.`
                    : `${changeLabel(trend.change, trend.unit)} since ${formatDay(first.day)}`}
                </p>
                {trend.points.length > 1 && (
                  <TrendChart
                    title={`${trend.label} from ${formatDay(first.day)} to ${formatDay(latest.day)}`}
                    points={trend.points}
                    format={(value) => `${value} ${trend.unit}`}
                    axis={{
                      from: first.day,
                      to: latest.day,
                      fromLabel: formatShortDay(first.day),
                      toLabel: formatShortDay(latest.day),
                    }}
                    guide={null}
                    tableCaption={`${trend.label} entries`}
                    valueHeader={trend.label}
                    caption={`${trend.points.length} entries`}
                  />
                )}
              </div>
            );
          })}
        </div>
      )}
      {latestRatio && (
        <div className="grid gap-1">
          <h3 className="font-semibold">Waist-to-height ratio: {latestRatio.value.toFixed(2)}</h3>
          <p className="text-sm text-muted-foreground">{waistToHeightNote(latestRatio.value)}</p>
          {ratios.length > 1 && (
            <TrendChart
              title="Waist-to-height ratio against the common 0.5 line"
              points={ratios}
              format={(value) => value.toFixed(2)}
              axis={{
                from: ratios[0]!.day,
                to: latestRatio.day,
                fromLabel: formatShortDay(ratios[0]!.day),
                toLabel: formatShortDay(latestRatio.day),
              }}
              guide={{ value: WAIST_TO_HEIGHT_LINE, label: '0.5' }}
              tableCaption="Waist-to-height ratio by date"
              valueHeader="Ratio"
              caption="Waist divided by height, from your profile's height."
              decimals={2}
            />
          )}
        </div>
      )}
      {editable && (
        <details className="group rounded-xl border p-3 sm:p-4" open={trends.length === 0}>
          <summary className="cursor-pointer font-medium">{todays ? "Change today's measurements" : 'Add measurements'}</summary>
          <div className="mt-4">
            <MeasurementsForm today={todays} />
          </div>
        </details>
      )}
    </SectionCard>
  );
}
