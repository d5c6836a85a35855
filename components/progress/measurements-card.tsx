import { useLocale, useTranslations } from 'next-intl';
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
import { useDomainText } from '@/lib/i18n/use-domain-text';

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
  const t = useTranslations('progress.measurements');
  const said = useDomainText();
  const locale = useLocale();
  const trends = measureTrends(entries);
  const todays = entries.find((entry) => entry.day === today) ?? null;
  const ratios = entries.flatMap((entry) => {
    const ratio = waistToHeight(entry.waistCm, heightCm);
    return ratio === null ? [] : [{ day: entry.day, value: ratio }];
  });
  const latestRatio = ratios.at(-1);
  return (
    <SectionCard title={t('title')} id="measurements" className="scroll-mt-4" contentClassName="grid gap-6">
      {trends.length === 0 ? (
        <p className="text-sm text-muted-foreground">{editable ? t('intro') : t('none')}</p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2">
          {trends.map((trend) => {
            const first = trend.points[0]!;
            const latest = trend.points.at(-1)!;
            const label = said(trend.label);
            return (
              <div key={trend.key} className="grid content-start gap-1">
                <h3 className="font-semibold">
                  {label}: {latest.value} {trend.unit}
                </h3>
                <p className="text-sm text-muted-foreground">
                  {trend.change === null
                    ? t('takenOn', { day: formatDay(latest.day, locale) })
                    : t('since', { change: said(changeLabel(trend.change, trend.unit)), day: formatDay(first.day, locale) })}
                </p>
                {trend.points.length > 1 && (
                  <TrendChart
                    title={t('chartTitle', { label, from: formatDay(first.day, locale), to: formatDay(latest.day, locale) })}
                    points={trend.points}
                    format={(value) => `${value} ${trend.unit}`}
                    axis={{
                      from: first.day,
                      to: latest.day,
                      fromLabel: formatShortDay(first.day, locale),
                      toLabel: formatShortDay(latest.day, locale),
                    }}
                    guide={null}
                    tableCaption={t('tableCaption', { label })}
                    valueHeader={label}
                    caption={t('caption', { count: trend.points.length })}
                  />
                )}
              </div>
            );
          })}
        </div>
      )}
      {latestRatio && (
        <div className="grid gap-1">
          <h3 className="font-semibold">{t('ratio', { ratio: latestRatio.value.toFixed(2) })}</h3>
          <p className="text-sm text-muted-foreground">{said(waistToHeightNote(latestRatio.value))}</p>
          {ratios.length > 1 && (
            <TrendChart
              title={t('ratioChartTitle')}
              points={ratios}
              format={(value) => value.toFixed(2)}
              axis={{
                from: ratios[0]!.day,
                to: latestRatio.day,
                fromLabel: formatShortDay(ratios[0]!.day, locale),
                toLabel: formatShortDay(latestRatio.day, locale),
              }}
              guide={{ value: WAIST_TO_HEIGHT_LINE, label: '0.5' }}
              tableCaption={t('ratioTableCaption')}
              valueHeader={t('ratioHeader')}
              caption={t('ratioCaption')}
              decimals={2}
            />
          )}
        </div>
      )}
      {editable && (
        <details className="group rounded-xl border p-3 sm:p-4" open={trends.length === 0}>
          <summary className="cursor-pointer font-medium">{todays ? t('change') : t('add')}</summary>
          <div className="mt-4">
            <MeasurementsForm today={todays} />
          </div>
        </details>
      )}
    </SectionCard>
  );
}
