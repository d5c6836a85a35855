import { describe, expect, it } from 'vitest';
import {
  COMPOSITION_MESSAGES as M,
  type CompositionCheck,
  compositionCheckDue,
  compositionCheckSchema,
  compositionFigures,
  compositionValue,
  isCheckDay,
} from '@/lib/domain/body-composition';
import { PACKAGES, packageIncludes } from '@/lib/domain/packages';
import * as z from '@/lib/domain/validation';

const today = '2026-12-20';
const customerId = '7d0f2a3e-8a4b-4c5d-9e6f-0a1b2c3d4e5f';
const check = (day: string, figures: Partial<CompositionCheck> = {}): CompositionCheck => ({
  day,
  weightKg: 80,
  bodyFatPct: 32,
  muscleMassKg: 50,
  visceralFat: 10,
  bmrKcal: 1600,
  ...figures,
});

describe('compositionCheckDue', () => {
  it.each<[string, boolean, string | null, boolean]>([
    ['an online client', false, null, false],
    ['at the studio, never checked', true, null, true],
    ['checked today', true, today, false],
    ['checked 29 days ago', true, '2026-11-21', false],
    ['checked 30 days ago', true, '2026-11-20', true],
    ['an online client checked long ago', false, '2026-01-01', false],
  ])('%s', (_, atStudio, lastCheck, due) => {
    expect(compositionCheckDue(atStudio, lastCheck, today)).toBe(due);
  });
});

describe('isCheckDay', () => {
  it.each([
    [today, true],
    ['2026-12-06', true],
    ['2026-12-05', false],
    ['2026-12-21', false],
  ])('%s → %s', (day, allowed) => {
    expect(isCheckDay(day, today)).toBe(allowed);
  });
});

describe('compositionFigures', () => {
  it('has nothing without a check', () => {
    expect(compositionFigures([])).toEqual([]);
  });

  it('gives the latest figures and their change since the first, in any order', () => {
    const figures = compositionFigures([
      check('2026-11-20', { weightKg: 78.4, bodyFatPct: 30.9, bmrKcal: 1580 }),
      check('2026-10-20'),
    ]);
    expect(figures.map(({ key, latest, change, since }) => [key, latest, change, since])).toEqual([
      ['weightKg', 78.4, -1.6, '2026-10-20'],
      ['bodyFatPct', 30.9, -1.1, '2026-10-20'],
      ['muscleMassKg', 50, 0, '2026-10-20'],
      ['visceralFat', 10, 0, '2026-10-20'],
      ['bmrKcal', 1580, -20, '2026-10-20'],
    ]);
  });

  it('leaves out a figure the latest check lacks, and counts a figure from the first check that had it', () => {
    const figures = compositionFigures([
      check('2026-10-20', { visceralFat: null }),
      check('2026-11-20', { visceralFat: 9, bmrKcal: null }),
    ]);
    expect(figures.find((figure) => figure.key === 'bmrKcal')).toBeUndefined();
    expect(figures.find((figure) => figure.key === 'visceralFat')).toMatchObject({
      latest: 9,
      change: null,
      since: '2026-11-20',
    });
  });

  it('has no change with one check', () => {
    expect(compositionFigures([check(today)]).every((figure) => figure.change === null)).toBe(true);
  });
});

describe('compositionValue', () => {
  it.each([
    [24.5, '%', '24.5 %'],
    [8, '', '8'],
    [1420, 'kcal', '1,420 kcal'],
  ])('%s %s → %s', (value, unit, shown) => {
    expect(compositionValue(value, unit)).toBe(shown);
  });
});

describe('compositionCheckSchema', () => {
  const form = { customerId, day: today, weightKg: '78.4', bodyFatPct: '', muscleMassKg: '51.2', visceralFat: '9', bmrKcal: '' };

  it('reads a form: weight required, the rest optional', () => {
    expect(z.parse(compositionCheckSchema, form)).toEqual({
      customerId,
      day: today,
      weightKg: 78.4,
      bodyFatPct: null,
      muscleMassKg: 51.2,
      visceralFat: 9,
      bmrKcal: null,
    });
  });

  it.each<[string, Record<string, string>, string, string]>([
    ['no weight', { weightKg: '' }, 'weightKg', M.range('Weight', 30, 300, 'kg')],
    ['body fat too high', { bodyFatPct: '71' }, 'bodyFatPct', M.range('Body fat', 3, 70, '%')],
    ['a visceral level with a decimal', { visceralFat: '9.5' }, 'visceralFat', M.range('Visceral fat level', 1, 59, '')],
    ['BMR too low', { bmrKcal: '400' }, 'bmrKcal', M.range('BMR', 500, 5000, 'kcal')],
    ['a day that is no date', { day: 'yesterday' }, 'day', M.day],
    ['a day no calendar has', { day: '2026-11-31' }, 'day', M.day],
  ])('refuses %s', (_, change, field, message) => {
    const result = z.safeParse(compositionCheckSchema, { ...form, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });
});

describe('packageIncludes', () => {
  it.each(PACKAGES.map((pkg) => [pkg.id, pkg.type, pkg.duration] as const))('%s', (id, type, duration) => {
    expect(packageIncludes(id, 'compositionCheck')).toBe(type === 'offline');
    expect(packageIncludes(id, 'videoCall')).toBe(type === 'online' && duration !== '3 months');
  });

  it('is false for an unknown package', () => {
    expect(packageIncludes('gold', 'compositionCheck')).toBe(false);
  });
});
