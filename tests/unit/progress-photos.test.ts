import { describe, expect, it } from 'vitest';
import {
  compareDays,
  figureOn,
  PHOTO_MESSAGES as M,
  type PhotoEntry,
  photoConsentSchema,
  photoDays,
  withdrawPhotosSchema,
} from '@/lib/domain/progress-photos';
import * as z from '@/lib/domain/validation';

const photo = (id: string, day: string, pose: PhotoEntry['pose']): PhotoEntry => ({ id, day, pose, width: 1200, height: 1600 });

describe('photoDays', () => {
  it('groups by day, newest first, each day front, side, back', () => {
    const days = photoDays([
      photo('a', '2026-11-01', 'back'),
      photo('b', '2026-11-29', 'side'),
      photo('c', '2026-11-01', 'front'),
      photo('d', '2026-11-29', 'front'),
      photo('e', '2026-11-01', 'side'),
    ]);
    expect(days.map(({ day, photos }) => [day, photos.map((p) => p.id)])).toEqual([
      ['2026-11-29', ['d', 'b']],
      ['2026-11-01', ['c', 'e', 'a']],
    ]);
  });
});

describe('compareDays', () => {
  const days = ['2026-11-15', '2026-11-01', '2026-11-29', '2026-11-01'];
  it.each<[string, string[], { from?: string; to?: string }, [string, string] | null]>([
    ['nothing to compare without photos', [], {}, null],
    ['nothing to compare with one day', ['2026-11-01', '2026-11-01'], {}, null],
    ['the first and the latest by default', days, {}, ['2026-11-01', '2026-11-29']],
    ['the two asked for', days, { from: '2026-11-15', to: '2026-11-29' }, ['2026-11-15', '2026-11-29']],
    ['asked the wrong way round: earlier first', days, { from: '2026-11-29', to: '2026-11-01' }, ['2026-11-01', '2026-11-29']],
    ['a day without photos falls back', days, { from: '2026-11-02' }, ['2026-11-01', '2026-11-29']],
    [
      'the same day twice: the first and the latest',
      days,
      { from: '2026-11-15', to: '2026-11-15' },
      ['2026-11-01', '2026-11-29'],
    ],
  ])('%s', (_, photoDayList, asked, shown) => {
    expect(compareDays(photoDayList, asked)).toEqual(shown);
  });
});

describe('figureOn', () => {
  const weights = [
    { day: '2026-11-01', weight: 82 },
    { day: '2026-11-20', weight: 80.4 },
    { day: '2026-11-24', weight: 80.1 },
  ];
  it.each<[string, string, { value: number; day: string } | null]>([
    ['the same day', '2026-11-20', { value: 80.4, day: '2026-11-20' }],
    ['the latest before it in the week', '2026-11-26', { value: 80.1, day: '2026-11-24' }],
    ['6 days before is in the week', '2026-11-07', { value: 82, day: '2026-11-01' }],
    ['7 days before is not', '2026-11-08', null],
    ['never one after the day', '2026-10-31', null],
  ])('%s', (_, day, figure) => {
    expect(figureOn(weights, day, (entry) => entry.weight)).toEqual(figure);
  });

  it('skips entries without the figure', () => {
    const waists = [
      { day: '2026-11-20', waistCm: 90 },
      { day: '2026-11-22', waistCm: null },
    ];
    expect(figureOn(waists, '2026-11-22', (entry) => entry.waistCm)).toEqual({ value: 90, day: '2026-11-20' });
  });
});

describe('the forms', () => {
  it('takes the consent only when ticked', () => {
    expect(z.safeParse(photoConsentSchema, { agree: 'yes' }).success).toBe(true);
    expect(z.safeParse(photoConsentSchema, {}).success).toBe(false);
  });
  it('withdraws only when ticked', () => {
    expect(z.safeParse(withdrawPhotosSchema, { confirm: 'yes' }).success).toBe(true);
    expect(z.safeParse(withdrawPhotosSchema, { confirm: 'no' }).success).toBe(false);
  });
  it.each([
    [0, 'You have 60 photos, the most kept. Delete some to add more.'],
    [1, 'You can add 1 more photo (60 at most). Delete some first.'],
    [2, 'You can add 2 more photos (60 at most). Delete some first.'],
  ])('says the room left: %i', (room, words) => {
    expect(M.limit(room)).toBe(words);
  });
});
