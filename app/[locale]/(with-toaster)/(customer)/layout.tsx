import { ClientTexts } from '@/components/client-texts';
import { CustomerHeader } from '@/components/customer/customer-header';
import { RegisterServiceWorker } from '@/components/pwa/register-service-worker';
import { getSessionUser } from '@/lib/auth/session';
import { unreadReplies } from '@/lib/db/support';

/**
 * A signed-in customer's pages: the five places and 'Account' on each. A visitor never sees these
 * (the proxy and each page's requireUser send them to sign in).
 */
export default async function CustomerLayout({ children }: { children: React.ReactNode }) {
  const user = await getSessionUser();
  return (
    <ClientTexts areas={['dashboard']}>
      <CustomerHeader unread={user ? await unreadReplies(user) : 0} />
      {children}
      <RegisterServiceWorker />
    </ClientTexts>
  );
}
