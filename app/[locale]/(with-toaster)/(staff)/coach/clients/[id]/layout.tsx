import { notFound } from 'next/navigation';
import { getSessionUser } from '@/lib/auth/session';
import { mayCoach } from '@/lib/db/client-page';
import * as z from '@/lib/domain/validation';

/**
 * Someone else's client is a real 404, answered before the loading screen streams (a page's
 * notFound() after that would arrive inside a 200): nobody learns the client exists.
 */
export default async function ClientLayout({ children, params }: LayoutProps<'/[locale]/coach/clients/[id]'>) {
  const { id } = await params;
  const customerId = z.uuid().safeParse(id);
  const user = await getSessionUser();
  if (user && !(customerId.success && (await mayCoach(user, customerId.data)))) notFound();
  return children;
}
