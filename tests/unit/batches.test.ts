import { describe, expect, it } from 'vitest';
import {
  BATCH_MESSAGES,
  batchRefusalText,
  changeProblem,
  changesLeftLabel,
  daysLabel,
  lastDayOf,
  nextSession,
  rebookProblem,
  seatsLeftLabel,
  sessionDays,
  sessionStart,
  timeLabel,
  weekdayOf,
} from '@/lib/domain/batches';
import { batchSchema, centreSchema } from '@/lib/domain/batch-schema';
import { formatWeekdayDay } from '@/lib/domain/india-time';

describe('weekdayOf (ISO: Monday 1, Sunday 7)', () => {
  it.each([
    ['2026-11-23', 1],
    ['2026-11-25', 3],
    ['2026-11-28', 6],
    ['2026-11-29', 7],
    ['2027-01-01', 5],
    ['2028-02-29', 2],
  ])('%s is %i', (day, weekday) => expect(weekdayOf(day)).toBe(weekday));
});

describe('sessionDays: the weekdays within the 45 days from the first session', () => {
  it('Mon, Wed, Fri from Monday 23 Nov 2026: 20 sessions, the last on Wed 6 Jan 2027, day 45', () => {
    const days = sessionDays('2026-11-23', [1, 3, 5]);
    expect(days).toHaveLength(20);
    expect(days.slice(0, 4)).toEqual(['2026-11-23', '2026-11-25', '2026-11-27', '2026-11-30']);
    expect(days.at(-1)).toBe('2027-01-06');
    expect(days.every((day) => [1, 3, 5].includes(weekdayOf(day)))).toBe(true);
  });

  it('a first session on a day the batch does not meet starts at the next one that it does', () => {
    expect(sessionDays('2026-11-25', [2, 4]).slice(0, 2)).toEqual(['2026-11-26', '2026-12-01']);
  });

  it('every day is 45 sessions: first to last day, both counted', () => {
    const days = sessionDays('2026-11-25', [1, 2, 3, 4, 5, 6, 7]);
    expect(days).toHaveLength(45);
    expect(days[0]).toBe('2026-11-25');
    expect(days.at(-1)).toBe(lastDayOf('2026-11-25'));
    expect(lastDayOf('2026-11-25')).toBe('2027-01-08');
  });

  it('one day a week over 45 days is 7 sessions, never an 8th on day 46', () => {
    expect(sessionDays('2026-11-29', [7])).toEqual([
      '2026-11-29',
      '2026-12-06',
      '2026-12-13',
      '2026-12-20',
      '2026-12-27',
      '2027-01-03',
      '2027-01-10',
    ]);
  });

  it('crosses a leap day', () => {
    expect(sessionDays('2028-02-28', [2])).toContain('2028-02-29');
  });
});

describe('sessionStart: the day at the batch time in India', () => {
  it.each([
    ['2026-11-30', '07:00', '2026-11-30T01:30:00.000Z'],
    ['2026-11-30', '07:00:00', '2026-11-30T01:30:00.000Z'],
    // Just after midnight in India is the evening before in UTC.
    ['2026-12-01', '00:15', '2026-11-30T18:45:00.000Z'],
    ['2026-12-01', '18:30', '2026-12-01T13:00:00.000Z'],
  ])('%s at %s is %s', (day, time, iso) => expect(sessionStart(day, time).toISOString()).toBe(iso));
});

describe('nextSession', () => {
  const sessions = [
    { day: '2026-11-30', cancelled: false },
    { day: '2026-12-02', cancelled: true },
    { day: '2026-12-04', cancelled: false },
  ];

  it.each([
    // 20:00 UTC on 29 Nov is 01:30 on 30 Nov in India: the 7:00 session is still ahead.
    ['2026-11-29T20:00:00Z', '2026-11-30'],
    // 7:01 in India on 30 Nov: that one has begun; the 2 Dec is cancelled.
    ['2026-11-30T01:31:00Z', '2026-12-04'],
    ['2026-12-04T01:30:00Z', null],
  ])('at %s the next is %s', (now, day) => expect(nextSession(sessions, '07:00', new Date(now))).toBe(day));
});

describe('changeProblem: twice at most, 24 hours before the next session', () => {
  const start = new Date('2026-11-30T01:30:00Z');
  it.each([
    [0, new Date('2026-11-29T01:30:00Z'), null],
    [1, new Date('2026-11-29T01:29:00Z'), null],
    [0, new Date('2026-11-29T01:31:00Z'), 'tooLateToChange'],
    [2, new Date('2026-11-20T00:00:00Z'), 'noChangesLeft'],
  ])('changes %i, now %s: %s', (changes, now, problem) =>
    expect(changeProblem({ changes, nextSessionStart: start, now })).toBe(problem),
  );

  it('with no session ahead, a change is allowed', () => {
    expect(changeProblem({ changes: 1, nextSessionStart: null, now: start })).toBeNull();
  });
});

describe('rebookProblem: after a seat given up, a new booking is a change of batch', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  it.each([
    ['no seat given up in this plan', { changes: 2, counts: false, lateUntil: new Date('2026-11-30T01:30:00Z') }, null],
    ['one change made, given up in time', { changes: 1, counts: true, lateUntil: null }, null],
    ['both changes made', { changes: 2, counts: true, lateUntil: null }, 'noChangesLeft'],
    [
      'given up within 24 hours of a session not yet begun',
      { changes: 0, counts: true, lateUntil: new Date('2026-11-30T01:30:00Z') },
      'tooLateToRebook',
    ],
    ['given up late, but that session has begun', { changes: 0, counts: true, lateUntil: now }, null],
  ])('%s', (_, input, problem) => expect(rebookProblem({ ...input, now })).toBe(problem));
});

