import { describe, expect, it } from 'vitest';
import { loadSettings } from '@/lib/settings/schema';
import {
  BOOK_AHEAD_DAYS,
  CALL_MINUTES,
  CHANGE_BEFORE_HOURS,
  VIDEO_CALL_MESSAGES as M,
  availabilityLines,
  availabilitySchema,
  bookCallSchema,
  callCalendarEvent,
  callOutcomeSchema,
  callStatus,
  callWeek,
  canBook,
  canChange,
  canMarkOutcome,
  freeSlots,
  lastCallLabel,
  rescheduleCallSchema,
  roomName,
  roomUrl,
  slotsByDay,
  windowLabel,
  type AvailabilityWindow,
  type VideoCall,
} from '@/lib/domain/video-calls';

/** An instant in India, 'YYYY-MM-DDTHH:MM' → a Date. */
const ist = (at: string) => new Date(`${at}:00+05:30`);
/** The same as the slots come out: a UTC ISO string. */
const slot = (at: string) => ist(at).toISOString();

// Monday 14 December 2026; Sunday 20 December closes its week.
const MON = '2026-12-14';

describe('the promise', () => {
  it('is a 15-minute call, changed up to 2 hours before, offered 14 days ahead, on Jitsi Meet by default', () => {
    expect([CALL_MINUTES, CHANGE_BEFORE_HOURS, BOOK_AHEAD_DAYS]).toEqual([15, 2, 14]);
    expect(loadSettings({}).VIDEO_CALL_BASE_URL).toBe('https://meet.jit.si');
    expect(M.tooLate).toBe('Calls can be changed up to 2 hours before they start.');
    expect(M.hours).toBe('Calls can be from 6:00 am to 10:00 pm.');
  });
});

describe("availabilitySchema: the coach's 'Times for calls'", () => {
  const w = (weekday: unknown, from: unknown, until: unknown) => ({ weekday, from, until });
  const parse = (windows: unknown[]) => {
    const parsed = availabilitySchema.safeParse({ windows });
    return parsed.success
      ? { windows: parsed.data.windows }
      : { errors: parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]) };
  };

  it.each<[string, unknown[], object]>([
    ['no times: no calls offered', [], { windows: [] }],
    [
      'two windows that touch, out in week and time order',
      [w(3, '16:00', '18:00'), w(1, '12:00', '13:00'), w(1, '10:00', '12:00')],
      { windows: [w(1, '10:00', '12:00'), w(1, '12:00', '13:00'), w(3, '16:00', '18:00')] },
    ],
    ['the whole day allowed, 06:00 to 22:00', [w(7, '06:00', '22:00')], { windows: [w(7, '06:00', '22:00')] }],
    ['one slot, from a form that posts the weekday as text', [w('5', '21:45', '22:00')], { windows: [w(5, '21:45', '22:00')] }],
    [
      'the same times on two weekdays',
      [w(1, '10:00', '11:00'), w(2, '10:00', '11:00')],
      { windows: [w(1, '10:00', '11:00'), w(2, '10:00', '11:00')] },
    ],
    ['off the quarter hour', [w(1, '10:10', '11:00')], { errors: [['windows.0.from', M.grid]] }],
    ['an end off the quarter hour', [w(1, '10:00', '10:50')], { errors: [['windows.0.until', M.grid]] }],
    ['until before from', [w(1, '12:00', '10:00')], { errors: [['windows.0.until', M.order]] }],
    ['until equal to from', [w(1, '10:00', '10:00')], { errors: [['windows.0.until', M.order]] }],
    ['starting before 06:00', [w(1, '05:45', '07:00')], { errors: [['windows.0.from', M.hours]] }],
    ['ending after 22:00', [w(1, '21:00', '22:15')], { errors: [['windows.0.until', M.hours]] }],
    [
      'not a time',
      [w(1, '24:00', 'ten')],
      {
        errors: [
          ['windows.0.from', M.time],
          ['windows.0.until', M.time],
        ],
      },
    ],
    ['no weekday 0', [w(0, '10:00', '11:00')], { errors: [['windows.0.weekday', M.weekday]] }],
    ['no weekday 8', [w('8', '10:00', '11:00')], { errors: [['windows.0.weekday', M.weekday]] }],
    [
      'overlapping windows of a weekday: the later one is marked',
      [w(2, '11:30', '13:00'), w(2, '10:00', '12:00')],
      { errors: [['windows.0.from', M.overlap]] },
    ],
    [
      'a window inside another, and a third overlapping only the first',
      [w(4, '09:00', '17:00'), w(4, '10:00', '11:00'), w(4, '16:45', '18:00')],
      {
        errors: [
          ['windows.1.from', M.overlap],
          ['windows.2.from', M.overlap],
        ],
      },
    ],
    [
      'two windows starting together',
      [w(1, '10:00', '11:00'), w(1, '10:00', '10:30')],
      { errors: [['windows.1.from', M.overlap]] },
    ],
    [
      `more than 21 windows`,
      Array.from({ length: 22 }, (_, i) =>
        w(
          (i % 7) + 1,
          `${String(6 + Math.floor(i / 7)).padStart(2, '0')}:00`,
          `${String(6 + Math.floor(i / 7)).padStart(2, '0')}:15`,
        ),
      ),
      { errors: [['windows', M.tooMany]] },
    ],
  ])('%s', (_, windows, expected) => expect(parse(windows)).toEqual(expected));

  it.each<[AvailabilityWindow[], string[]]>([
    [[{ weekday: 1, from: '10:00', until: '12:00' }], ['Mondays 10:00 am–12:00 pm']],
    [
      [
        { weekday: 7, from: '06:00', until: '07:30' },
        { weekday: 1, from: '16:00', until: '18:00' },
        { weekday: 1, from: '10:00', until: '12:00' },
      ],
      ['Mondays 10:00 am–12:00 pm, 4:00 pm–6:00 pm', 'Sundays 6:00 am–7:30 am'],
    ],
    [[], []],
  ])('in words: %j', (windows, lines) => expect(availabilityLines(windows)).toEqual(lines));

  it('one window in words', () =>
    expect(windowLabel({ weekday: 3, from: '18:30', until: '21:00' })).toBe('Wednesdays 6:30 pm–9:00 pm'));
});

