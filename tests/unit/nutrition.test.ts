import { describe, expect, it } from 'vitest';
import { bmrMifflinStJeor, calorieTargetFor, dailyNutritionTargets, proteinTargetFor } from '@/lib/domain/nutrition';

describe('Mifflin-St Jeor', () => {
  // Worked examples as the equation's authors give it (Mifflin et al., Am J Clin Nutr 1990):
  // 10 × weight (kg) + 6.25 × height (cm) − 5 × age (y) + 5 for men, − 161 for women.
  it.each([
    ['male', 25, 180, 80, 1805],
    ['female', 30, 165, 60, 1320.25],
    ['male', 40, 175, 90, 1798.75],
    ['female', 45, 155, 84.2, 1424.75],
    ['female', 22, 160, 50, 1229],
    ['male', 60, 170, 70, 1467.5],
  ] as const)('%s, %i years, %i cm, %f kg: %f kcal', (gender, age, heightCm, weightKg, bmr) => {
    expect(bmrMifflinStJeor({ gender, age, heightCm, weightKg })).toBeCloseTo(bmr, 5);
  });
});

describe('the daily calorie target', () => {
  it.each([
    // 1805 × 1.55 = 2797.75, less 500: 2297.75 → 2300.
    [{ gender: 'male', age: 25, heightCm: 180, weightKg: 80, workoutExperience: 'intermediate' }, 1805, 2798, 2300],
    // 1424.75 × 1.375 = 1959.0, less 500: 1459.0 → 1460.
    [{ gender: 'female', age: 45, heightCm: 155, weightKg: 84.2, workoutExperience: 'beginner' }, 1425, 1959, 1460],
    // 1229 × 1.375 = 1689.9, less 500 is 1189.9: below the BMR, so the BMR (1229) → 1230.
    [{ gender: 'female', age: 22, heightCm: 160, weightKg: 50, workoutExperience: 'beginner' }, 1229, 1690, 1230],
    // 1467.5 × 1.375 = 2017.8, less 500 is 1517.8 → 1520 (above the men's floor of 1,500).
    [{ gender: 'male', age: 60, heightCm: 170, weightKg: 70, workoutExperience: 'beginner' }, 1468, 2018, 1520],
    // A small older man: 10·55 + 6.25·155 − 5·70 + 5 = 1173.75; × 1.375 − 500 = 1113.9: the floor of 1,500.
    [{ gender: 'male', age: 70, heightCm: 155, weightKg: 55, workoutExperience: 'beginner' }, 1174, 1614, 1500],
  ] as const)('%j: BMR %i, maintenance %i, target %i', (profile, bmr, maintenance, target) => {
    expect(calorieTargetFor(profile)).toEqual({ bmr, maintenance, target });
  });

  it('gives 1.2 g of protein per kg of target weight', () => {
    expect(proteinTargetFor(77)).toBe(92);
    expect(proteinTargetFor(60)).toBe(72);
  });
});

describe("the day's targets", () => {
  const profile = { gender: 'female', age: 45, heightCm: 155, weightKg: 84.2, workoutExperience: 'beginner' } as const;

  it.each([
    // The formula's 1,460 kcal; protein 1.2 × 77 = 92 g; fat 1460 × 0.25 / 9 = 40.6 → 41 g;
    // carbohydrate (1460 − 92 × 4 − 41 × 9) / 4 = 180.75 → 181 g.
    [
      { profile, proteinWeightKg: 77, coachKcal: null },
      { kcal: 1460, source: 'profile', macros: { protein: 92, carbs: 181, fat: 41 } },
    ],
    // The coach's 1,600 kcal wins: fat 44 g, carbohydrate (1600 − 368 − 396) / 4 = 209 g.
    [
      { profile, proteinWeightKg: 77, coachKcal: 1600 },
      { kcal: 1600, source: 'coach', macros: { protein: 92, carbs: 209, fat: 44 } },
    ],
    // No profile, but the coach set one: fat 1300 × 0.25 / 9 = 36 g, carbohydrate (1300 − 288 − 324) / 4 = 172 g.
    [
      { profile: null, proteinWeightKg: 60, coachKcal: 1300 },
      { kcal: 1300, source: 'coach', macros: { protein: 72, carbs: 172, fat: 36 } },
    ],
    // No weight known: the calories alone.
    [
      { profile: null, proteinWeightKg: null, coachKcal: 1300 },
      { kcal: 1300, source: 'coach', macros: null },
    ],
    [{ profile: null, proteinWeightKg: 70, coachKcal: null }, null],
  ] as const)('%j', (inputs, targets) => {
    expect(dailyNutritionTargets(inputs)).toEqual(targets);
  });
});
