import { describe, expect, it } from 'vitest';
import { ONBOARDING_STEPS, percentComplete, stepFromQuery } from '@/lib/domain/onboarding';

describe('onboarding', () => {
  it('has the four steps of the spec in order', () => {
    expect(ONBOARDING_STEPS.map((s) => [s.title, s.text])).toEqual([
      ['Weight Loss', 'Get Weight Loss Up to 10kg in 45 Days'],
      ['PCOD & Hormonal Balance', 'Help manage PCOD, Irregular Periods, Thyroid Issues'],
      ['Post Pregnancy', 'Post Pregnancy Weight Loss with care'],
      ['Hormonal Balance', 'Help regulate/manage Hormonal Imbalance'],
    ]);
  });

  it.each([
    [undefined, 0],
    ['1', 0],
    ['3', 2],
    ['4', 3],
    ['9', 3],
    ['0', 0],
    ['-2', 0],
    ['two', 0],
    [['2', '3'], 0],
  ])('?step=%j is step index %d', (query, index) => {
    expect(stepFromQuery(query)).toBe(index);
  });

  it.each([
    [0, 25],
    [1, 50],
    [2, 75],
    [3, 100],
  ])('step index %d is %d%% complete', (step, percent) => {
    expect(percentComplete(step)).toBe(percent);
  });
});