describe('canChange: up to 2 hours before the start, exactly 2 hours included', () => {
  const start = ist(`${MON}T12:00`);
  it.each<[string, boolean]>([
    [`${MON}T09:00:00+05:30`, true],
    [`${MON}T09:59:59+05:30`, true],
    [`${MON}T10:00:00+05:30`, true],
    [`${MON}T10:00:01+05:30`, false],
    [`${MON}T11:59:00+05:30`, false],
    [`${MON}T12:00:00+05:30`, false],
    [`${MON}T13:00:00+05:30`, false],
  ])('at %s: %s', (now, expected) => expect(canChange(start, new Date(now))).toBe(expected));

  it('takes the start as an ISO string too', () => expect(canChange('2026-12-14T04:30:00Z', ist(`${MON}T08:00`))).toBe(true));
});

describe('freeSlots', () => {
  const mondays10to11: AvailabilityWindow[] = [{ weekday: 1, from: '10:00', until: '11:00' }];

  it.each<[string, Parameters<typeof freeSlots>[0], string[]]>([
    [
      'a window ending at a slot boundary: its last slot ends with it',
      { windows: mondays10to11, booked: [], now: ist(`${MON}T06:00`), days: 1 },
      ['10:00', '10:15', '10:30', '10:45'].map((t) => slot(`${MON}T${t}`)),
    ],
    [
      'now inside a window: slots under 2 hours away skipped, exactly 2 hours away offered',
      { windows: [{ weekday: 1, from: '09:00', until: '13:00' }], booked: [], now: ist(`${MON}T10:15`), days: 1 },
      ['12:15', '12:30', '12:45'].map((t) => slot(`${MON}T${t}`)),
    ],
    [
      'now a minute past a slot: that slot is 1 h 59 min away and not offered',
      { windows: [{ weekday: 1, from: '09:00', until: '13:00' }], booked: [], now: ist(`${MON}T10:16`), days: 1 },
      ['12:30', '12:45'].map((t) => slot(`${MON}T${t}`)),
    ],
    [
      'booked slots removed, given as a Date, an IST string or a UTC string',
      {
        windows: [{ weekday: 1, from: '10:00', until: '12:00' }],
        booked: [ist(`${MON}T10:00`), '2026-12-14T10:30:00+05:30', '2026-12-14T05:30:00.000Z'],
        now: ist(`${MON}T06:00`),
        days: 1,
      },
      ['10:15', '10:45', '11:15', '11:30', '11:45'].map((t) => slot(`${MON}T${t}`)),
    ],
    [
      'a call booked off the grid holds both slots it overlaps',
      { windows: mondays10to11, booked: [ist(`${MON}T10:20`)], now: ist(`${MON}T06:00`), days: 1 },
      ['10:00', '10:45'].map((t) => slot(`${MON}T${t}`)),
    ],
    [
      '14 days: today and the 13 after it, so next Monday but not the one after',
      { windows: mondays10to11.map((w) => ({ ...w, until: '10:15' })), booked: [], now: ist(`${MON}T07:00`) },
      [slot(`${MON}T10:00`), slot('2026-12-21T10:00')],
    ],
    [
      "the horizon's last day is the 13th after today: both Sundays",
      { windows: [{ weekday: 7, from: '21:45', until: '22:00' }], booked: [], now: ist(`${MON}T07:00`) },
      [slot('2026-12-20T21:45'), slot('2026-12-27T21:45')],
    ],
    [
      "today's only slot under 2 hours away: next week's alone",
      { windows: mondays10to11.map((w) => ({ ...w, until: '10:15' })), booked: [], now: ist(`${MON}T09:00`) },
      [slot('2026-12-21T10:00')],
    ],
    [
      "days are India's: at Sunday 18:30 UTC it is already Monday there",
      { windows: [{ weekday: 1, from: '06:00', until: '06:15' }], booked: [], now: new Date('2026-12-13T18:30:00Z'), days: 1 },
      ['2026-12-14T00:30:00.000Z'],
    ],
    [
      'overlapping and unordered windows (as stored before a check): each slot once, in order',
      {
        windows: [
          { weekday: 2, from: '06:00', until: '06:15' },
          { weekday: 1, from: '10:15', until: '10:45' },
          { weekday: 1, from: '10:00', until: '10:30' },
        ],
        booked: [],
        now: ist(`${MON}T06:00`),
        days: 2,
      },
      [slot(`${MON}T10:00`), slot(`${MON}T10:15`), slot(`${MON}T10:30`), slot('2026-12-15T06:00')],
    ],
    ['no windows, no slots', { windows: [], booked: [], now: ist(`${MON}T06:00`) }, []],
  ])('%s', (_, input, expected) => expect(freeSlots(input)).toEqual(expected));

  it('slotsByDay: grouped by their day in India, labelled for reading', () => {
    const slots = [slot('2026-12-16T18:30'), slot(`${MON}T21:45`), slot('2026-12-15T06:00'), slot(`${MON}T10:00`)];
    expect(slotsByDay(slots, ist(`${MON}T07:00`))).toEqual([
      {
        day: MON,
        label: 'Today',
        slots: [
          { startsAt: slot(`${MON}T10:00`), label: '10:00 am' },
          { startsAt: slot(`${MON}T21:45`), label: '9:45 pm' },
        ],
      },
      { day: '2026-12-15', label: 'Tomorrow', slots: [{ startsAt: slot('2026-12-15T06:00'), label: '6:00 am' }] },
      { day: '2026-12-16', label: 'Wed, 16 Dec', slots: [{ startsAt: slot('2026-12-16T18:30'), label: '6:30 pm' }] },
    ]);
  });
});

