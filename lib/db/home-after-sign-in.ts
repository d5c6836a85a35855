import 'server-only';
import { hasPaidOrder } from './orders';
import { isCoach } from './support';
import type { SessionUser } from './with-user';

/**
 * Where a sign-in goes when it names no `next` page: a coach to the console, a paying customer
 * to the dashboard, anyone else through onboarding.
 */
export async function homeAfterSignIn(user: SessionUser): Promise<string> {
  if (await isCoach(user)) return '/coach';
  return (await hasPaidOrder(user)) ? '/dashboard' : '/onboarding';
}
