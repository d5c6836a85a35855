import { describe, expect, it } from 'vitest';
import { dueWeeklyCheckin, type WeeklyCheckin, weekSlots } from '@/lib/domain/coaching';
import { targetsSchema, weeklyCheckinSchema } from '@/lib/domain/coaching-schema';
import { addDays } from '@/lib/domain/india-time';

const start = '2026-11-01';
const dayOf = (n: number) => addDays(start, n - 1);

const answer = (week: number): WeeklyCheckin => ({
  week,
  dueDay: dayOf(7 * week),
  energy: 3,
  sleep: 3,
  hunger: 3,
  mood: 3,
  wins: null,
  struggles: null,
  waistCm: null,
  answeredAt: `${dayOf(7 * week)}T10:00:00.000Z`,
  readByCoach: false,
  comment: null,
});

describe('the weekly check-ins of a programme', () => {
  it.each<[string, number, WeeklyCheckin[], number | null]>([
    ['day 6: none due yet', 6, [], null],
    ['day 7: week 1 is due', 7, [], 1],
    ['day 13: week 1 is still due', 13, [], 1],
    ['day 14: week 2 replaces an unanswered week 1', 14, [], 2],
    ['day 8, week 1 answered: none', 8, [answer(1)], null],
    ['day 42: week 6', 42, [answer(1)], 6],
    ['day 48: week 6 still', 48, [], 6],
    ['day 49: the programme is over', 49, [], null],
  ])('%s', (_, day, answered, week) => {
    expect(dueWeeklyCheckin(start, dayOf(day), answered)?.week ?? null).toBe(week);
  });

  it('keeps missed weeks visible', () => {
    const slots = weekSlots(start, dayOf(22), [answer(2)]);
    expect(slots.map((slot) => [slot.week, slot.answer !== null, slot.missed])).toEqual([
      [1, false, true],
      [2, true, false],
      [3, false, false],
    ]);
  });
});

describe('targetsSchema', () => {
  const id = '7b0b8a64-0a4c-4a38-9a57-2f0b3c1b3c11';

  it('reads empty fields as the programme’s own and numbers as numbers', () => {
    expect(targetsSchema.parse({ customerId: id, targetWeight: '72.5', waterGlasses: '10', calories: '', steps: '' })).toEqual({
      customerId: id,
      targetWeight: 72.5,
      waterGlasses: 10,
      calories: null,
      steps: null,
    });
  });

  it.each([
    ['waterGlasses', '0', 'Enter 1 to 30 glasses, or leave it empty.'],
    ['waterGlasses', '2.5', 'Enter 1 to 30 glasses, or leave it empty.'],
    ['calories', '100', 'Enter 800 to 5000 kcal, or leave it empty.'],
    ['targetWeight', 'abc', 'Enter a target weight from 30 to 250 kg, or leave it empty.'],
    ['steps', '60000', 'Enter 1000 to 50000 steps, or leave it empty.'],
  ])('%s = %s: %s', (field, value, message) => {
    const parsed = targetsSchema.safeParse({ customerId: id, [field]: value });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});

describe('weeklyCheckinSchema', () => {
  it('takes four scores, optional words and an optional waist', () => {
    expect(
      weeklyCheckinSchema.parse({ energy: '4', sleep: '3', hunger: '2', mood: '5', wins: ' Walked daily ', waistCm: '' }),
    ).toEqual({
      energy: 4,
      sleep: 3,
      hunger: 2,
      mood: 5,
      wins: 'Walked daily',
      struggles: null,
      waistCm: null,
    });
  });

  it('asks for every score', () => {
    const parsed = weeklyCheckinSchema.safeParse({ energy: '4', sleep: '6', hunger: '2' });
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toEqual(['sleep', 'mood']);
  });
});
