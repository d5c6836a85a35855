import { Check, Icon } from '@/components/icons';
import { SectionCard } from '@/components/section-card';
import type { RecentDay } from '@/lib/db/client-page';
import { formatWeekdayDay } from '@/lib/domain/india-time';
import { MEALS } from '@/lib/domain/progress';

const COLUMNS = ['Day', 'Weight', 'Water', 'Workout', 'Meals'] as const;

/** The programme's last 14 days (fewer in its first fortnight) as a table, today first; it scrolls sideways on a phone rather than clip. */
export function RecentDays({ days, waterTarget }: { days: RecentDay[]; waterTarget: number }) {
  const title = days.length === 1 ? 'Today' : `Last ${days.length} days`;
  return (
    <SectionCard title={title} className="min-w-0">
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`Check-ins: ${title.toLowerCase()}`}>
        <table className="w-full min-w-[26rem] text-sm">
          <thead className="text-left text-muted-foreground">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="py-2 pr-3 font-medium last:pr-0">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day} className="border-t">
                <th scope="row" className="py-2 pr-3 text-left font-medium whitespace-nowrap">
                  {formatWeekdayDay(day.day)}
                </th>
                <td className="py-2 pr-3 tabular-nums">{day.weight === null ? '–' : `${day.weight} kg`}</td>
                <td className="py-2 pr-3 tabular-nums">
                  {day.waterGlasses} of {waterTarget}
                </td>
                <td className="py-2 pr-3">
                  {day.workoutDone ? <Icon icon={Check} className="size-4 text-success" aria-label="Done" /> : '–'}
                </td>
                <td className="py-2 tabular-nums">
                  {day.mealsLogged} of {MEALS.length}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionCard>
  );
}
