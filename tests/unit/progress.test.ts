import { describe, expect, it } from 'vitest';
import { dailyGoalsFor, NO_TARGETS } from '@/lib/domain/coaching';
import { currentWeight, dailyPercents, targetSentence, timeline, weightProgress } from '@/lib/domain/progress';
import { addDays, daysBetween, istDay } from '@/lib/domain/india-time';

describe('istDay', () => {
  it.each([
    ['2026-11-22T18:29:59Z', '2026-11-22'],
    ['2026-11-22T18:30:00Z', '2026-11-23'],
    ['2026-03-31T20:00:00Z', '2026-04-01'],
    ['2026-01-01T00:00:00Z', '2026-01-01'],
  ])('%s is %s in India', (instant, day) => {
    expect(istDay(new Date(instant))).toBe(day);
  });
});

describe('calendar days', () => {
  it('counts across months and leap days', () => {
    expect(daysBetween('2026-11-22', '2026-11-22')).toBe(0);
    expect(daysBetween('2026-11-22', '2026-12-06')).toBe(14);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(addDays('2026-11-22', 44)).toBe('2027-01-05');
  });
});

describe('timeline', () => {
  it.each([
    // start, today, day, completed, remaining, percent, finished
    ['2026-11-22', '2026-11-22', 1, 0, 45, 0, false],
    ['2026-11-22', '2026-11-23', 2, 1, 44, 2, false],
    // The spec's sample: 12 days done.
    ['2026-11-10', '2026-11-22', 13, 12, 33, 27, false],
    ['2026-11-22', '2027-01-05', 45, 44, 1, 98, false],
    ['2026-11-22', '2027-01-06', 45, 45, 0, 100, true],
    ['2026-11-22', '2027-03-01', 45, 45, 0, 100, true],
    // A clock behind the start date is day 1, not day 0.
    ['2026-11-22', '2026-11-21', 1, 0, 45, 0, false],
  ])('started %s, today %s: day %i, %i done, %i to go, %i%%', (start, today, day, done, remaining, percent, finished) => {
    expect(timeline(start, today)).toEqual({
      day,
      daysCompleted: done,
      daysRemaining: remaining,
      percent,
      completesOn: addDays(start, 44),
      finished,
    });
  });

  it('around midnight in India the day turns at 00:00 IST, not UTC', () => {
    const start = istDay(new Date('2026-11-22T10:00:00Z'));
    expect(timeline(start, istDay(new Date('2026-11-22T18:29:00Z'))).day).toBe(1);
    expect(timeline(start, istDay(new Date('2026-11-22T18:31:00Z'))).day).toBe(2);
  });
});

