import { describe, expect, it } from 'vitest';
import { PROGRAMME_TEMPLATES } from '@/lib/domain/programme-templates';
import type { StoredProgramme } from '@/lib/domain/programmes';
import type { LoggedSet, Target } from '@/lib/domain/progression';
import { lastTimeText, targetText, workoutDay, type WorkoutDayInput } from '@/lib/domain/workout-day';

/** Home beginner as the database returns it: each row with an id ('p1', 'p1w1', 'p1w1e3'). */
const stored: StoredProgramme = {
  phases: PROGRAMME_TEMPLATES['home-beginner'].phases.map((phase, p) => ({
    ...phase,
    id: `p${p + 1}`,
    workouts: phase.workouts.map((workout, w) => ({
      ...workout,
      id: `p${p + 1}w${w + 1}`,
      exercises: workout.exercises.map((item, e) => ({ ...item, id: `p${p + 1}w${w + 1}e${e + 1}` })),
    })),
  })),
};

const input = (changes: Partial<WorkoutDayInput> = {}): WorkoutDayInput => ({
  programme: { name: 'Home beginner', clearanceNeeded: false },
  session: null,
  tree: stored,
  startsOn: '2026-11-02',
  today: '2026-11-02',
  daysDone: [],
  todaysSets: {},
  lastSets: {},
  limitations: [],
  weightKg: 70,
  ...changes,
});

const range = (repsMin: number, repsMax: number, kg: number | null = null): Target => ({ repsMin, repsMax, seconds: null, kg });

describe("a customer's workout on a day", () => {
  it('day 1 is the first workout of the Foundation phase, with the warm-up first and an estimate', () => {
    const day = workoutDay(input())!;
    expect(day).toMatchObject({ programmeDay: 1, week: 1, phase: 'Foundation', maintenance: false });
    expect(day.workout).toMatchObject({ id: 'p1w1', title: 'Full-body basics' });
    expect(day.workout!.items[0]!.exercise.id).toBe('warm-up-march');
    const bridge = day.workout!.items.find((item) => item.exercise.id === 'glute-bridge')!;
    expect(bridge).toMatchObject({ slotId: 'p1w1e8', sets: 3, target: range(10, 15), lastTime: null, logged: [] });
    expect(day.workout!.minutes).toBeGreaterThanOrEqual(20);
    expect(day.workout!.kcal).toBeGreaterThan(50);
  });

  it.each([
    ['before day 1', '2026-11-01', null],
    ['day 2, a rest day', '2026-11-03', { programmeDay: 2, workout: null }],
    ['day 16, the Build phase', '2026-11-17', { programmeDay: 16, phase: 'Build', week: 3 }],
    ['day 46, maintenance: the last phase again', '2026-12-17', { programmeDay: 46, phase: 'Transform', maintenance: true }],
  ])('%s', (_, today, expected) => {
    const day = workoutDay(input({ today }));
    if (expected === null) expect(day).toBeNull();
    else expect(day).toMatchObject(expected);
  });

  it("this week's days: done, missed, today, planned and rest", () => {
    const day = workoutDay(input({ today: '2026-11-06', daysDone: ['2026-11-02'] }))!;
    expect(day.days.map((d) => [d.day, d.state, d.title])).toEqual([
      ['2026-11-02', 'done', 'Full-body basics'],
      ['2026-11-03', 'rest', null],
      ['2026-11-04', 'missed', 'Walk and core'],
      ['2026-11-05', 'rest', null],
      ['2026-11-06', 'today', 'Full-body basics'],
      ['2026-11-07', 'rest', null],
      ['2026-11-08', 'rest', null],
    ]);
  });

  it("the target follows the last time, and today's sets are in order", () => {
    const last: LoggedSet[] = [15, 15, 15].map((reps) => ({ reps, seconds: null, kg: null, target: range(10, 15) }));
    const day = workoutDay(
      input({
        lastSets: { 'glute-bridge': last },
        todaysSets: {
          p1w1e8: [
            { setNumber: 2, exerciseId: 'glute-bridge', reps: 12, seconds: null, kg: null, skipped: false },
            { setNumber: 1, exerciseId: 'glute-bridge', reps: 14, seconds: null, kg: null, skipped: false },
          ],
        },
      }),
    )!;
    const bridge = day.workout!.items.find((item) => item.slotId === 'p1w1e8')!;
    expect(bridge.target).toEqual(range(12, 17));
    expect(bridge.lastTime).toBe('3 × 15');
    expect(bridge.logged.map((set) => set.setNumber)).toEqual([1, 2]);
  });

  it("swaps are the library's substitutes that suit the customer's limitations", () => {
    // Day 22, the Build phase's 'Lower body and core'.
    const build = workoutDay(input({ today: '2026-11-23' }))!;
    const lunge = build.workout!.items.find((item) => item.exercise.id === 'reverse-lunge')!;
    expect(lunge.swaps.map((swap) => swap.id)).toEqual(['glute-bridge', 'chair-squat']);
    const limited = workoutDay(input({ today: '2026-11-23', limitations: ['knees', 'wrists'] }))!;
    const swaps = limited.workout!.items.flatMap((item) => item.swaps);
    expect(swaps.length).toBeGreaterThan(0);
    for (const swap of swaps)
      expect(
        swap.flags.filter((flag) => flag === 'knees' || flag === 'wrists'),
        swap.id,
      ).toEqual([]);
  });

  it('a home plan offers no swap that needs a machine or weights it does not use', () => {
    const days = ['2026-11-02', '2026-11-04', '2026-11-16', '2026-11-23', '2026-11-25'];
    const swaps = days.flatMap((today) => workoutDay(input({ today }))?.workout?.items.flatMap((item) => item.swaps) ?? []);
    expect(swaps.length).toBeGreaterThan(0);
    for (const swap of swaps) expect(['none', 'mat', 'chair'], swap.id).toContain(swap.equipment);
  });

  it('a heavier body burns more in the same workout', () => {
    const light = workoutDay(input({ weightKg: 55 }))!.workout!;
    const heavy = workoutDay(input({ weightKg: 95 }))!.workout!;
    expect(heavy.minutes).toBe(light.minutes);
    expect(heavy.kcal).toBeGreaterThan(light.kcal);
  });
});

