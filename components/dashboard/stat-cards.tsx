import type { WeightProgress } from '@/lib/domain/progress';

const kg = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)} kg`;

/** Current Weight, Weight Lost, Days Completed, Target Weight (spec §2). */
export function StatCards({ progress, daysCompleted }: { progress: WeightProgress | null; daysCompleted: number }) {
  const stats = [
    { label: 'Current Weight', value: progress ? kg(progress.current) : '—' },
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
