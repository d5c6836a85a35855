import { useLocale, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { formatWeekday } from '@/lib/domain/india-time';
import type { WeekDay } from '@/lib/domain/workout-day';
import { useDomainText } from '@/lib/i18n/use-domain-text';
import { cn } from '@/lib/utils';

/** This week of the programme: each day's workout or rest, and whether it was done or missed. */
export function WorkoutWeek({ days }: { days: readonly WeekDay[] }) {
  const t = useTranslations('plan.week');
  const said = useDomainText();
  const locale = useLocale();
  return (
    <ol aria-label={t('label')} className="grid grid-cols-1 gap-2 sm:grid-cols-7">
      {days.map((day) => (
        <li
          key={day.day}
          className={cn(
            'flex items-center justify-between gap-2 rounded-lg border p-2 text-sm sm:grid sm:content-start sm:justify-normal',
            day.state === 'today' && 'border-primary',
          )}
        >
          <span className="font-medium">{formatWeekday(day.day, locale)}</span>
          <span className="min-w-0 flex-1 truncate text-muted-foreground sm:flex-none">
            {day.title === null ? t('restDay') : said(day.title)}
          </span>
          {day.title !== null && (
            <Badge variant={day.state === 'done' ? 'default' : day.state === 'missed' ? 'destructive' : 'outline'}>
              {t(day.state)}
            </Badge>
          )}
        </li>
      ))}
    </ol>
  );
}
