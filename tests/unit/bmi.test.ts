import { describe, expect, it } from 'vitest';
import { calculateBmi, targetLabel } from '@/lib/domain/bmi';
import { bmiFormSchema } from '@/lib/domain/bmi-schema';

// The BMI bands. Heights of 100 cm make BMI equal to the weight, so each edge is exact.
describe('BMI bands, edges included', () => {
  it.each([
    { weight: 18.4, bmi: 18.4, category: 'Underweight', tone: 'info', target: 23 },
    { weight: 18.5, bmi: 18.5, category: 'Normal weight', tone: 'success', target: 19 },
    { weight: 24.9, bmi: 24.9, category: 'Normal weight', tone: 'success', target: 25 },
    { weight: 25, bmi: 25, category: 'Overweight', tone: 'warning', target: 18 },
    { weight: 29.9, bmi: 29.9, category: 'Overweight', tone: 'warning', target: 23 },
    { weight: 30, bmi: 30, category: 'Obese', tone: 'destructive', target: 20 },
  ])('weight $weight kg at 100 cm: BMI $bmi, $category, target $target kg', ({ weight, bmi, category, tone, target }) => {
    expect(calculateBmi(weight, 100)).toMatchObject({ bmi, category, tone, targetWeight: target });
  });

  it.each([
    // 70 / 1.7² = 24.221…
    { weight: 70, height: 170, bmi: 24.2, category: 'Normal weight', fat: 17, target: 70 },
    // 85 / 1.7² = 29.41…
    { weight: 85, height: 170, bmi: 29.4, category: 'Overweight', fat: 23.3, target: 78 },
    // 100 / 1.6² = 39.06…
    { weight: 100, height: 160, bmi: 39.1, category: 'Obese', fat: 34.9, target: 90 },
    // 45 / 1.7² = 15.57…
    { weight: 45, height: 170, bmi: 15.6, category: 'Underweight', fat: 6.7, target: 50 },
  ])('$weight kg, $height cm: BMI $bmi, $category, body fat $fat%', ({ weight, height, bmi, category, fat, target }) => {
    expect(calculateBmi(weight, height)).toMatchObject({ bmi, category, fatPercentage: fat, targetWeight: target });
  });

  it('bands on the one-decimal BMI: 24.96 shows and counts as 25.0, Overweight', () => {
    // 72.13 / 1.7² = 24.958…
    expect(calculateBmi(72.13, 170)).toMatchObject({ bmi: 25, category: 'Overweight' });
  });

  it('body fat is (BMI - 10) × 1.2 on the one-decimal BMI, floored at 0', () => {
    expect(calculateBmi(10, 100).fatPercentage).toBe(0);
    expect(calculateBmi(30, 250)).toMatchObject({ bmi: 4.8, fatPercentage: 0 });
    expect(calculateBmi(10.9, 100).fatPercentage).toBe(1.1);
  });

  it('rounds the target weight to whole kg', () => {
    expect(calculateBmi(80.6, 170).targetWeight).toBe(74);
  });
});

describe('targetLabel', () => {
  it.each([
    [80, 73, '0 of 7 kg lost'],
    [45, 50, '0 of 5 kg gained'],
    [70, 70, 'Goal: maintain your current weight'],
  ])('%d kg towards %d kg: %s', (weight, target, label) => {
    expect(targetLabel(weight, target)).toBe(label);
  });
});

describe('bmiFormSchema: the six messages of the spec', () => {
  const valid = { weight: '70', height: '170', age: '30' };
  const messageFor = (input: Record<string, unknown>) => {
    const parsed = bmiFormSchema.safeParse({ ...valid, ...input });
    return parsed.success ? null : parsed.error.issues[0]?.message;
  };

  it.each([
    [{ weight: '29.9' }, 'Weight must be at least 30kg'],
    [{ weight: '300.1' }, 'Weight must be less than 300kg'],
    [{ height: '99' }, 'Height must be at least 100cm'],
    [{ height: '251' }, 'Height must be less than 250cm'],
    [{ age: '15' }, 'Age must be at least 16'],
    [{ age: '101' }, 'Age must be less than 100'],
    [{ weight: '' }, 'Weight must be at least 30kg'],
    [{ weight: 'seventy' }, 'Weight must be at least 30kg'],
    [{ height: '1,70' }, 'Height must be at least 100cm'],
    [{ age: undefined }, 'Age must be at least 16'],
  ])('%j: %s', (input, message) => {
    expect(messageFor(input)).toBe(message);
  });

  it.each([
    [{ weight: '30', height: '100', age: '16' }],
    [{ weight: '300', height: '250', age: '100' }],
    [{ weight: ' 72.5 ', height: '165.5', age: '41' }],
    [{ weight: 70, height: 170, age: 30 }],
  ])('accepts %j', (input) => {
    expect(bmiFormSchema.safeParse(input).success).toBe(true);
  });
});
