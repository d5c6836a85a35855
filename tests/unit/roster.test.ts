import { describe, expect, it } from 'vitest';
import {
  attentionReasons,
  type ClientFacts,
  daysLoggedLast7,
  formatChange,
  lastCheckInLabel,
  pageOf,
  rosterRow,
  type RosterRow,
  searchRoster,
  sortRoster,
} from '@/lib/domain/roster';
import type { VideoCall } from '@/lib/domain/video-calls';

const today = '2026-11-24';
const now = new Date('2026-11-24T12:00:00+05:30');

/** A video call starting at a time in India, not cancelled. */
const call = (at: string, outcome: VideoCall['outcome']): VideoCall => ({
  startsAt: new Date(`${at}:00+05:30`),
  cancelledAt: null,
  outcome,
});

const facts = (overrides: Partial<ClientFacts> = {}): ClientFacts => ({
  customerId: 'c1',
  coach: 'Coach Asha · +91 90000 00009',
  name: 'Asha Verma',
  phone: '+91 90000 00001',
  profileWeight: 80,
  startDay: '2026-11-14',
  pauses: [],
  activeUntil: '2027-05-13',
  refundedOn: null,
  loggedDays: [today, '2026-11-23', '2026-11-22', '2026-11-21', '2026-11-20', '2026-11-19', '2026-11-18'],
  firstWeight: 80,
  latestWeights: [79.5, 79, 78.8],
  waitingSince: null,
  unreadWeekly: 0,
  missedSessions: 0,
  planUnreviewed: false,
  workoutsThisWeek: { done: 2, planned: 3 },
  missedWorkouts: 0,
  chartUnreviewed: false,
  mealsThisWeek: { followed: 9, planned: 21 },
  offChartDays: 0,
  atStudio: false,
  lastCompositionCheck: null,
  calls: [],
  ...overrides,
});

describe('lastCheckInLabel', () => {
  it.each([
    [today, 'today'],
    ['2026-11-23', 'yesterday'],
    ['2026-11-21', '3 days ago'],
    [null, 'not yet'],
  ])('%s → %s', (lastLogged, label) => {
    expect(lastCheckInLabel(lastLogged, today)).toBe(label);
  });
});

