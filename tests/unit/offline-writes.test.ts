import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FOOD_LOG_MESSAGES } from '@/lib/domain/food-log';
import {
  type AppliedClientWrite,
  type ClientWrite,
  type ClientWriteResult,
  clientWriteResultOf,
  dayOfWrite,
  OFFLINE_MESSAGES,
  waitingCounts,
  withWaiting,
} from '@/lib/domain/offline-writes';
import { addDays, istDay } from '@/lib/domain/india-time';

const id = '6f1c2a4e-0b8d-4c39-9a57-3e2f1d0c9b8a';
const at = (iso: string) => ({ id, loggedAt: iso });
const now = new Date('2026-11-25T12:00:00.000Z'); // 17:30 in India

describe('dayOfWrite', () => {
  it.each([
    ['the same moment', '2026-11-25T12:00:00.000Z', { status: 'ok', day: '2026-11-25' }],
    ['23:59 in India the day before', '2026-11-24T18:29:00.000Z', { status: 'ok', day: '2026-11-24' }],
    ['00:00 in India is the next day', '2026-11-24T18:30:00.000Z', { status: 'ok', day: '2026-11-25' }],
    ['7 days back', '2026-11-18T06:30:00.000Z', { status: 'ok', day: '2026-11-18' }],
    ['8 days back', '2026-11-17T06:30:00.000Z', { status: 'refused', reason: 'tooOld' }],
    ['4 minutes ahead (a clock running fast)', '2026-11-25T12:04:00.000Z', { status: 'ok', day: '2026-11-25' }],
    ['an hour ahead', '2026-11-25T13:00:00.000Z', { status: 'refused', reason: 'inFuture' }],
    ['an offset time', '2026-11-25T09:00:00+05:30', { status: 'ok', day: '2026-11-25' }],
    ['00:00 in India 7 days back, the first moment that counts', '2026-11-17T18:30:00.000Z', { status: 'ok', day: '2026-11-18' }],
    ['a millisecond before it', '2026-11-17T18:29:59.999Z', { status: 'refused', reason: 'tooOld' }],
    ['exactly 5 minutes ahead', '2026-11-25T12:05:00.000Z', { status: 'ok', day: '2026-11-25' }],
    ['a millisecond more', '2026-11-25T12:05:00.001Z', { status: 'refused', reason: 'inFuture' }],
    // Years before 1000: these were stored as 2030-11-05, 2015-03-04, or failed the whole batch.
    ['the year 11', '0011-05-30T12:00:00Z', { status: 'refused', reason: 'tooOld' }],
    ['the year 3', '0003-04-15T12:00:00Z', { status: 'refused', reason: 'tooOld' }],
    ['the year 30', '0030-01-01T00:00:00Z', { status: 'refused', reason: 'tooOld' }],
    ['the year 0', '0000-01-01T00:00:00Z', { status: 'refused', reason: 'tooOld' }],
    ['the last moment of 9999', '9999-12-31T23:59:59.999Z', { status: 'refused', reason: 'inFuture' }],
    ['not a date', 'yesterday', { status: 'refused', reason: 'badTime' }],
    ['a day without a time', '2026-11-25', { status: 'refused', reason: 'badTime' }],
    ['a time without its offset', '2026-11-25T12:00:00', { status: 'refused', reason: 'badTime' }],
    ['a date JavaScript would guess at', 'Nov 25 2026 12:00 GMT', { status: 'refused', reason: 'badTime' }],
    ['30 February', '2026-02-30T12:00:00Z', { status: 'refused', reason: 'badTime' }],
    ['empty', '', { status: 'refused', reason: 'badTime' }],
  ])('%s', (_, loggedAt, expected) => {
    expect(dayOfWrite(loggedAt, now)).toEqual(expected);
  });
});

// The day conversion itself: the year 11 once came out as '11-05-30', which Postgres reads as 2030-11-05.
describe('istDay', () => {
  it.each([
    ['0011-05-30T12:00:00Z', '0011-05-30'],
    ['0003-04-15T12:00:00Z', '0003-04-15'],
    ['0000-01-01T00:00:00Z', '0000-01-01'],
    ['1999-12-31T18:29:59.999Z', '1999-12-31'],
    ['1999-12-31T18:30:00.000Z', '2000-01-01'],
    ['9999-12-31T18:29:59.999Z', '9999-12-31'],
  ])('%s is %s in India', (at, day) => {
    expect(istDay(new Date(at))).toBe(day);
  });

  it.each([['9999-12-31T18:30:00Z'], ['-000001-12-31T12:00:00Z'], ['not a date']])('%s has no such day: a RangeError', (at) => {
    expect(() => istDay(new Date(at))).toThrow(RangeError);
  });
});

