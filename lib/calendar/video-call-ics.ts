import { createEvent } from 'ics';
import type { CallCalendarEvent } from '@/lib/domain/video-calls';

/** How long before a call the calendar's own alarm goes off. */
const ALARM_MINUTES = 15;

/**
 * A video call as an iCalendar file: at its moment in UTC, with the room's link, and an alarm. Its
 * uid is the call's, so importing the file again after a reschedule moves the event.
 */
export function videoCallCalendar(event: CallCalendarEvent): string {
  const { error, value } = createEvent({
    uid: event.uid,
    start: event.startUtc,
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: event.durationMinutes },
    title: event.title,
    description: event.description,
    url: event.url,
    location: event.url,
    busyStatus: 'BUSY',
    productId: 'wellfit/video-calls',
    alarms: [{ action: 'display', description: event.title, trigger: { minutes: ALARM_MINUTES, before: true } }],
  });
  if (error || !value) throw error ?? new Error('the calendar file could not be written');
  return value;
}
