import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import Link from '@/components/locale-link';
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
import { checkoutOrderNow } from '@/lib/db/orders';
import { configuredGateway } from '@/lib/payments/configured';
import { isCheckoutGateway } from '@/lib/payments/gateway';
import { nextPlanStartFor } from '@/lib/db/plans';
import { packageById } from '@/lib/domain/packages';
import { AUTH_MESSAGES } from '@/lib/domain/phone';
import { totalFor } from '@/lib/domain/pricing';
import { formatDateTime, formatDay } from '@/lib/domain/india-time';
import { domainTextIn } from '@/lib/i18n/domain-texts';
import { ClientTexts } from '@/components/client-texts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('checkout.payment');
  return { title: t('title'), robots: { index: false } };
}

const POLICY_LINK = 'font-medium underline underline-offset-4 hover:text-foreground';

export default async function PaymentPage({ searchParams }: PageProps<'/[locale]/payment'>) {
  const query = await searchParams;
  const user = await requireUser('/payment', query);
  const pkg = packageById(query.package);
  const business = businessSettings();
  const [checkout, start] = await Promise.all([openCheckout(user, pkg.id), nextPlanStartFor(user)]);
  const gateway = configuredGateway();
  const order = await checkoutOrderNow(user, checkout.order, gateway);
  // A payment in progress (a reload or a second tab while Pay runs) is shown where it ends; one
  // waiting in Razorpay Checkout is paid from here again.
  if (order?.status === 'pending' && !order.inGatewayCheckout) redirect(`/payment-success?order_id=${order.id}`);
  const [locale, t] = await Promise.all([getLocale(), getTranslations('checkout.payment')]);
  const said = domainTextIn(locale);
  return (
    <ClientTexts areas={['checkout']}>
      <main id="main" className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:py-10">
        <PageHeader back="/packages" title={t('heading')} />
        <div className="grid items-start gap-6 md:grid-cols-2">
          <OrderSummary pkg={pkg} ratePercent={business.gstRatePercent} />
          <Card>
            <CardHeader>
              <CardTitle>
                <h2 className="flex items-center gap-2 text-xl font-semibold">
                  <Icon icon={Lock} className="size-5 text-primary" />
                  {t('secure')}
                </h2>
              </CardTitle>
              <p className="text-sm text-muted-foreground">
                {t(isCheckoutGateway(gateway) ? 'secureTextRazorpay' : 'secureText')}
              </p>
            </CardHeader>
            <CardContent className="grid gap-4">
              {user.isAnonymous && (
                <DemoAccountNotice message={said(AUTH_MESSAGES.demoKeep)} returnTo={`/payment?package=${pkg.id}`} />
              )}
              {start.afterCurrent && order?.status !== 'paid' && (
                <p className="rounded-md bg-secondary px-3 py-2 text-sm font-medium text-secondary-foreground">
                  {t('startsOn', { day: formatDay(start.startsOn, locale) })}
                </p>
              )}
              {order?.status === 'paid' && order.paidAt ? (
                <AlreadyBought
                  orderId={order.id}
                  orderNumber={order.orderNumber}
                  boughtAt={formatDateTime(order.paidAt, locale)}
                  checkoutId={checkout.id}
                  packageId={pkg.id}
                />
              ) : (
                <PaymentForm
                  checkoutId={checkout.id}
                  packageId={pkg.id}
                  total={totalFor(pkg.price, business.gstRatePercent)}
                  placeOfSupply={checkout.lastPlaceOfSupply ?? business.state.code}
                  billingName={checkout.billingName}
                  lastFailure={order?.status !== 'paid' && order?.failureReason ? said(order.failureReason) : undefined}
                />
              )}
              <p className="text-center text-xs text-muted-foreground">
                {t.rich('agree', {
                  terms: (chunks) => (
                    <Link className={POLICY_LINK} href="/terms">
                      {chunks}
                    </Link>
                  ),
                  privacy: (chunks) => (
                    <Link className={POLICY_LINK} href="/privacy">
                      {chunks}
                    </Link>
                  ),
                  refunds: (chunks) => (
                    <Link className={POLICY_LINK} href="/refund-policy">
                      {chunks}
                    </Link>
                  ),
                })}
              </p>
              <p className="flex items-center justify-center gap-2 rounded-lg bg-secondary p-3 text-sm text-secondary-foreground">
                <Icon icon={ShieldCheck} className="size-4" />
                {t('guarantee')}
              </p>
            </CardContent>
          </Card>
        </div>
      </main>
    </ClientTexts>
  );
}