describe("callWeek: the Monday of the call's ISO week in India", () => {
  it.each([
    ['Monday 00:00 IST', '2026-12-14T00:00:00+05:30', '2026-12-14'],
    ['Wednesday', '2026-12-16T18:30:00+05:30', '2026-12-14'],
    ['Sunday 23:45 IST', '2026-12-20T23:45:00+05:30', '2026-12-14'],
    ['the next Monday 00:00 IST', '2026-12-21T00:00:00+05:30', '2026-12-21'],
    ['Sunday 18:30 UTC, Monday 00:00 in India', '2026-12-20T18:30:00Z', '2026-12-21'],
    ['Sunday 18:29:59 UTC, still Sunday in India', '2026-12-20T18:29:59Z', '2026-12-14'],
    ['a Friday 1 January: its week began in December', '2027-01-01T10:00:00+05:30', '2026-12-28'],
  ])('%s', (_, instant, monday) => {
    expect(callWeek(instant)).toBe(monday);
    expect(callWeek(new Date(instant))).toBe(monday);
  });
});

describe('canBook: one call a calendar week, 2 hours ahead', () => {
  const now = ist(`${MON}T08:00`);
  it.each<[string, Omit<Parameters<typeof canBook>[0], 'now'>, object]>([
    ['a first call', { existing: [], slot: ist('2026-12-16T10:00') }, { status: 'ok', week: MON }],
    [
      'a second call in the same week',
      { existing: [ist('2026-12-16T10:00')], slot: ist('2026-12-18T10:00') },
      { status: 'refused', reason: 'oneAWeek' },
    ],
    [
      'a call held earlier this week counts',
      { existing: [ist(`${MON}T06:00`)], slot: ist('2026-12-20T21:45') },
      { status: 'refused', reason: 'oneAWeek' },
    ],
    [
      'next week is allowed',
      { existing: [ist('2026-12-16T10:00')], slot: ist('2026-12-21T10:00') },
      { status: 'ok', week: '2026-12-21' },
    ],
    [
      'Sunday 21:45 and the next Monday 06:00, given in UTC, are two weeks',
      { existing: ['2026-12-20T16:15:00Z'], slot: '2026-12-21T00:30:00Z' },
      { status: 'ok', week: '2026-12-21' },
    ],
    [
      'reschedule within the week',
      { existing: [ist('2026-12-16T10:00')], moving: ist('2026-12-16T10:00'), slot: ist('2026-12-17T18:00') },
      { status: 'ok', week: MON },
    ],
    [
      'reschedule to the next week',
      { existing: [ist('2026-12-16T10:00')], moving: '2026-12-16T04:30:00Z', slot: ist('2026-12-22T10:00') },
      { status: 'ok', week: '2026-12-21' },
    ],
    [
      'reschedule into a week that has its call',
      {
        existing: [ist('2026-12-16T10:00'), ist('2026-12-23T10:00')],
        moving: ist('2026-12-16T10:00'),
        slot: ist('2026-12-22T10:00'),
      },
      { status: 'refused', reason: 'oneAWeek' },
    ],
    ['a slot exactly 2 hours away', { existing: [], slot: ist(`${MON}T10:00`) }, { status: 'ok', week: MON }],
    ['a slot 1 h 45 min away', { existing: [], slot: ist(`${MON}T09:45`) }, { status: 'refused', reason: 'tooLate' }],
    [
      'moving a call that starts within 2 hours',
      { existing: [ist(`${MON}T09:30`)], moving: ist(`${MON}T09:30`), slot: ist('2026-12-16T10:00') },
      { status: 'refused', reason: 'tooLate' },
    ],
  ])('%s', (_, input, expected) => expect(canBook({ ...input, now })).toEqual(expected));
});

