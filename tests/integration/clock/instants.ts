import { expect } from 'vitest';
import { getDatabase } from '@/lib/db/database';
import { staff } from '@/lib/db/schema';
import { createAuthUser } from '../../support/db';

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

/** A staff member, written the way an approval writes one (outside RLS). */
export async function staffMember(role: 'admin' | 'coach', name: string): Promise<{ id: string }> {
  const user = await createAuthUser();
  const { db } = await getDatabase();
  await db.insert(staff).values({ userId: user.id, role, name, approvedBy: 'chosen-instants' });
  return user;
}
