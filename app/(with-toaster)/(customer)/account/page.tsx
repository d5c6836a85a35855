import type { Metadata } from 'next';
import Link from 'next/link';
import { DemoAccountNotice } from '@/components/auth/demo-account-notice';
import { PlaceHeader } from '@/components/customer/place-header';
import { MyData } from '@/components/dashboard/my-data';
import { OrderList } from '@/components/dashboard/order-list';
import { Icon, LogOut, UserRound } from '@/components/icons';
import { RemindersSection } from '@/components/reminders/reminders-section';
import { Button } from '@/components/ui/button';
import { signOutAction } from '@/lib/actions/sign-in';
import { requireUser } from '@/lib/auth/session';
import { loadAccountPage } from '@/lib/db/dashboard';
import { AUTH_MESSAGES, formatPhone } from '@/lib/domain/phone';

export const metadata: Metadata = { title: 'Account', robots: { index: false } };

export default async function AccountPage({ searchParams }: PageProps<'/account'>) {
  const query = await searchParams;
  const user = await requireUser('/account', query);
  const account = await loadAccountPage(user);
  const demo = user.isAnonymous || !user.phone;
  return (
    <main className="mx-auto grid w-full max-w-3xl content-start gap-6 px-4 py-6 sm:py-10">
      <PlaceHeader title="Account" description={demo ? 'Demo account' : `Signed in as ${formatPhone(user.phone!)}`} />
      {user.isAnonymous && <DemoAccountNotice message={AUTH_MESSAGES.demoKeepAfter} returnTo="/account" />}
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link href="/customer-form">
            <Icon icon={UserRound} />
            Edit profile
          </Link>
        </Button>
        <form action={signOutAction}>
          <Button type="submit" variant="outline">
            <Icon icon={LogOut} />
            Sign out
          </Button>
        </form>
      </div>
      <RemindersSection
        reminders={account.reminders}
        openedFrom={typeof query.reminder === 'string' ? query.reminder : undefined}
      />
      <OrderList orders={account.orders} />
      <MyData />
    </main>
  );
}
