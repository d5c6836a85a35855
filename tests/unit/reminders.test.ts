import { describe, expect, it } from 'vitest';
import {
  type DaySoFar,
  reminderMessage,
  type ReminderSettings,
  remindersAhead,
  remindersOn,
  taskDone,
  DEFAULT_REMINDERS,
} from '@/lib/domain/reminders';

const off = DEFAULT_REMINDERS;
/** 'HH:MM' in India of each reminder. */
const times = (settings: ReminderSettings, day = '2026-11-25') =>
  remindersOn(settings, day).map(
    ({ kind, dueAt }) =>
      `${kind} ${dueAt.toLocaleTimeString('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit' })}`,
  );

describe('remindersOn', () => {
  it.each<[string, ReminderSettings, string[]]>([
    ['all off', off, []],
    ['a weigh-in at 6:30 am India is 01:00 UTC', { ...off, weighInAt: '06:30' }, ['weigh-in 06:30']],
    [
      'water every 2 hours from 8 am to 6 pm, the last at 6 pm',
      { ...off, water: { everyHours: 2, from: '08:00', until: '18:00' } },
      ['water 08:00', 'water 10:00', 'water 12:00', 'water 14:00', 'water 16:00', 'water 18:00'],
    ],
    [
      'water every 3 hours from 9 am to 7 pm stops at 6 pm',
      { ...off, water: { everyHours: 3, from: '09:00', until: '19:00' } },
      ['water 09:00', 'water 12:00', 'water 15:00', 'water 18:00'],
    ],
    [
      'everything, in time order',
      { ...off, weighInAt: '07:00', water: { everyHours: 4, from: '10:00', until: '14:00' }, workoutAt: '18:30', meals: true },
      ['weigh-in 07:00', 'water 10:00', 'water 14:00', 'workout 18:30', 'meals 21:00'],
    ],
  ])('%s', (_, settings, expected) => {
    expect(times(settings)).toEqual(expected);
  });

  // 2026-11-29 is a Sunday; 2026-11-25 a Wednesday.
  it.each<[string, string[]]>([
    ['2026-11-29', ['measure 08:00', 'meals 21:00']],
    ['2026-11-25', ['meals 21:00']],
    ['2026-12-06', ['measure 08:00', 'meals 21:00']],
  ])("'Measure this week' on Sundays only: %s", (day, expected) => {
    expect(times({ ...off, measure: true, meals: true }, day)).toEqual(expected);
  });

  it('puts a 6:30 am weigh-in in India at 01:00 UTC of the same day', () => {
    expect(remindersOn({ ...off, weighInAt: '06:30' }, '2026-11-25')[0]!.dueAt.toISOString()).toBe('2026-11-25T01:00:00.000Z');
  });
});

describe('remindersAhead', () => {
  const settings = { ...off, weighInAt: '07:00', meals: true };
  it('keeps today’s still to come and all of tomorrow’s; one due this moment counts', () => {
    const now = new Date('2026-11-25T01:30:00.000Z'); // 7:00 am in India
    expect(remindersAhead(settings, '2026-11-25', 2, now).map((r) => `${r.day} ${r.kind}`)).toEqual([
      '2026-11-25 weigh-in',
      '2026-11-25 meals',
      '2026-11-26 weigh-in',
      '2026-11-26 meals',
    ]);
    const later = new Date('2026-11-25T02:00:00.000Z');
    expect(remindersAhead(settings, '2026-11-25', 2, later)).toHaveLength(3);
  });
});

const nothing: DaySoFar = {
  weightLogged: false,
  waterGlasses: 0,
  waterGoal: 8,
  workoutDone: false,
  foodsLogged: 0,
  unreadReplies: 0,
  measuredThisWeek: false,
};

describe('taskDone', () => {
  it.each<[string, Parameters<typeof taskDone>[0], Partial<DaySoFar>, boolean]>([
    ['weigh-in, nothing logged', 'weigh-in', {}, false],
    ["weigh-in after today's weight", 'weigh-in', { weightLogged: true }, true],
    ['water at 7 of 8', 'water', { waterGlasses: 7 }, false],
    ['water at the goal', 'water', { waterGlasses: 8 }, true],
    ["water at a coach's goal of 10", 'water', { waterGlasses: 9, waterGoal: 10 }, false],
    ['workout not done', 'workout', {}, false],
    ['workout done', 'workout', { workoutDone: true }, true],
    ['meals with nothing logged', 'meals', {}, false],
    ['meals with one food logged', 'meals', { foodsLogged: 1 }, true],
    ['measure with no entry this week', 'measure', {}, false],
    ['measure with an entry this week', 'measure', { measuredThisWeek: true }, true],
    ["a coach's reply still unread", 'chat-reply', { unreadReplies: 1 }, false],
    ["a coach's reply read (the chat was open)", 'chat-reply', {}, true],
  ])('%s', (_, kind, day, done) => {
    expect(taskDone(kind, { ...nothing, ...day })).toBe(done);
  });
});

describe('reminderMessage', () => {
  it('opens the dashboard at the reminders, naming the kind, so it can be turned off in one tap', () => {
    const day: DaySoFar = { ...nothing, waterGlasses: 3 };
    expect(reminderMessage('water', day)).toEqual({
      title: 'Time for a glass of water',
      body: '3 of 8 glasses so far today.',
      url: '/account?reminder=water#reminders',
      tag: 'water',
    });
  });

  it("opens the chat for a coach's reply, with the way to turn these off there", () => {
    expect(reminderMessage('chat-reply', { ...nothing, unreadReplies: 1 })).toEqual({
      title: 'Your coach replied',
      body: 'A new message is waiting in your chat.',
      url: '/support?reminder=chat-reply',
      tag: 'chat-reply',
    });
    expect(reminderMessage('chat-reply', { ...nothing, unreadReplies: 3 }).body).toBe('3 new messages are waiting in your chat.');
  });
});