describe('roomName and roomUrl', () => {
  const counting = Uint8Array.from({ length: 16 }, (_, i) => i);

  it.each([0, 1, 15])('refuses %i bytes: fewer than 128 bits', (length) => {
    expect(() => roomName(new Uint8Array(length))).toThrow(RangeError);
  });

  it.each<[string, Uint8Array, string]>([
    ['16 zero bytes', new Uint8Array(16), `wellfit-${'0'.repeat(32)}`],
    ['bytes 0 to 15', counting, 'wellfit-000102030405060708090a0b0c0d0e0f'],
    ['bytes of 255', new Uint8Array(16).fill(255), `wellfit-${'f'.repeat(32)}`],
    ['32 bytes, every one kept', new Uint8Array(32).fill(171), `wellfit-${'ab'.repeat(32)}`],
  ])('%s', (_, bytes, name) => {
    expect(roomName(bytes)).toBe(name);
    expect(roomName(bytes)).toMatch(/^[a-z0-9-]+$/);
  });

  it('different bytes, different names', () => {
    const other = counting.slice();
    other[15] = 16;
    expect(roomName(other)).not.toBe(roomName(counting));
  });

  const room = roomName(counting);
  it.each([
    ['https://meet.jit.si', `https://meet.jit.si/${room}`],
    ['https://meet.jit.si/', `https://meet.jit.si/${room}`],
    ['https://meet.example.in/rooms', `https://meet.example.in/rooms/${room}`],
    ['https://meet.example.in/rooms/', `https://meet.example.in/rooms/${room}`],
    ['https://meet.example.in/rooms//', `https://meet.example.in/rooms/${room}`],
    ['http://localhost:8443', `http://localhost:8443/${room}`],
    [
      'https://meet.example.in/rooms#config.prejoinPageEnabled=false',
      `https://meet.example.in/rooms/${room}#config.prejoinPageEnabled=false`,
    ],
  ])('%s', (base, url) => expect(roomUrl(base, room)).toBe(url));

  it('a name that is not URL-safe stays one path segment', () => {
    expect(roomUrl('https://meet.jit.si', 'a b/c?d#e')).toBe('https://meet.jit.si/a%20b%2Fc%3Fd%23e');
  });

  it.each(['meet.jit.si', 'javascript:alert(1)', 'ftp://meet.example.in'])('refuses the base %s', (base) => {
    expect(() => roomUrl(base, room)).toThrow();
  });
});

