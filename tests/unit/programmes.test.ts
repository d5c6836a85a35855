import { describe, expect, it } from 'vitest';
import { programmeDay, programmeLength, weekOf, workoutsAWeek } from '@/lib/domain/programmes';

/** 45 days: Foundation 15 (A on days 1, 3, 5 of each week), Build 15 (B on 1, 3, 5, 6), Transform 15 (C on 1-5). */
const shape = {
  phases: [
    { days: 15, workouts: [{ title: 'A', days: [1, 3, 5] }] },
    {
      days: 15,
      workouts: [
        { title: 'B1', days: [1, 3] },
        { title: 'B2', days: [5, 6] },
      ],
    },
    { days: 15, workouts: [{ title: 'C', days: [1, 2, 3, 4, 5] }] },
  ],
};

describe('a programme day: its week, its phase and its workout', () => {
  it.each<[number, { week: number; dayOfWeek: number; phaseIndex: number; maintenance: boolean; workout: string | null }]>([
    [1, { week: 1, dayOfWeek: 1, phaseIndex: 0, maintenance: false, workout: 'A' }],
    [2, { week: 1, dayOfWeek: 2, phaseIndex: 0, maintenance: false, workout: null }],
    [7, { week: 1, dayOfWeek: 7, phaseIndex: 0, maintenance: false, workout: null }],
    [8, { week: 2, dayOfWeek: 1, phaseIndex: 0, maintenance: false, workout: 'A' }],
    [15, { week: 3, dayOfWeek: 1, phaseIndex: 0, maintenance: false, workout: 'A' }],
    // Day 16 starts Build on the second day of week 3.
    [16, { week: 3, dayOfWeek: 2, phaseIndex: 1, maintenance: false, workout: null }],
    [17, { week: 3, dayOfWeek: 3, phaseIndex: 1, maintenance: false, workout: 'B1' }],
    [20, { week: 3, dayOfWeek: 6, phaseIndex: 1, maintenance: false, workout: 'B2' }],
    [31, { week: 5, dayOfWeek: 3, phaseIndex: 2, maintenance: false, workout: 'C' }],
    [45, { week: 7, dayOfWeek: 3, phaseIndex: 2, maintenance: false, workout: 'C' }],
    // After 45 days the last phase repeats, as maintenance.
    [46, { week: 7, dayOfWeek: 4, phaseIndex: 2, maintenance: true, workout: 'C' }],
    [48, { week: 7, dayOfWeek: 6, phaseIndex: 2, maintenance: true, workout: null }],
    [400, { week: 58, dayOfWeek: 1, phaseIndex: 2, maintenance: true, workout: 'C' }],
  ])('day %i', (day, expected) => {
    const { workout, ...rest } = programmeDay(shape, day);
    expect({ ...rest, workout: workout?.title ?? null }).toEqual({ day, ...expected, workout: expected.workout });
  });

  it.each([0, -1, 1.5])('refuses day %s', (day) => {
    expect(() => programmeDay(shape, day)).toThrow();
  });

  it("lists the week's seven days around any of them", () => {
    for (const day of [15, 16, 21]) {
      const week = weekOf(shape, day);
      expect(week.map((one) => one.day)).toEqual([15, 16, 17, 18, 19, 20, 21]);
      expect(week.map((one) => one.workout?.title ?? '-')).toEqual(['A', '-', 'B1', '-', 'B2', 'B2', '-']);
    }
  });

  it('counts the days and the workouts a week', () => {
    expect(programmeLength(shape)).toBe(45);
    expect(shape.phases.map(workoutsAWeek)).toEqual([3, 4, 5]);
  });
});