describe("'Last time'", () => {
  it.each([
    ['nothing done', [], null],
    [
      'three equal sets',
      [
        [10, null, 5],
        [10, null, 5],
        [10, null, 5],
      ],
      '3 × 10 at 5 kg',
    ],
    [
      'falling reps, no load',
      [
        [12, null, null],
        [10, null, null],
        [9, null, null],
      ],
      '12, 10, 9',
    ],
    [
      'two loads',
      [
        [10, null, 5],
        [8, null, 7.5],
      ],
      '10, 8 at 5-7.5 kg',
    ],
    [
      'holds',
      [
        [null, 30, null],
        [null, 30, null],
      ],
      '2 × 30 s',
    ],
    [
      'a skipped set (nothing logged) is left out',
      [
        [10, null, null],
        [null, null, null],
      ],
      '1 × 10',
    ],
  ] as const)('%s', (_, sets, expected) => {
    expect(lastTimeText(sets.map(([reps, seconds, kg]) => ({ reps, seconds, kg })))).toBe(expected);
  });
});

describe('a target in words', () => {
  it.each([
    [range(8, 12), false, '8-12 reps'],
    [range(10, 10), true, '10 reps a side'],
    [range(8, 12, 5), false, '8-12 reps at 5 kg'],
    [range(8, 12, 2.5), false, '8-12 reps at 2.5 kg'],
    [{ repsMin: null, repsMax: null, seconds: 30, kg: null }, false, '30 s'],
    [{ repsMin: null, repsMax: null, seconds: 20, kg: null }, true, '20 s a side'],
    [{ repsMin: null, repsMax: null, seconds: 900, kg: null }, false, '15 min'],
    [{ repsMin: null, repsMax: null, seconds: 90, kg: null }, false, '90 s'],
  ] as const)('%j', (target, eachSide, expected) => {
    expect(targetText(target, eachSide)).toBe(expected);
  });
});
