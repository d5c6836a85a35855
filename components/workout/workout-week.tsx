import { Badge } from '@/components/ui/badge';
import { formatWeekday } from '@/lib/domain/india-time';
import type { DayState, WeekDay } from '@/lib/domain/workout-day';
import { cn } from '@/lib/utils';

const STATE_LABEL: Record<DayState, string> = {
  done: 'Done',
  missed: 'Missed',
  today: 'Today',
  planned: 'Planned',
  rest: 'Rest',
};

/** This week of the programme: each day's workout or rest, and whether it was done or missed. */
export function WorkoutWeek({ days }: { days: readonly WeekDay[] }) {
  return (
    <ol aria-label="This week" className="grid grid-cols-1 gap-2 sm:grid-cols-7">
      {days.map((day) => (
        <li
          key={day.day}
          className={cn(
            'flex items-center justify-between gap-2 rounded-lg border p-2 text-sm sm:grid sm:content-start sm:justify-normal',
            day.state === 'today' && 'border-primary',
          )}
        >
          <span className="font-medium">{formatWeekday(day.day)}</span>
          <span className="min-w-0 flex-1 truncate text-muted-foreground sm:flex-none">{day.title ?? 'Rest day'}</span>
          {day.title !== null && (
            <Badge variant={day.state === 'done' ? 'default' : day.state === 'missed' ? 'destructive' : 'outline'}>
              {STATE_LABEL[day.state]}
            </Badge>
          )}
        </li>
      ))}
    </ol>
  );
}