describe('callStatus: the link shows from 5 minutes before the start to 15 minutes after the end', () => {
  const call = (over: Partial<VideoCall> = {}): VideoCall => ({
    startsAt: ist(`${MON}T18:00`),
    cancelledAt: null,
    outcome: null,
    ...over,
  });
  it.each<[string, VideoCall, string, string]>([
    ['a day before', call(), '2026-12-13T18:00:00', 'upcoming'],
    ['5 minutes and a second before', call(), `${MON}T17:54:59`, 'upcoming'],
    ['5 minutes before', call(), `${MON}T17:55:00`, 'open'],
    ['at the start', call(), `${MON}T18:00:00`, 'open'],
    ['at the end', call(), `${MON}T18:15:00`, 'open'],
    ['15 minutes after the end, less a second', call(), `${MON}T18:29:59`, 'open'],
    ['15 minutes after the end', call(), `${MON}T18:30:00`, 'awaiting-outcome'],
    ['a week later, not marked', call(), '2026-12-21T18:00:00', 'awaiting-outcome'],
    ['marked held during the call', call({ outcome: 'held' }), `${MON}T18:10:00`, 'held'],
    ['marked missed', call({ outcome: 'missed' }), `${MON}T19:00:00`, 'missed'],
    ['cancelled, before it', call({ cancelledAt: ist(`${MON}T12:00`) }), `${MON}T13:00:00`, 'cancelled'],
    ['cancelled, at its time', call({ cancelledAt: ist(`${MON}T12:00`) }), `${MON}T18:05:00`, 'cancelled'],
  ])('%s', (_, c, now, status) => expect(callStatus(c, new Date(`${now}+05:30`))).toBe(status));

  it.each<[string, VideoCall, string, boolean]>([
    ['before the start', call(), `${MON}T17:59:59`, false],
    ['at the start', call(), `${MON}T18:00:00`, true],
    ['the next day, marked already (to correct it)', call({ outcome: 'held' }), '2026-12-15T09:00:00', true],
    ['cancelled', call({ cancelledAt: ist(`${MON}T12:00`) }), `${MON}T19:00:00`, false],
  ])('canMarkOutcome %s: %s', (_, c, now, expected) => expect(canMarkOutcome(c, new Date(`${now}+05:30`))).toBe(expected));
});

