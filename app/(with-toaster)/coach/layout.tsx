import { forbidden } from 'next/navigation';
import { getSessionUser } from '@/lib/auth/session';
import { isCoach } from '@/lib/db/support';

/**
 * Refuses anyone but a coach before the console starts streaming, so the refusal is a real 403
 * and not a loading screen. Visitors never get here: the proxy sends them to sign in.
 */
export default async function CoachLayout({ children }: { children: React.ReactNode }) {
  const user = await getSessionUser();
  if (user && !(await isCoach(user))) forbidden();
  return children;
}
