import 'server-only';
import { isCoach } from './support';
import type { SessionUser } from './with-user';

/** Where a sign-in goes when it names no `next` page: coaches to their console, customers to onboarding. */
export async function landingPathFor(user: SessionUser): Promise<string> {
  return (await isCoach(user)) ? '/coach' : '/onboarding';
}
