import type { Metadata } from 'next';
import Link from 'next/link';
import { DemoAccountNotice } from '@/components/auth/demo-account-notice';
import { PlaceHeader } from '@/components/customer/place-header';
import { MyData } from '@/components/dashboard/my-data';
import { OrderList } from '@/components/dashboard/order-list';
import { Icon, UserRound } from '@/components/icons';
import { RemindersSection } from '@/components/reminders/reminders-section';
import { SignOutButton } from '@/components/sign-out-button';
import { Button } from '@/components/ui/button';
import { requireUser } from '@/lib/auth/session';
import { loadAccountPage } from '@/lib/db/dashboard';
import { AUTH_MESSAGES, signedInAs } from '@/lib/domain/phone';

export const metadata: Metadata = { title: 'Account', robots: { index: false } };

export default async function AccountPage({ searchParams }: PageProps<'/account'>) {
  const query = await searchParams;
  const user = await requireUser('/account', query);
  const account = await loadAccountPage(user);
  return (
    <main id="main" className="mx-auto grid w-full max-w-3xl content-start gap-6 px-4 py-6 sm:py-10">
      <PlaceHeader title="Account" description={signedInAs(user)} />
      {user.isAnonymous && <DemoAccountNotice message={AUTH_MESSAGES.demoKeepAfter} returnTo="/account" />}
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link href="/customer-form">
            <Icon icon={UserRound} />
            Edit profile
          </Link>
        </Button>
        <SignOutButton labelled />
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
