import { CalendarDays, Clock, Icon, MapPin, UserRound } from '@/components/icons';
import type { Batch } from '@/lib/db/batches';
import { daysLabel, seatsLeftLabel, timeLabel } from '@/lib/domain/batches';
import { formatWeekdayDay } from '@/lib/domain/india-time';

/** A batch as a customer weighs it: where, when, who, the next session and the seats left. */
export function BatchSummary({ batch, showSeats = true }: { batch: Batch; showSeats?: boolean }) {
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
                  Map<span className="sr-only"> of {batch.centre.name} (opens in a new tab)</span>
                </a>
              </>
            )}
          </span>
        </li>
        <li className="flex items-start gap-2">
          <Icon icon={Clock} className="mt-0.5 size-4 shrink-0" />
          <span>
            {daysLabel(batch.days)} · {timeLabel(batch.startTime)} · {batch.durationMinutes} min
          </span>
        </li>
        <li className="flex items-start gap-2">
          <Icon icon={UserRound} className="mt-0.5 size-4 shrink-0" />
          <span>{batch.coachName ? `Coach: ${batch.coachName}` : 'A WellFit coach'}</span>
        </li>
        <li className="flex items-start gap-2">
          <Icon icon={CalendarDays} className="mt-0.5 size-4 shrink-0" />
          <span>{batch.nextSession ? `Next session ${formatWeekdayDay(batch.nextSession)}` : 'No sessions left'}</span>
        </li>
      </ul>
      {showSeats && (
        <p className={full ? 'text-sm font-medium text-destructive' : 'text-sm font-medium text-primary'}>
          {full ? 'This batch is full' : seatsLeftLabel(batch.capacity, batch.seatsTaken)}
        </p>
      )}
    </div>
  );
}
