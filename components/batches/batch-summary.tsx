import { useLocale, useTranslations } from 'next-intl';
import { CalendarDays, Clock, Icon, MapPin, UserRound } from '@/components/icons';
import type { Batch } from '@/lib/db/batches';
import { daysLabel, seatsLeftLabel, timeLabel } from '@/lib/domain/batches';
import { formatWeekdayDay } from '@/lib/domain/india-time';
import { useDomainText } from '@/lib/i18n/use-domain-text';

/** A batch as a customer weighs it: where, when, who, the next session and the seats left. */
export function BatchSummary({ batch, showSeats = true }: { batch: Batch; showSeats?: boolean }) {
  const t = useTranslations('batches.summary');
  const locale = useLocale();
  const said = useDomainText();
  const full = batch.seatsTaken >= batch.capacity;
  return (
    <div className="grid gap-2">
      <h3 className="text-base font-semibold">
        {batch.centre.name}, {timeLabel(batch.startTime)}
      </h3>
      <ul className="grid gap-1 text-sm text-muted-foreground">
        <li className="flex items-start gap-2">
          <Icon icon={MapPin} className="mt-0.5 size-4 shrink-0" />
          <span>
            {batch.centre.address}, {batch.centre.city}
            {batch.centre.mapUrl && (
              <>
                {' · '}
                <a
                  href={batch.centre.mapUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {t('map')}
                  <span className="sr-only"> {t('mapOf', { name: batch.centre.name })}</span>
                </a>
              </>
            )}
          </span>
        </li>
        <li className="flex items-start gap-2">
          <Icon icon={Clock} className="mt-0.5 size-4 shrink-0" />
          <span>
            {/* 'Mon, Wed, Fri' or 'Every day': each day in the reader's language. */}
            {t('schedule', {
              days: daysLabel(batch.days).split(', ').map(said).join(', '),
              time: timeLabel(batch.startTime),
              minutes: batch.durationMinutes,
            })}
          </span>
        </li>
        <li className="flex items-start gap-2">
          <Icon icon={UserRound} className="mt-0.5 size-4 shrink-0" />
          <span>{batch.coachName ? t('coach', { name: batch.coachName }) : t('anyCoach')}</span>
        </li>
        <li className="flex items-start gap-2">
          <Icon icon={CalendarDays} className="mt-0.5 size-4 shrink-0" />
          <span>
            {batch.nextSession ? t('nextSession', { day: formatWeekdayDay(batch.nextSession, locale) }) : t('noSessions')}
          </span>
        </li>
      </ul>
      {showSeats && (
        <p className={full ? 'text-sm font-medium text-destructive' : 'text-sm font-medium text-primary'}>
          {full ? t('full') : said(seatsLeftLabel(batch.capacity, batch.seatsTaken))}
        </p>
      )}
    </div>
  );
}
