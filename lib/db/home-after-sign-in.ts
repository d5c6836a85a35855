import 'server-only';
import { hasPaidOrder } from './orders';
import { staffMember } from './staff';
import type { SessionUser } from './with-user';

/**
 * Where a sign-in goes when it names no `next` page: an admin to /admin, a coach to the console,
 * a paying customer to the dashboard, anyone else through onboarding.
 */
export async function homeAfterSignIn(user: SessionUser): Promise<string> {
  const member = await staffMember(user);
  if (member?.role === 'admin') return '/admin';
  if (member) return '/coach';
  return (await hasPaidOrder(user)) ? '/dashboard' : '/onboarding';
}