describe('attentionReasons', () => {
  it.each<[string, Partial<ClientFacts>, string[]]>([
    ['a client on track', {}, []],
    ['logged yesterday', { loggedDays: ['2026-11-23'] }, []],
    ['logged 2 days ago', { loggedDays: ['2026-11-22'] }, ['No check-in for 2 days or more']],
    ['started 2 days ago, nothing logged', { startDay: '2026-11-22', loggedDays: [] }, ['No check-in for 2 days or more']],
    ['started today, nothing logged', { startDay: today, loggedDays: [] }, []],
    ['weight up three logs running', { latestWeights: [78, 78.4, 79] }, ['Weight rose across the last 3 logs']],
    ['weight up then flat', { latestWeights: [78, 78.4, 78.4] }, []],
    ['only two weights, rising', { latestWeights: [78, 79] }, []],
    ['a message waiting 4 h 1 min', { waitingSince: '2026-11-24T07:59:00+05:30' }, ['Message unanswered for over 4 hours']],
    ['a message waiting 3 h', { waitingSince: '2026-11-24T09:00:00+05:30' }, []],
    ['no profile', { name: null }, ['Profile incomplete']],
    ['the plan ends in 5 days', { activeUntil: '2026-11-29' }, ['Programme ends within 5 days']],
    ['the plan ends in 6 days', { activeUntil: '2026-11-30' }, []],
    ['the last day of the plan', { activeUntil: today }, ['Programme ends within 5 days']],
    ['a weekly check-in unread', { unreadWeekly: 1 }, ['Weekly check-in unread']],
    ['a studio session missed this week', { missedSessions: 2 }, ['Missed a studio session this week']],
    ['the workout plan still the default a payment gave', { planUnreviewed: true }, ['Review the default plan']],
    ['2 planned workouts missed', { missedWorkouts: 2 }, []],
    ['3 planned workouts missed', { missedWorkouts: 3 }, ['Missed 3 planned workouts']],
    ['5 planned workouts missed', { missedWorkouts: 5 }, ['Missed 5 planned workouts']],
    [
      'a studio session and 3 planned workouts missed: two reasons, not one',
      { missedSessions: 1, missedWorkouts: 3 },
      ['Missed a studio session this week', 'Missed 3 planned workouts'],
    ],
    ['no programme yet', { workoutsThisWeek: null, missedWorkouts: 0 }, []],
    ['the default diet chart not reviewed', { chartUnreviewed: true }, ['Review the default chart']],
    ['2 days off the chart', { offChartDays: 2 }, []],
    ['3 days off the chart', { offChartDays: 3 }, ['Off the chart 3 days']],
    [
      'a default chart and 4 days off it',
      { chartUnreviewed: true, offChartDays: 4 },
      ['Review the default chart', 'Off the chart 4 days'],
    ],
    ['online, never checked: no check is promised', { atStudio: false, lastCompositionCheck: null }, []],
    ['at the studio, never checked', { atStudio: true, lastCompositionCheck: null }, ['Body composition check due']],
    ['at the studio, checked 29 days ago', { atStudio: true, lastCompositionCheck: '2026-10-26' }, []],
    [
      'at the studio, checked 30 days ago',
      { atStudio: true, lastCompositionCheck: '2026-10-25' },
      ['Body composition check due'],
    ],
    ['no longer at the studio, checked long ago', { atStudio: false, lastCompositionCheck: '2026-01-01' }, []],
    ['a video call yesterday, not marked', { calls: [call('2026-11-23T18:00', null)] }, ['Mark the last video call']],
    ['a video call yesterday, marked held', { calls: [call('2026-11-23T18:00', 'held')] }, []],
    ['a video call on now', { calls: [call('2026-11-24T11:50', null)] }, []],
    ['a video call tomorrow', { calls: [call('2026-11-25T10:00', null)] }, []],
  ])('%s', (_, overrides, reasons) => {
    expect(attentionReasons(facts(overrides), today, now)).toEqual(reasons);
  });
});

describe('daysLoggedLast7', () => {
  it.each<[string, string[], number]>([
    ['nothing logged', [], 0],
    ['today only', [today], 1],
    ['today and 6 days ago', [today, '2026-11-18'], 2],
    ['7 days ago is outside the week', ['2026-11-17'], 0],
    ['every day for a fortnight', Array.from({ length: 14 }, (_, i) => `2026-11-${String(24 - i).padStart(2, '0')}`), 7],
  ])('%s → %i', (_, days, count) => {
    expect(daysLoggedLast7(days, today)).toBe(count);
  });
});

describe('rosterRow', () => {
  it('holds the day still through a pause, as the dashboard does', () => {
    // Day 11 today; a 7-day pause that began 3 days ago has held it for 3 days.
    expect(rosterRow(facts({ pauses: [{ from: '2026-11-21', days: 7 }] }), today, now).phase).toEqual({
      kind: 'transformation',
      day: 8,
    });
  });

  it('shows the phone until there is a profile, the day, and the change from the first weight', () => {
    expect(rosterRow(facts({ name: null, latestWeights: [79, 78.5, 78.2] }), today, now)).toMatchObject({
      customer: '+91 90000 00001',
      phase: { kind: 'transformation', day: 11 },
      lastCheckIn: 'today',
      daysLoggedLast7: 7,
      weight: { start: 80, current: 78.2, change: -1.8 },
    });
  });

  it("starts from the profile's weight before any weigh-in, and has no weight without either", () => {
    expect(rosterRow(facts({ firstWeight: null, latestWeights: [] }), today, now).weight).toEqual({
      start: 80,
      current: 80,
      change: 0,
    });
    expect(rosterRow(facts({ firstWeight: null, latestWeights: [], profileWeight: null }), today, now).weight).toBeNull();
  });

  it('says where the video calls stand, and nothing for a client who has had none', () => {
    expect(rosterRow(facts(), today, now).lastCall).toBeNull();
    expect(rosterRow(facts({ calls: [call('2026-11-24T18:30', null)] }), today, now).lastCall).toBe(
      'Next call: today at 6:30 pm',
    );
    expect(rosterRow(facts({ calls: [call('2026-11-21T10:00', 'held')] }), today, now).lastCall).toBe(
      'Last call: held 3 days ago',
    );
  });
});

