import { describe, expect, it } from 'vitest';
import { type ClientWrite, dayOfWrite, OFFLINE_MESSAGES, waitingLabel, withWaiting } from '@/lib/domain/offline-writes';

const id = '6f1c2a4e-0b8d-4c39-9a57-3e2f1d0c9b8a';
const at = (iso: string) => ({ id, loggedAt: iso });
const now = new Date('2026-11-25T12:00:00.000Z'); // 17:30 in India

describe('dayOfWrite', () => {
  it.each([
    ['the same moment', '2026-11-25T12:00:00.000Z', { day: '2026-11-25' }],
    ['23:59 in India the day before', '2026-11-24T18:29:00.000Z', { day: '2026-11-24' }],
    ['00:00 in India is the next day', '2026-11-24T18:30:00.000Z', { day: '2026-11-25' }],
    ['7 days back', '2026-11-18T06:30:00.000Z', { day: '2026-11-18' }],
    ['8 days back', '2026-11-17T06:30:00.000Z', { problem: OFFLINE_MESSAGES.tooOld }],
    ['4 minutes ahead (a clock running fast)', '2026-11-25T12:04:00.000Z', { day: '2026-11-25' }],
    ['an hour ahead', '2026-11-25T13:00:00.000Z', { problem: OFFLINE_MESSAGES.inFuture }],
    ['an offset time', '2026-11-25T09:00:00+05:30', { day: '2026-11-25' }],
  ])('%s', (_, loggedAt, expected) => {
    expect(dayOfWrite(loggedAt, now)).toEqual(expected);
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
  ])('%s', (_, waiting, expected) => {
    expect(withWaiting(server, waiting, today)).toEqual(expected);
  });
});

describe('waitingLabel', () => {
  it.each<[ClientWrite['kind'][], string]>([
    [['water', 'water', 'weight'], '3 waiting: 2 glasses of water, 1 weight'],
    [['workout'], '1 waiting: 1 workout'],
    [['weight', 'weight', 'water'], '3 waiting: 1 glass of water, 2 weights'],
    [['food', 'water', 'food'], '3 waiting: 1 glass of water, 2 foods'],
  ])('%j', (kinds, label) => {
    expect(waitingLabel(kinds.map((kind) => ({ kind })))).toBe(label);
  });
});
