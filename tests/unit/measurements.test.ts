import { describe, expect, it } from 'vitest';
import {
  changeLabel,
  MEASURES,
  type MeasurementEntry,
  measurementsSchema,
  measureTrends,
  waistToHeight,
  waistToHeightNote,
} from '@/lib/domain/measurements';

const none = Object.fromEntries(MEASURES.map(({ key }) => [key, null])) as Omit<MeasurementEntry, 'day'>;
const entry = (day: string, values: Partial<MeasurementEntry>): MeasurementEntry => ({ ...none, day, ...values });

describe('measurementsSchema: one field is enough, none is not, each in its range', () => {
  it.each<[string, Record<string, unknown>, Record<string, string> | Partial<MeasurementEntry>]>([
    ['a waist alone', { waistCm: '84.5', hipsCm: '' }, { waistCm: 84.5, hipsCm: null }],
    ['body fat alone', { bodyFatPct: '31' }, { bodyFatPct: 31, waistCm: null }],
    ['every field', Object.fromEntries(MEASURES.map(({ key, min }) => [key, String(min)])), { neckCm: 20, waistCm: 40 }],
    ['nothing', { waistCm: '', hipsCm: ' ' }, { waistCm: 'Enter at least one measurement.' }],
    ['an empty object', {}, { waistCm: 'Enter at least one measurement.' }],
    ['a waist of 300', { waistCm: '300' }, { waistCm: 'Waist must be from 40 to 200 cm.' }],
    ['an arm of 10', { armCm: '10' }, { armCm: 'Upper arm must be from 15 to 80 cm.' }],
    ['body fat of 90', { bodyFatPct: '90' }, { bodyFatPct: 'Body fat must be from 3 to 70 %.' }],
    ['words', { neckCm: 'thirty' }, { neckCm: 'Neck must be from 20 to 70 cm.' }],
  ])('%s', (_, input, expected) => {
    const parsed = measurementsSchema.safeParse(input);
    if (parsed.success) expect(parsed.data).toMatchObject(expected);
    else expect(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]))).toEqual(expected);
  });
});

describe('measureTrends', () => {
  it('gives each measure taken its points, oldest first, and its change since the first', () => {
    const trends = measureTrends([
      entry('2026-12-15', { waistCm: 88, hipsCm: 101.5 }),
      entry('2026-12-01', { waistCm: 91.5 }),
      entry('2026-12-08', { waistCm: 90, bodyFatPct: 34 }),
    ]);
    expect(trends.map((trend) => [trend.key, trend.points.map((point) => point.day), trend.change])).toEqual([
      ['waistCm', ['2026-12-01', '2026-12-08', '2026-12-15'], -3.5],
      ['hipsCm', ['2026-12-15'], null],
      ['bodyFatPct', ['2026-12-08'], null],
    ]);
  });

  it('is empty without entries', () => {
    expect(measureTrends([])).toEqual([]);
  });
});

describe('changeLabel', () => {
  it.each<[number, string, string]>([
    [-3.5, 'cm', '−3.5 cm'],
    [0.4, '%', '+0.4 %'],
    [0, 'cm', 'no change'],
  ])('%f %s: %s', (change, unit, label) => {
    expect(changeLabel(change, unit)).toBe(label);
  });
});

describe('the waist-to-height ratio', () => {
  it.each<[number | null, number | null, number | null]>([
    [80, 160, 0.5],
    [88, 160, 0.55],
    [72, 165, 0.44],
    [null, 160, null],
    [80, null, null],
  ])('waist %s, height %s: %s', (waist, height, ratio) => {
    expect(waistToHeight(waist, height)).toBe(ratio);
  });

  it.each<[number, RegExp]>([
    [0.44, /0\.44, under the 0\.5/],
    [0.5, /0\.50, at the 0\.5/],
    [0.55, /0\.55, above the 0\.5/],
  ])('%f is said as information, never a diagnosis', (ratio, words) => {
    const note = waistToHeightNote(ratio);
    expect(note).toMatch(words);
    expect(note).toMatch(/talk to your coach/);
    expect(note).not.toMatch(/risk|obese|disease|unhealthy/i);
  });
});
