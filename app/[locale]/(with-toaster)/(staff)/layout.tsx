import { forbidden } from 'next/navigation';
import { RegisterServiceWorker } from '@/components/pwa/register-service-worker';
import { StaffHeader } from '@/components/staff/staff-header';
import { getSessionUser } from '@/lib/auth/session';
import { staffMember } from '@/lib/db/staff';

/**
 * Coaches' and admins' pages: anyone else gets a real 403 before a loading screen streams.
 * Visitors never get here: the proxy sends them to sign in.
 */
export default async function StaffLayout({ children }: { children: React.ReactNode }) {
  const user = await getSessionUser();
  const member = user && (await staffMember(user));
  if (user && !member) forbidden();
  return (
    <>
      {member && <StaffHeader name={member.name ?? member.phone} isAdmin={member.role === 'admin'} />}
      {member && <RegisterServiceWorker />}
      {children}
    </>
  );
}