describe('batchRefusalText: a reason code in words', () => {
  it('says the text of the code, given alone or in a refusal', () => {
    expect(batchRefusalText('tooLateToChange')).toBe(BATCH_MESSAGES.tooLateToChange);
    expect(batchRefusalText({ status: 'refused', reason: 'checkInOtherDay' })).toBe(BATCH_MESSAGES.checkInOtherDay);
  });

  it("fills in a refusal's figures", () => {
    expect(batchRefusalText({ status: 'refused', reason: 'capacityBelowBookings', booked: 1 })).toBe(
      '1 customer has booked this batch: the capacity cannot go below 1.',
    );
    expect(batchRefusalText({ status: 'refused', reason: 'capacityBelowBookings', booked: 3 })).toBe(
      BATCH_MESSAGES.capacityBelowBookings(3),
    );
  });
});

describe('changesLeftLabel', () => {
  it.each([
    [0, 'You can change batch 2 more times in this plan.'],
    [1, 'You can change batch 1 more time in this plan.'],
    [2, 'You have no changes of batch left in this plan.'],
  ])('%i made: %s', (changes, label) => expect(changesLeftLabel(changes)).toBe(label));
});

describe('labels', () => {
  it.each([
    [[1, 3, 5], 'Mon, Wed, Fri'],
    [[6, 2], 'Tue, Sat'],
    [[1, 2, 3, 4, 5, 6, 7], 'Every day'],
  ])('days %j read %s', (days, label) => expect(daysLabel(days)).toBe(label));

  it.each([
    ['07:00', '7:00 am'],
    ['00:30:00', '12:30 am'],
    ['12:00', '12:00 pm'],
    ['18:45', '6:45 pm'],
  ])('%s reads %s', (time, label) => expect(timeLabel(time)).toBe(label));

  it.each([
    [10, 7, '3 seats left'],
    [10, 9, '1 seat left'],
    [10, 10, '0 seats left'],
  ])('capacity %i, %i taken: %s', (capacity, taken, label) => expect(seatsLeftLabel(capacity, taken)).toBe(label));

  it('a session day reads "Mon, 30 Nov"', () => expect(formatWeekdayDay('2026-11-30')).toBe('Mon, 30 Nov'));
});

describe('batchSchema', () => {
  const form = {
    centreId: '5b0e8a4e-6a3c-4d5e-9f10-1a2b3c4d5e6f',
    coachId: '7c1f9b5f-7b4d-4e6f-8a21-2b3c4d5e6f70',
    day1: 'on',
    day5: 'on',
    startTime: '07:00',
    durationMinutes: '60',
    capacity: '12',
    firstSession: '2026-11-30',
  };

  it('reads the weekday boxes as ISO days and the numbers as numbers', () => {
    expect(batchSchema.parse(form)).toEqual({
      id: null,
      centreId: form.centreId,
      coachId: form.coachId,
      days: [1, 5],
      startTime: '07:00',
      durationMinutes: 60,
      capacity: 12,
      firstSession: '2026-11-30',
    });
  });

  it.each([
    [{ day1: undefined, day5: undefined }, 'days', BATCH_MESSAGES.daysRequired],
    [{ startTime: '7am' }, 'startTime', BATCH_MESSAGES.startTime],
    [{ startTime: '24:00' }, 'startTime', BATCH_MESSAGES.startTime],
    [{ durationMinutes: '10' }, 'durationMinutes', BATCH_MESSAGES.duration],
    [{ capacity: '0' }, 'capacity', BATCH_MESSAGES.capacity],
    [{ capacity: '1.5' }, 'capacity', BATCH_MESSAGES.capacity],
    [{ firstSession: '' }, 'firstSession', BATCH_MESSAGES.firstSession],
    [{ coachId: '' }, 'coachId', BATCH_MESSAGES.coachRequired],
  ])('%j is refused at %s', (change, field, message) => {
    const result = batchSchema.safeParse({ ...form, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });
});

describe('batchSchema on an empty form', () => {
  it('names every field at once, the days too', () => {
    const result = batchSchema.safeParse({});
    const fields = result.error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['centreId', 'coachId', 'days', 'startTime', 'firstSession']));
  });
});

describe('centreSchema', () => {
  const centre = { name: 'Andheri West', address: '12 Link Road, Andheri West', city: 'Mumbai' };

  it.each([
    [undefined, ''],
    ['', ''],
    ['https://maps.app.goo.gl/abc123', 'https://maps.app.goo.gl/abc123'],
  ])('a map link of %j is kept as %j', (mapUrl, kept) => {
    expect(centreSchema.parse({ ...centre, mapUrl })).toEqual({ ...centre, mapUrl: kept });
  });

  it.each(['http://maps.example.com/a', 'javascript:alert(1)', 'maps.example.com'])('%s is refused', (mapUrl) => {
    const result = centreSchema.safeParse({ ...centre, mapUrl });
    expect(result.error?.issues[0]?.message).toBe(BATCH_MESSAGES.mapUrl);
  });
});
