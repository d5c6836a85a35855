import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { signOut } from '@/app/auth/actions';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { OrderList } from '@/components/dashboard/order-list';
import { getSessionUser } from '@/lib/auth/session';
import { listCustomerOrders } from '@/lib/db/orders';

export const metadata: Metadata = { title: 'Dashboard', robots: { index: false } };

export default async function DashboardPage() {
  await connection();
  const user = await getSessionUser();
  if (!user) redirect('/auth?next=/dashboard');
  const orders = await listCustomerOrders(user);
  return (
    <main className="mx-auto grid min-h-dvh max-w-2xl content-start gap-6 px-4 py-8">
      <header className="flex items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Welcome Back</h1>
          <p className="text-sm text-muted-foreground">
            {user.isAnonymous ? 'Demo account' : `Signed in as ${user.phone ?? ''}`}
          </p>
        </div>
        <form action={signOut}>
          <Button type="submit" variant="outline">
            Sign out
          </Button>
        </form>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>Your 45-day transformation</CardTitle>
          <CardDescription>Start with your BMI, choose a package, then complete your profile.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-3">
          <Button asChild>
            <Link href="/bmi-calculator">Calculate BMI</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/packages">Choose a package</Link>
          </Button>
        </CardContent>
      </Card>
      <OrderList orders={orders} />
    </main>
  );
}