describe('dayOfWrite, for any input', () => {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  /** The instant written as a phone might: its local time and offset ('Z' for none). */
  const written = (instant: number, offsetMinutes: number, millis: boolean) => {
    const local = new Date(instant + offsetMinutes * 60_000);
    const zone =
      offsetMinutes === 0
        ? 'Z'
        : `${offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
    return { text: `${local.toISOString().slice(0, millis ? 23 : 19)}${zone}`, year: local.getUTCFullYear() };
  };
  const offset = fc.oneof(fc.constantFrom(0, 330, -300, 840, -720), fc.integer({ min: -720, max: 840 }));
  /** The server's clock: any moment of this century. */
  const serverNow = fc.date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2099-12-31T23:59:59Z'),
    noInvalidDate: true,
  });
  /** Any instant of years 0001-9999, as the phone writes it there. */
  const anyYear = fc
    .tuple(
      fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59.999Z'), noInvalidDate: true }),
      offset,
      fc.boolean(),
    )
    .map(([at, minutes, millis]) => written(at.getTime(), minutes, millis))
    .filter(({ year }) => year >= 1 && year <= 9999)
    .map(({ text }) => text);
  /** An instant near the server's now: just inside or outside the window. */
  const nearNow = (now: Date) =>
    fc
      .tuple(fc.integer({ min: -9 * 86_400_000, max: 10 * 60_000 }), offset, fc.boolean())
      .map(([delta, minutes, millis]) => written(now.getTime() + delta, minutes, millis).text);

  /** Accepted for a day of the window, the day in India of that instant; or refused with one of the reasons. */
  function expectWithinWindow(loggedAt: string, now: Date) {
    const result = dayOfWrite(loggedAt, now);
    if (result.status === 'refused') {
      expect(['tooOld', 'inFuture', 'badTime']).toContain(result.reason);
      return;
    }
    const at = new Date(loggedAt).getTime();
    expect(at).toBeGreaterThanOrEqual(now.getTime() - 8 * 86_400_000);
    expect(at).toBeLessThanOrEqual(now.getTime() + 5 * 60_000);
    expect(result.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(result.day >= addDays(istDay(now), -7) && result.day <= istDay(new Date(now.getTime() + 5 * 60_000))).toBe(true);
    // The day in India, as the time zone database tells it.
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' })
        .formatToParts(at)
        .map((part) => [part.type, part.value]),
    );
    expect(result.day).toBe(`${parts.year}-${parts.month}-${parts.day}`);
  }

  it('any string: a day within the window, or a reason; never a throw', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: fc.constantFrom(...'0123456789-T:Z+.') })),
        serverNow,
        (text, now) => expectWithinWindow(text, now),
      ),
      { numRuns: 2000 },
    );
  });

  it('any instant of the years 0001-9999, with any offset', () => {
    fc.assert(
      fc.property(anyYear, serverNow, (text, now) => expectWithinWindow(text, now)),
      { numRuns: 5000 },
    );
  });

  it('instants around the window: inside counts, outside is refused with its reason', () => {
    fc.assert(
      fc.property(
        serverNow.chain((now) => fc.tuple(fc.constant(now), nearNow(now))),
        ([now, text]) => {
          expectWithinWindow(text, now);
          const at = new Date(text).getTime();
          const first = new Date(`${addDays(istDay(now), -7)}T00:00:00+05:30`).getTime();
          const expected =
            at > now.getTime() + 5 * 60_000
              ? { status: 'refused', reason: 'inFuture' }
              : at < first
                ? { status: 'refused', reason: 'tooOld' }
                : { status: 'ok', day: expect.any(String) };
          expect(dayOfWrite(text, now)).toEqual(expected);
        },
      ),
      { numRuns: 5000 },
    );
  });
});

// What the phone is sent, as it always was: a refused entry's reason in words, which it keeps and shows.
describe('clientWriteResultOf', () => {
  it.each<[AppliedClientWrite, ClientWriteResult]>([
    [
      { id, status: 'ok' },
      { id, status: 'synced' },
    ],
    [
      { id, status: 'refused', reason: 'tooOld' },
      { id, status: 'refused', message: OFFLINE_MESSAGES.tooOld },
    ],
    [
      { id, status: 'refused', reason: 'inFuture' },
      { id, status: 'refused', message: OFFLINE_MESSAGES.inFuture },
    ],
    [
      { id, status: 'refused', reason: 'badTime' },
      { id, status: 'refused', message: OFFLINE_MESSAGES.badTime },
    ],
    [
      { id, status: 'refused', reason: 'notFound' },
      { id, status: 'refused', message: FOOD_LOG_MESSAGES.notFound },
    ],
    [
      { id, status: 'refused', reason: 'invalid', message: 'Weight must be less than 300kg' },
      { id, status: 'refused', message: 'Weight must be less than 300kg' },
    ],
    [
      { id, status: 'failed' },
      { id, status: 'failed', message: OFFLINE_MESSAGES.failed },
    ],
  ])('%j', (applied, sent) => {
    expect(clientWriteResultOf(applied)).toEqual(sent);
  });
});

describe('withWaiting', () => {
  const server = { waterGlasses: 3, weight: 80, workoutDone: false };
  const today = '2026-11-25';
  it.each<[string, ClientWrite[], typeof server]>([
    ['nothing waiting', [], server],
    [
      'two glasses and a weight',
      [
        { ...at('2026-11-25T05:00:00Z'), kind: 'water', change: 'add' },
        { ...at('2026-11-25T06:00:00Z'), kind: 'water', change: 'add' },
        { ...at('2026-11-25T07:00:00Z'), kind: 'weight', weight: 79.5 },
      ],
      { waterGlasses: 5, weight: 79.5, workoutDone: false },
    ],
    [
      'a glass taken off below none stays at none',
      [0, 1, 2, 3].map((n) => ({ ...at(`2026-11-25T0${n}:00:00Z`), kind: 'water', change: 'remove' })),
      { ...server, waterGlasses: 0 },
    ],
    [
      'the workout done, then undone: the last counts',
      [
        { ...at('2026-11-25T05:00:00Z'), kind: 'workout', done: 'yes' },
        { ...at('2026-11-25T06:00:00Z'), kind: 'workout', done: 'no' },
      ],
      server,
    ],
    [
      'a food waiting changes none of these (its card lists it)',
      [
        {
          ...at('2026-11-25T07:00:00Z'),
          kind: 'food',
          foodId: 'poha',
          serving: '1 plate',
          quantity: 1,
          meal: 'breakfast',
        },
      ],
      server,
    ],
    ["yesterday's entries are not today's", [{ ...at('2026-11-24T10:00:00Z'), kind: 'water', change: 'add' }], server],
    [
      'the last minute of the day in India is today, the first of the next is not',
      [
        { ...at('2026-11-25T18:29:59.999Z'), kind: 'water', change: 'add' },
        { ...at('2026-11-25T18:30:00.000Z'), kind: 'water', change: 'add' },
        { ...at('2026-11-25T00:00:00+05:30'), kind: 'water', change: 'add' },
      ],
      { ...server, waterGlasses: 5 },
    ],
    [
      'an entry of another year, or with no date a phone could read, counts for no day',
      [
        { ...at('0011-11-25T10:00:00Z'), kind: 'weight', weight: 45 },
        { ...at('not a date'), kind: 'weight', weight: 46 },
        { ...at('+275760-09-13T00:00:00Z'), kind: 'weight', weight: 47 },
      ],
      server,
    ],
  ])('%s', (_, waiting, expected) => {
    expect(withWaiting(server, waiting, today)).toEqual(expected);
  });
});

describe('waitingCounts', () => {
  it.each<[ClientWrite['kind'][], [ClientWrite['kind'], number][]]>([
    [
      ['water', 'water', 'weight'],
      [
        ['water', 2],
        ['weight', 1],
      ],
    ],
    [['workout'], [['workout', 1]]],
    [
      ['weight', 'weight', 'water'],
      [
        ['water', 1],
        ['weight', 2],
      ],
    ],
    [
      ['food', 'water', 'food'],
      [
        ['water', 1],
        ['food', 2],
      ],
    ],
    [
      ['chart-meal', 'food'],
      [
        ['food', 1],
        ['chart-meal', 1],
      ],
    ],
    [['chart-meal', 'chart-meal'], [['chart-meal', 2]]],
    [[], []],
  ])('%j', (kinds, counts) => {
    expect(waitingCounts(kinds.map((kind) => ({ kind })))).toEqual(counts.map(([kind, count]) => ({ kind, count })));
  });
});
