import { randomUUID } from 'node:crypto';
import { getDatabase } from '@/lib/db/database';
import { authUsers, staff } from '@/lib/db/schema';

/** A fresh auth user, made the way the auth provider makes one (outside RLS). */
export async function createAuthUser(): Promise<{ id: string }> {
  const { db } = await getDatabase();
  const [user] = await db
    .insert(authUsers)
    .values({ phone: `+91${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`, phoneConfirmedAt: new Date() })
    .returning({ id: authUsers.id });
  if (!user) throw new Error('could not create a test user');
  return user;
}

/** A staff member, written the way an admin's approval writes one (outside RLS). */
export async function staffMember(role: 'admin' | 'coach', name: string): Promise<{ id: string }> {
  const user = await createAuthUser();
  const { db } = await getDatabase();
  await db.insert(staff).values({ userId: user.id, role, name, approvedBy: 'tests' });
  return user;
}

export const unknownId = () => randomUUID();

/** Asserts that the database refused the statement for lack of rights or an RLS check. */
export async function expectRefused(statement: Promise<unknown>): Promise<void> {
  const error = await statement.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!error) throw new Error('expected the database to refuse the statement, but it succeeded');
  const text = describe(error);
  if (!/row-level security|permission denied/i.test(text)) throw new Error(`refused for another reason: ${text}`);
}

function describe(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error; e instanceof Error; e = e.cause) parts.push(e.message);
  return parts.join(' <- ');
}