describe('weightProgress', () => {
  const height = 160;

  it("the spec's sample: 70 → 67 against a target of 60 is 30%", () => {
    // 70 kg at 160 cm is BMI 27.3, Overweight: the target is 70 − 7 = 63; the spec's sample
    // target of 60 is reached with an Obese start (BMI ≥ 30), e.g. 77 kg → 67.
    expect(
      weightProgress({
        startDay: '2026-11-01',
        profileWeight: 70,
        heightCm: height,
        weights: [{ day: '2026-11-12', weight: 67 }],
      }),
    ).toMatchObject({ start: 67, current: 67, percent: 0 });
    expect(
      weightProgress({
        startDay: '2026-11-01',
        profileWeight: 80,
        heightCm: 160,
        weights: [
          { day: '2026-11-01', weight: 70 },
          { day: '2026-11-12', weight: 67 },
        ],
      }),
    ).toEqual({ start: 70, startFrom: 'weigh-in', current: 67, target: 63, targetFrom: 'start', lost: 3, percent: 43 });
    expect(
      weightProgress({
        startDay: '2026-11-01',
        profileWeight: null,
        heightCm: 150,
        weights: [
          { day: '2026-11-01', weight: 70 },
          { day: '2026-11-12', weight: 67 },
        ],
      }),
    ).toEqual({ start: 70, startFrom: 'weigh-in', current: 67, target: 60, targetFrom: 'start', lost: 3, percent: 30 });
  });

  it('starts from the profile weight until a weight is logged, and ignores weights from before the programme', () => {
    expect(weightProgress({ startDay: '2026-11-10', profileWeight: 85, heightCm: 170, weights: [] })).toEqual({
      start: 85,
      startFrom: 'profile',
      current: 85,
      target: 78,
      targetFrom: 'start',
      lost: 0,
      percent: 0,
    });
    expect(
      weightProgress({ startDay: '2026-11-10', profileWeight: 85, heightCm: 170, weights: [{ day: '2026-11-01', weight: 90 }] }),
    ).toMatchObject({ start: 85, current: 90, lost: -5, percent: 0 });
  });

  it('a gain goal (underweight) runs upwards, and a maintain goal is met at the start', () => {
    expect(
      weightProgress({
        startDay: '2026-11-01',
        profileWeight: 45,
        heightCm: 170,
        weights: [
          { day: '2026-11-01', weight: 45 },
          { day: '2026-11-20', weight: 47 },
        ],
      }),
    ).toEqual({ start: 45, startFrom: 'weigh-in', current: 47, target: 50, targetFrom: 'start', lost: -2, percent: 40 });
    expect(weightProgress({ startDay: '2026-11-01', profileWeight: 65, heightCm: 170, weights: [] })).toMatchObject({
      target: 65,
      percent: 100,
    });
  });

  it('clamps past the target to 100 and a gain on a loss goal to 0', () => {
    const base = { startDay: '2026-11-01', profileWeight: null, heightCm: 170 };
    expect(
      weightProgress({
        ...base,
        weights: [
          { day: '2026-11-01', weight: 85 },
          { day: '2026-12-01', weight: 70 },
        ],
      })?.percent,
    ).toBe(100);
    expect(
      weightProgress({
        ...base,
        weights: [
          { day: '2026-11-01', weight: 85 },
          { day: '2026-11-05', weight: 88 },
        ],
      })?.percent,
    ).toBe(0);
  });

  it.each([
    // The walk: a BMI check of 85 kg, then a first weigh-in of 84.2 kg at 170 cm.
    [
      { profileWeight: null, bmiWeight: 85, weights: [] },
      "Target 78 kg, set from your BMI check's weight of 85 kg; your first weigh-in will set it",
    ],
    [
      { profileWeight: 85, weights: [] },
      "Target 78 kg, set from your profile's weight of 85 kg; your first weigh-in will set it",
    ],
    [
      { profileWeight: 85, bmiWeight: 85, weights: [{ day: '2026-11-10', weight: 84.2 }] },
      'Target 77 kg, set from your start weight of 84.2 kg',
    ],
    [
      { profileWeight: 85, weights: [{ day: '2026-11-10', weight: 84.2 }], targetWeight: 75 },
      'Target 75 kg, set by your coach (start weight 84.2 kg)',
    ],
  ])('says where the target comes from: %j', (input, sentence) => {
    const progress = weightProgress({ startDay: '2026-11-10', heightCm: 170, ...input })!;
    expect(targetSentence(progress)).toBe(sentence);
  });

  it('tells the coach whose weight set it', () => {
    const progress = weightProgress({ startDay: '2026-11-10', profileWeight: 85, heightCm: 170, weights: [] })!;
    expect(targetSentence(progress, 'client')).toBe(
      "Target 78 kg, set from their profile's weight of 85 kg; their first weigh-in will set it",
    );
  });

  it('has no figures without a weight or a height', () => {
    expect(weightProgress({ startDay: null, profileWeight: null, heightCm: 170, weights: [] })).toBeNull();
    expect(weightProgress({ startDay: null, profileWeight: 70, heightCm: null, weights: [] })).toBeNull();
  });
});

describe('dailyPercents', () => {
  it.each([
    [
      { caloriesBurned: 0, waterGlasses: 0, mealsLogged: 0 },
      { calories: 0, water: 0, meals: 0 },
    ],
    [
      { caloriesBurned: 300, waterGlasses: 4, mealsLogged: 2 },
      { calories: 50, water: 50, meals: 50 },
    ],
    [
      { caloriesBurned: 900, waterGlasses: 12, mealsLogged: 4 },
      { calories: 100, water: 100, meals: 100 },
    ],
  ])('%j → %j', (totals, percents) => {
    expect(dailyPercents(totals, dailyGoalsFor(NO_TARGETS))).toEqual(percents);
  });

  it("measures water against the coach's target when one is set", () => {
    const totals = { caloriesBurned: 0, waterGlasses: 3, mealsLogged: 0 };
    expect(dailyPercents(totals, dailyGoalsFor({ ...NO_TARGETS, waterGlasses: 10 })).water).toBe(30);
  });
});

describe('Current Weight: one rule for the dashboard and a workout’s calories', () => {
  it.each([
    ['the latest logged first', { latestLogged: 71.2, profileWeight: 74, bmiWeight: 75 }, 71.2],
    ['else the profile’s', { latestLogged: null, profileWeight: 74, bmiWeight: 75 }, 74],
    ['else the BMI check’s', { latestLogged: null, profileWeight: null, bmiWeight: 75 }, 75],
    ['else none', { latestLogged: null, profileWeight: null, bmiWeight: null }, null],
  ])('%s', (_, known, expected) => {
    expect(currentWeight(known)).toBe(expected);
    // The dashboard's progress says the same where it can be worked out.
    if (expected !== null) {
      const weights = known.latestLogged === null ? [] : [{ day: '2026-11-20', weight: known.latestLogged }];
      expect(weightProgress({ startDay: '2026-11-01', heightCm: 160, weights, ...known })?.current).toBe(expected);
    }
  });
});