describe("rosterRow's 'Workouts N of M this week'", () => {
  it.each<[string, ClientFacts['workoutsThisWeek'], RosterRow['workoutsThisWeek']]>([
    ['2 done of 3 planned', { done: 2, planned: 3 }, { done: 2, planned: 3 }],
    ['none done yet', { done: 0, planned: 4 }, { done: 0, planned: 4 }],
    ['more done than planned (a rest day worked out too)', { done: 4, planned: 3 }, { done: 4, planned: 3 }],
    ['a week with no workout planned: no line', { done: 1, planned: 0 }, null],
    ['no programme, or before its day 1: no line', null, null],
  ])('%s', (_, workoutsThisWeek, line) => {
    expect(rosterRow(facts({ workoutsThisWeek }), today, now).workoutsThisWeek).toEqual(line);
  });

  it('asks no attention for missed workouts once the plan has ended', () => {
    expect(rosterRow(facts({ activeUntil: null, missedWorkouts: 4 }), today, now).reasons).toEqual([]);
  });
});

describe('sortRoster and searchRoster', () => {
  const rows = [
    rosterRow(facts({ customerId: 'on-track', name: 'Bina' }), today, now),
    rosterRow(facts({ customerId: 'silent-3', name: 'Chetan', loggedDays: ['2026-11-21'] }), today, now),
    rosterRow(facts({ customerId: 'yesterday', name: 'Anil', loggedDays: ['2026-11-23'] }), today, now),
    rosterRow(facts({ customerId: 'silent-5', name: 'Divya', loggedDays: ['2026-11-19'] }), today, now),
  ];

  it('puts who needs attention first, then the longest silent', () => {
    expect(sortRoster(rows).map((row) => row.customerId)).toEqual(['silent-5', 'silent-3', 'yesterday', 'on-track']);
  });

  it('finds by name, any case, and by phone digits however they are spaced', () => {
    expect(searchRoster(rows, 'div').map((row) => row.customerId)).toEqual(['silent-5']);
    expect(searchRoster(rows, '9000000001')).toHaveLength(4);
    expect(searchRoster(rows, '  ')).toHaveLength(4);
    expect(searchRoster(rows, 'zz')).toEqual([]);
  });
});

describe('formatChange', () => {
  it.each([
    [-1.5, '−1.5 kg'],
    [0.4, '+0.4 kg'],
    [0, '0 kg'],
  ])('%s → %s', (change, text) => {
    expect(formatChange(change)).toBe(text);
  });
});

describe('pageOf', () => {
  const rows = Array.from({ length: 120 }, (_, i) => i + 1);
  it.each([
    [1, { page: 1, pages: 3, first: 1, last: 50 }],
    [3, { page: 3, pages: 3, first: 101, last: 120 }],
    [9, { page: 3, pages: 3, first: 101, last: 120 }],
    [0, { page: 1, pages: 3, first: 1, last: 50 }],
    [Number.NaN, { page: 1, pages: 3, first: 1, last: 50 }],
  ])('page %s', (requested, expected) => {
    expect(pageOf(rows, requested)).toMatchObject(expected);
  });

  it('has one empty page when there is nothing', () => {
    expect(pageOf([], 2)).toEqual({ rows: [], page: 1, pages: 1, first: 0, last: 0 });
  });
});
