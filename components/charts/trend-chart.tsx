import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { daysBetween, formatDay } from '@/lib/domain/india-time';

const WIDTH = 320;
const HEIGHT = 160;
const PAD = { top: 12, right: 12, bottom: 24, left: 36 };

export interface TrendPoint {
  day: string;
  value: number;
}

interface TrendChartProps {
  /** The chart's name for screen readers: 'Weight over the programme'. */
  title: string;
  points: readonly TrendPoint[];
  /** '84.5 cm', '72 kg': a value as the table and caption say it. */
  format: (value: number) => string;
  /** The x axis: from the first day to the last, with their labels ('Day 1', '1 Dec'). */
  axis: { from: string; to: string; fromLabel: string; toLabel: string };
  /** A dashed line to read the trend against (a target, a common guide); null for none. */
  guide: { value: number; label: string } | null;
  /** The caption under it, and the table's. */
  caption: string;
  tableCaption: string;
  /** The table's column of values: 'Weight', 'Waist'. */
  valueHeader: string;
  /** How many decimals the y axis's figures keep. */
  decimals?: number;
}

/**
 * A value over days with an optional guide as a dashed line: plain SVG drawn on the server (no
 * chart library in the browser), and the same figures as a table for screen readers.
 */
export function TrendChart({
  title,
  points,
  format,
  axis,
  guide,
  caption,
  tableCaption,
  valueHeader,
  decimals = 0,
}: TrendChartProps) {
  const titleId = useId();
  const t = useTranslations('progress.trendChart');
  const locale = useLocale();
  const step = 10 ** -decimals;
  const values = [...points.map((point) => point.value), ...(guide === null ? [] : [guide.value])];
  const low = Math.floor((Math.min(...values) - step) / step) * step;
  const high = Math.ceil((Math.max(...values) + step) / step) * step;
  const span = Math.max(1, daysBetween(axis.from, axis.to));
  const x = (day: string) => PAD.left + (daysBetween(axis.from, day) / span) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + ((high - value) / (high - low)) * (HEIGHT - PAD.top - PAD.bottom);
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.day).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');

  return (
    <figure className="grid gap-2">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="w-full" role="img" aria-labelledby={titleId}>
        <title id={titleId}>{title}</title>
        {[high, (high + low) / 2, low].map((value) => (
          <g key={value}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(value)} y2={y(value)} className="stroke-border" strokeWidth="1" />
            <text x={PAD.left - 6} y={y(value) + 4} textAnchor="end" className="fill-muted-foreground text-[10px]">
              {value.toFixed(decimals)}
            </text>
          </g>
        ))}
        {guide !== null && (
          <>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(guide.value)}
              y2={y(guide.value)}
              className="stroke-success"
              strokeWidth="1.5"
              strokeDasharray="4 4"
            />
            <text x={WIDTH - PAD.right} y={y(guide.value) - 4} textAnchor="end" className="fill-success text-[10px]">
              {guide.label}
            </text>
          </>
        )}
        <text x={PAD.left} y={HEIGHT - 6} className="fill-muted-foreground text-[10px]">
          {axis.fromLabel}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" className="fill-muted-foreground text-[10px]">
          {axis.toLabel}
        </text>
        {path && <path d={path} fill="none" className="stroke-primary" strokeWidth="2" strokeLinejoin="round" />}
        {points.map((p) => (
          <circle key={p.day} cx={x(p.day)} cy={y(p.value)} r="3" className="fill-primary" />
        ))}
      </svg>
      <table className="sr-only">
        <caption>{tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('date')}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.day}>
              <td>{formatDay(p.day, locale)}</td>
              <td>{format(p.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <figcaption className="text-sm text-muted-foreground">{caption}</figcaption>
    </figure>
  );
}
