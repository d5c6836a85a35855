import { expect } from 'vitest';

// What the tests at chosen instants (chosen-instants.*.test.ts) share.

/**
 * Asserts that a moment the server stamped is the instant the clock was set to, or a little after
 * it: the clock runs on from the instant set while the test works.
 */
export function expectStampedAt(actual: Date | null | undefined, instant: string, withinMs = 5_000): void {
  expect(actual).toBeInstanceOf(Date);
  const after = actual!.getTime() - Date.parse(instant);
  expect(after).toBeGreaterThan(-1_000);
  expect(after).toBeLessThan(withinMs);
}
