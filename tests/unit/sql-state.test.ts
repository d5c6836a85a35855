import { describe, expect, it } from 'vitest';
import { sqlConstraint, sqlState } from '@/lib/db/sql-state';

/** A driver's error wrapped the way Drizzle wraps it ('Failed query: …' with the driver's as cause). */
const wrapped = (cause: object) => Object.assign(new Error('Failed query: insert …'), { cause });

describe('sqlState and sqlConstraint', () => {
  it.each([
    ['PGlite, bare', { code: '23505', constraint: 'video_calls_coach_slot' }],
    ['PGlite, wrapped by Drizzle', wrapped({ code: '23505', constraint: 'video_calls_coach_slot' })],
    ['postgres-js, bare', { code: '23505', constraint_name: 'video_calls_coach_slot' }],
    ['postgres-js, wrapped by Drizzle', wrapped({ code: '23505', constraint_name: 'video_calls_coach_slot' })],
  ])('reads the state and the constraint of %s', (_driver, error) => {
    expect(sqlState(error)).toBe('23505');
    expect(sqlConstraint(error)).toBe('video_calls_coach_slot');
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'boom'],
    ['an error without a cause', new Error('boom')],
  ])('names none for %s', (_what, error) => {
    expect(sqlState(error)).toBeUndefined();
    expect(sqlConstraint(error)).toBeUndefined();
  });
});
