import { describe, expect, it } from 'vitest';
import { sessionsCalendar } from '@/lib/calendar/sessions-ics';

const session = {
  batchId: '9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b',
  startTime: '07:00',
  durationMinutes: 60,
  title: 'WellFit session at Andheri West',
  location: '12 Link Road, Mumbai',
  url: 'https://maps.example.com/andheri',
};

describe('sessionsCalendar', () => {
  const ics = sessionsCalendar([
    { ...session, day: '2026-11-30' },
    { ...session, day: '2026-12-02' },
  ]);
  const unfolded = ics.replace(/\r\n[ \t]/g, '');

  it('is one calendar with an event per session', () => {
    expect(unfolded.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(unfolded).toContain('X-WR-CALNAME:WellFit sessions');
  });

  it('puts 7:00 in India at 01:30 UTC, for an hour, with a stable uid', () => {
    expect(unfolded).toContain('DTSTART:20261130T013000Z');
    expect(unfolded).toContain('DURATION:PT60M');
    expect(unfolded).toContain(`UID:${session.batchId}-2026-11-30@wellfit`);
    expect(unfolded).toContain('SUMMARY:WellFit session at Andheri West');
    expect(unfolded).toContain('LOCATION:12 Link Road\\, Mumbai');
  });

  it('reminds an hour before', () => {
    expect(unfolded).toContain('TRIGGER:-PT1H');
  });
});
