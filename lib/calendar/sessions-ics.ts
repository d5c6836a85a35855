import { createEvents } from 'ics';
import { sessionStart } from '@/lib/domain/batches';

export interface CalendarSession {
  batchId: string;
  day: string;
  /** 'HH:MM' in India. */
  startTime: string;
  durationMinutes: number;
  title: string;
  location: string;
  url: string | null;
}

/**
 * 'Add to calendar': an iCalendar file of the sessions ahead, each at its moment in UTC so every
 * calendar shows it at the right local time. Each has a stable uid, so importing a newer file
 * updates the sessions rather than doubling them.
 */
export function sessionsCalendar(sessions: readonly CalendarSession[]): string {
  const { error, value } = createEvents(
    sessions.map((session) => ({
      uid: `${session.batchId}-${session.day}@wellfit`,
      start: sessionStart(session.day, session.startTime).getTime(),
      startInputType: 'utc' as const,
      startOutputType: 'utc' as const,
      duration: { minutes: session.durationMinutes },
      title: session.title,
      location: session.location,
      ...(session.url ? { url: session.url } : {}),
      busyStatus: 'BUSY' as const,
      alarms: [{ action: 'display' as const, description: session.title, trigger: { hours: 1, before: true } }],
    })),
    { productId: 'wellfit/batches', calName: 'WellFit sessions' },
  );
  if (error || !value) throw error ?? new Error('the calendar could not be written');
  return value;
}
