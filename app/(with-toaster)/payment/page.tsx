import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { DemoAccountNotice } from '@/components/auth/demo-account-notice';
import { AlreadyBought } from '@/components/checkout/already-bought';
import { OrderSummary } from '@/components/checkout/order-summary';
import { PaymentForm } from '@/components/checkout/payment-form';
import { Icon, Lock, ShieldCheck } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { requireUser } from '@/lib/auth/session';
import { businessSettings } from '@/lib/business';
import { openCheckout } from '@/lib/db/checkouts';
import { nextPlanStartFor } from '@/lib/db/plans';
import { packageById } from '@/lib/domain/packages';
import { AUTH_MESSAGES } from '@/lib/domain/phone';
import { totalFor } from '@/lib/domain/pricing';
import { formatDateTime, formatDay } from '@/lib/domain/india-time';

export const metadata: Metadata = { title: 'Payment', robots: { index: false } };

const POLICY_LINK = 'font-medium underline underline-offset-4 hover:text-foreground';

export default async function PaymentPage({ searchParams }: PageProps<'/payment'>) {
  const query = await searchParams;
  const user = await requireUser('/payment', query);
  const pkg = packageById(query.package);
  const business = businessSettings();
  const [checkout, start] = await Promise.all([openCheckout(user, pkg.id), nextPlanStartFor(user)]);
  const { order } = checkout;
  // A payment in progress (a reload or a second tab while Pay runs) is shown where it ends.
  if (order?.status === 'pending') redirect(`/payment-success?order_id=${order.id}`);
  return (
    <main id="main" className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:py-10">
      <PageHeader back="/packages" title="Complete Your Payment" />
      <div className="grid items-start gap-6 md:grid-cols-2">
        <OrderSummary pkg={pkg} ratePercent={business.gstRatePercent} />
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 className="flex items-center gap-2 text-xl font-semibold">
                <Icon icon={Lock} className="size-5 text-primary" />
                Secure Payment
              </h2>
            </CardTitle>
            <p className="text-sm text-muted-foreground">
              Payments are processed by our payment partner over an encrypted connection. We never see or store your card or UPI
              details. This is a simulated checkout: no money is charged.
            </p>
          </CardHeader>
          <CardContent className="grid gap-4">
            {user.isAnonymous && <DemoAccountNotice message={AUTH_MESSAGES.demoKeep} returnTo={`/payment?package=${pkg.id}`} />}
            {start.afterCurrent && order?.status !== 'paid' && (
              <p className="rounded-md bg-secondary px-3 py-2 text-sm font-medium text-secondary-foreground">
                Starts on {formatDay(start.startsOn)}, after your current plan
              </p>
            )}
            {order?.status === 'paid' && order.paidAt ? (
              <AlreadyBought
                orderId={order.id}
                orderNumber={order.orderNumber}
                boughtAt={formatDateTime(order.paidAt)}
                checkoutId={checkout.id}
                packageId={pkg.id}
              />
            ) : (
              <PaymentForm
                checkoutId={checkout.id}
                packageId={pkg.id}
                total={totalFor(pkg.price, business.gstRatePercent)}
                placeOfSupply={checkout.lastPlaceOfSupply ?? business.state.code}
                lastFailure={order?.status === 'failed' ? (order.failureReason ?? undefined) : undefined}
              />
            )}
            <p className="text-center text-xs text-muted-foreground">
              By paying you agree to our{' '}
              <Link className={POLICY_LINK} href="/terms">
                Terms of Service
              </Link>
              ,{' '}
              <Link className={POLICY_LINK} href="/privacy">
                Privacy Policy
              </Link>{' '}
              and{' '}
              <Link className={POLICY_LINK} href="/refund-policy">
                Refund Policy
              </Link>
              .
            </p>
            <p className="flex items-center justify-center gap-2 rounded-lg bg-secondary p-3 text-sm text-secondary-foreground">
              <Icon icon={ShieldCheck} className="size-4" />
              45-day money-back guarantee
            </p>
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