describe("lastCallLabel: a client's calls on the coach's roster", () => {
  const now = ist(`${MON}T12:00`);
  const c = (at: string, outcome: VideoCall['outcome'] = null, cancelledAt: string | null = null): VideoCall => ({
    startsAt: ist(at),
    cancelledAt: cancelledAt && ist(cancelledAt),
    outcome,
  });
  it.each<[string, VideoCall[], string]>([
    ['no calls', [], 'No call yet'],
    ['only a cancelled one', [c('2026-12-16T10:00', null, '2026-12-14T09:00')], 'No call yet'],
    ['later today', [c(`${MON}T18:30`)], 'Next call: today at 6:30 pm'],
    ['tomorrow', [c('2026-12-15T10:00')], 'Next call: tomorrow at 10:00 am'],
    ['later in the week', [c('2026-12-18T10:00')], 'Next call: Fri, 18 Dec at 10:00 am'],
    ['on now', [c(`${MON}T11:50`), c('2026-12-21T10:00')], 'Call now, from 11:50 am'],
    ['opening in 5 minutes', [c(`${MON}T12:05`)], 'Call now, from 12:05 pm'],
    ['held 3 days ago', [c('2026-12-11T10:00', 'held')], 'Last call: held 3 days ago'],
    ['missed yesterday', [c('2026-12-13T18:00', 'missed')], 'Last call: missed yesterday'],
    ['held this morning', [c(`${MON}T09:00`, 'held')], 'Last call: held today'],
    ['the latest marked one', [c('2026-12-13T18:00', 'held'), c('2026-12-04T10:00', 'missed')], 'Last call: held yesterday'],
    [
      'the next one before the last marked',
      [c('2026-12-07T10:00', 'held'), c('2026-12-16T10:00')],
      'Next call: Wed, 16 Dec at 10:00 am',
    ],
    [
      'not marked: first, even with one ahead',
      [c('2026-12-12T10:00'), c('2026-12-16T10:00')],
      'Last call 2 days ago: not marked yet',
    ],
    [
      'a cancelled one is not the next',
      [c('2026-12-15T10:00', null, `${MON}T09:00`), c('2026-12-22T10:00')],
      'Next call: Tue, 22 Dec at 10:00 am',
    ],
  ])('%s', (_, calls, label) => expect(lastCallLabel(calls, now)).toBe(label));

  it("counts days in India: just after midnight, last evening's call was yesterday", () => {
    expect(lastCallLabel([c('2026-12-13T21:45', 'held')], ist(`${MON}T00:30`))).toBe('Last call: held yesterday');
  });
});

describe('callCalendarEvent: what an .ics needs, in UTC', () => {
  it('6:30 pm in India is 13:00 UTC, 15 minutes, with the link', () => {
    const url = 'https://meet.jit.si/wellfit-000102030405060708090a0b0c0d0e0f';
    expect(callCalendarEvent({ id: 'c1', startsAt: slot(`${MON}T18:30`), url, withName: 'Priya' })).toEqual({
      uid: 'video-call-c1@wellfit',
      title: 'WellFit video call with Priya',
      startUtc: [2026, 12, 14, 13, 0],
      durationMinutes: 15,
      description: `Your weekly 15-minute video call. The link opens 5 minutes before the start: ${url}`,
      url,
    });
  });

  it('a call at 05:15 am India time is on the UTC day before', () => {
    expect(
      callCalendarEvent({ id: 'c2', startsAt: ist('2027-01-01T05:15'), url: 'https://x.in/r', withName: 'A' }).startUtc,
    ).toEqual([2026, 12, 31, 23, 45]);
  });
});

describe('the forms of a call', () => {
  const id = '0b9a3c1e-6f2d-4c8a-9e1b-2a7d5f3c4e6a';
  const errors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.success ? 'ok' : result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it.each<[string, unknown, unknown]>([
    ['a slot in UTC', { startsAt: '2026-12-14T04:30:00.000Z' }, 'ok'],
    ['a slot in IST', { startsAt: '2026-12-14T10:15:00+05:30' }, 'ok'],
    ['off the quarter hour', { startsAt: '2026-12-14T10:10:00+05:30' }, [['startsAt', M.chooseTime]]],
    ['not an instant', { startsAt: 'tomorrow' }, [['startsAt', M.chooseTime]]],
    ['no slot', {}, [['startsAt', M.chooseTime]]],
  ])('bookCallSchema: %s', (_, input, expected) => expect(errors(bookCallSchema.safeParse(input))).toEqual(expected));

  it('rescheduleCallSchema needs the call', () => {
    expect(errors(rescheduleCallSchema.safeParse({ callId: 'x', startsAt: '2026-12-14T04:30:00Z' }))).toEqual([
      ['callId', M.gone],
    ]);
  });

  it.each<[string, unknown, unknown]>([
    ['held, no note', { callId: id, outcome: 'held' }, { callId: id, outcome: 'held', note: '' }],
    [
      'missed, with a note trimmed',
      { callId: id, outcome: 'missed', note: '  No answer, WhatsApped her.  ' },
      { callId: id, outcome: 'missed', note: 'No answer, WhatsApped her.' },
    ],
    ['neither', { callId: id, outcome: 'late' }, [['outcome', M.outcome]]],
    ['a note too long', { callId: id, outcome: 'held', note: 'x'.repeat(501) }, [['note', M.note]]],
  ])('callOutcomeSchema: %s', (_, input, expected) => {
    const parsed = callOutcomeSchema.safeParse(input);
    expect(parsed.success ? parsed.data : errors(parsed)).toEqual(expected);
  });
});
