import { forbidden } from 'next/navigation';
import { getSessionUser } from '@/lib/auth/session';
import { isAdmin } from '@/lib/db/staff';

/** Admins only: a coach (or a customer) gets a real 403 before the loading screen streams. */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const user = await getSessionUser();
  if (user && !(await isAdmin(user))) forbidden();
  return children;
}
