import type { Metadata } from 'next';
import Link from 'next/link';
import { signOut } from '@/app/auth/actions';
import { OrderList } from '@/components/dashboard/order-list';
import { ProgrammeSummary } from '@/components/dashboard/programme-summary';
import { Button } from '@/components/ui/button';
import { requireUser } from '@/lib/auth/session';
import { latestBmiAssessment } from '@/lib/db/bmi-assessments';
import { listCustomerOrders } from '@/lib/db/orders';
import { getCustomerProfile } from '@/lib/db/profiles';
import { formatPhone } from '@/lib/domain/phone';

export const metadata: Metadata = { title: 'Dashboard', robots: { index: false } };

export default async function DashboardPage() {
  const user = await requireUser('/dashboard');
  const [orders, profile, assessment] = await Promise.all([
    listCustomerOrders(user),
    getCustomerProfile(user),
    latestBmiAssessment(user),
  ]);
  return (
    <main className="mx-auto grid min-h-dvh max-w-2xl content-start gap-6 px-4 py-8">
      <header className="flex items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Welcome Back{profile ? `, ${profile.name.split(' ')[0]}` : ''}</h1>
          <p className="text-sm text-muted-foreground">
            {user.isAnonymous || !user.phone ? 'Demo account' : `Signed in as ${formatPhone(user.phone)}`}
          </p>
        </div>
        <form action={signOut}>
          <Button type="submit" variant="outline">
            Sign out
          </Button>
        </form>
      </header>
      <ProgrammeSummary startWeight={profile?.weight ?? null} targetWeight={assessment?.targetWeight ?? null} />
      {orders.length === 0 && (
        <Button asChild className="w-fit">
          <Link href="/packages">Choose a package</Link>
        </Button>
      )}
      <OrderList orders={orders} />
    </main>
  );
}
