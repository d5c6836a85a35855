import { randomUUID } from 'node:crypto';
import { Lock, ShieldCheck } from 'lucide-react';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { OrderSummary } from '@/components/checkout/order-summary';
import { PaymentForm } from '@/components/checkout/payment-form';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { packageById } from '@/lib/domain/packages';
import { totalFor } from '@/lib/domain/pricing';
import { PageHeader } from '@/components/page-header';

export const metadata: Metadata = { title: 'Payment', robots: { index: false } };

export default async function PaymentPage({ searchParams }: PageProps<'/payment'>) {
  await connection();
  const pkg = packageById((await searchParams).package);
  return (
    <main className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:py-10">
      <PageHeader back="/packages" title="Complete Your Payment" />
      <div className="grid items-start gap-6 md:grid-cols-2">
        <OrderSummary pkg={pkg} />
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 className="flex items-center gap-2 text-xl font-semibold">
                <Lock className="size-5 text-primary" aria-hidden />
                Secure Payment
              </h2>
            </CardTitle>
            <p className="text-sm text-muted-foreground">
              Payments are processed by our payment partner over an encrypted connection. We never see or store your card or UPI
              details. This is a simulated checkout: no money is charged.
            </p>
          </CardHeader>
          <CardContent className="grid gap-4">
            <PaymentForm packageId={pkg.id} total={totalFor(pkg.price)} idempotencyKey={randomUUID()} />
            <p className="text-center text-xs text-muted-foreground">
              By paying you agree to our <span className="font-medium">Terms of Service</span>,{' '}
              <span className="font-medium">Privacy Policy</span> and <span className="font-medium">Refund Policy</span>.
            </p>
            <p className="flex items-center justify-center gap-2 rounded-lg bg-secondary p-3 text-sm text-secondary-foreground">
              <ShieldCheck className="size-4" aria-hidden />
              45-day money-back guarantee
            </p>
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
