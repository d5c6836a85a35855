import { afterEach, describe, expect, it } from 'vitest';
import { clockAheadMs, clockNow } from '@/lib/clock';

afterEach(() => {
  delete process.env.CLOCK_START;
});

describe('the server clock (lib/clock.ts)', () => {
  it('is the real time without CLOCK_START', () => {
    expect(clockAheadMs()).toBe(0);
    expect(Math.abs(clockNow().getTime() - Date.now())).toBeLessThan(5);
  });

  it.each([
    ['midnight in India', '2026-11-27T23:59:00+05:30'],
    ['a year back, in UTC', '2025-11-27T10:00:00Z'],
    ['years ahead', '2031-01-01T00:00:00+05:30'],
  ])('with CLOCK_START at %s, read that instant when the process started and ran on since', (_, start) => {
    process.env.CLOCK_START = start;
    const runningFor = performance.now();
    const expected = Date.parse(start) + runningFor;
    expect(Math.abs(clockNow().getTime() - expected)).toBeLessThan(5);
    expect(clockAheadMs()).toBeCloseTo(Date.parse(start) - performance.timeOrigin, 0);
  });
});
