import type { WeightProgress } from '@/lib/domain/progress';

const kg = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)} kg`;

/** Current Weight, Weight Lost, Days Completed, Target Weight */
interface StatCardsProps {
  progress: WeightProgress | null;
  /** Known even when the target is not (no height yet). */
  currentWeight: number | null;
  daysCompleted: number;
}

export function StatCards({ progress, currentWeight, daysCompleted }: StatCardsProps) {
  const stats = [
    { label: 'Current Weight', value: currentWeight !== null ? kg(currentWeight) : '—' },
    progress && progress.lost < 0
      ? { label: 'Weight Gained', value: kg(-progress.lost) }
      : { label: 'Weight Lost', value: progress ? kg(progress.lost) : '—' },
    { label: 'Days Completed', value: String(daysCompleted) },
    { label: 'Target Weight', value: progress ? kg(progress.target) : '—' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-xl border bg-card p-4">
          <dt className="text-sm text-muted-foreground">{stat.label}</dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid={stat.label}>
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
