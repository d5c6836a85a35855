import { PROGRAM_DAYS } from '@/lib/domain/onboarding';
import { type WeightEntry } from '@/lib/domain/progress';
import { daysBetween } from '@/lib/domain/india-time';
import { formatDate } from '@/lib/domain/india-time';

const WIDTH = 320;
const HEIGHT = 160;
const PAD = { top: 12, right: 12, bottom: 24, left: 36 };

interface WeightChartProps {
  weights: readonly WeightEntry[];
  /** The target line; null until a height sets it. */
  target: number | null;
  /** Day 1 of the programme; the x axis runs over its 45 days. */
  startDay: string;
}

const dayLabel = (day: string) => formatDate(new Date(`${day}T12:00:00+05:30`));

/**
 * The weight trend over the programme with the target as a dashed line: plain SVG drawn on the
 * server (no chart library in the browser), and the same figures as a table for screen readers.
 */
export function WeightChart({ weights, target, startDay }: WeightChartProps) {
  const values = [...weights.map((w) => w.weight), ...(target === null ? [] : [target])];
  const low = Math.floor(Math.min(...values) - 1);
  const high = Math.ceil(Math.max(...values) + 1);
  const x = (day: string) => PAD.left + (daysBetween(startDay, day) / (PROGRAM_DAYS - 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (kg: number) => PAD.top + ((high - kg) / (high - low)) * (HEIGHT - PAD.top - PAD.bottom);
  const path = weights.map((w, i) => `${i === 0 ? 'M' : 'L'}${x(w.day).toFixed(1)},${y(w.weight).toFixed(1)}`).join(' ');

  return (
    <figure className="grid gap-2">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="w-full" role="img" aria-labelledby="weight-chart-title">
        <title id="weight-chart-title">
          {target === null ? 'Weight over the programme' : `Weight over the programme against a target of ${target} kg`}
        </title>
        {[high, (high + low) / 2, low].map((kg) => (
          <g key={kg}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(kg)} y2={y(kg)} className="stroke-border" strokeWidth="1" />
            <text x={PAD.left - 6} y={y(kg) + 4} textAnchor="end" className="fill-muted-foreground text-[10px]">
              {Math.round(kg)}
            </text>
          </g>
        ))}
        {target !== null && (
          <>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(target)}
              y2={y(target)}
              className="stroke-success"
              strokeWidth="1.5"
              strokeDasharray="4 4"
            />
            <text x={WIDTH - PAD.right} y={y(target) - 4} textAnchor="end" className="fill-success text-[10px]">
              Target {target} kg
            </text>
          </>
        )}
        <text x={PAD.left} y={HEIGHT - 6} className="fill-muted-foreground text-[10px]">
          Day 1
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" className="fill-muted-foreground text-[10px]">
          Day {PROGRAM_DAYS}
        </text>
        {path && <path d={path} fill="none" className="stroke-primary" strokeWidth="2" strokeLinejoin="round" />}
        {weights.map((w) => (
          <circle key={w.day} cx={x(w.day)} cy={y(w.weight)} r="3" className="fill-primary" />
        ))}
      </svg>
      <table className="sr-only">
        <caption>Weights logged</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Weight</th>
          </tr>
        </thead>
        <tbody>
          {weights.map((w) => (
            <tr key={w.day}>
              <td>{dayLabel(w.day)}</td>
              <td>{w.weight} kg</td>
            </tr>
          ))}
        </tbody>
      </table>
      <figcaption className="text-sm text-muted-foreground">
        {weights.length === 0
          ? 'No weights logged yet: the first entry starts the line.'
          : `${weights.length} ${weights.length === 1 ? 'entry' : 'entries'}, latest ${weights.at(-1)!.weight} kg on ${dayLabel(weights.at(-1)!.day)}.`}
      </figcaption>
    </figure>
  );
}
