import { useTranslations } from 'next-intl';
import type { WeightProgress } from '@/lib/domain/progress';

/** Current Weight, Weight Lost, Days Completed, Target Weight */
interface StatCardsProps {
  progress: WeightProgress | null;
  /** Known even when the target is not (no height yet). */
  currentWeight: number | null;
  daysCompleted: number;
}

export function StatCards({ progress, currentWeight, daysCompleted }: StatCardsProps) {
  const t = useTranslations('progress.stats');
  const kg = (n: number) => t('kg', { value: Number.isInteger(n) ? String(n) : n.toFixed(1) });
  // Each card's test id is its English label, whatever the language.
  const stats = [
    { key: 'currentWeight' as const, testId: 'Current Weight', value: currentWeight !== null ? kg(currentWeight) : '—' },
    progress && progress.lost < 0
      ? { key: 'weightGained' as const, testId: 'Weight Gained', value: kg(-progress.lost) }
      : { key: 'weightLost' as const, testId: 'Weight Lost', value: progress ? kg(progress.lost) : '—' },
    { key: 'daysCompleted' as const, testId: 'Days Completed', value: String(daysCompleted) },
    { key: 'targetWeight' as const, testId: 'Target Weight', value: progress ? kg(progress.target) : '—' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.key} className="rounded-xl border bg-card p-4">
          <dt className="text-sm text-muted-foreground">{t(stat.key)}</dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid={stat.testId}>
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
