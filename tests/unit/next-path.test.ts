import { describe, expect, it } from 'vitest';
import { safeNextPath } from '@/lib/auth/next-path';

describe('safeNextPath keeps only paths on this site', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/payment?package=online-6m&type=online', '/payment?package=online-6m&type=online'],
    ['/receipt?order_id=1#top', '/receipt?order_id=1#top'],
  ])('%j stays %j', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example',
    '/\\evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    'javascript:alert(1)',
    'dashboard',
    '',
    undefined,
    null,
    42,
  ])('%j falls back to /onboarding', (next) => {
    expect(safeNextPath(next)).toBe('/onboarding');
  });
});

describe('safeNextPath is idempotent', () => {
  it.each(['/.//evil.example', '/a/../..//evil.example', '/./x', '/a/./b/../c?d=1#e', '/%2F%2Fevil', '/\t//evil', '/ok//path'])(
    '%j: the answer applied twice is the same answer',
    (next) => {
      const once = safeNextPath(next, '/fallback');
      expect(safeNextPath(once, '/fallback')).toBe(once);
    },
  );
});
