import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from '@/components/locale-link';
import { OrderConfirmed } from '@/components/checkout/order-confirmed';
import { DashboardLink } from '@/components/dashboard-link';
import { OrderStatus } from '@/components/checkout/order-status';
import { Button } from '@/components/ui/button';
import { requireUser } from '@/lib/auth/session';
import { clockNow } from '@/lib/clock';
import { supportContact } from '@/lib/contact';
import { findCustomerOrder } from '@/lib/db/orders';
import * as z from '@/lib/domain/validation';
import { configuredGateway } from '@/lib/payments/configured';
import { isCheckoutGateway } from '@/lib/payments/gateway';
import { redirect } from 'next/navigation';
import { ClientTexts } from '@/components/client-texts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('checkout.success');
  return { title: t('title'), robots: { index: false } };
}

export default async function PaymentSuccessPage({ searchParams }: PageProps<'/[locale]/payment-success'>) {
  const query = await searchParams;
  const user = await requireUser('/payment-success', query);
  const orderId = z.uuid().safeParse(query.order_id);
  const gateway = configuredGateway();
  const order = await findCustomerOrder(user, orderId.success ? orderId.data : undefined, gateway);
  // Not paid in Razorpay Checkout (closed, or its attempts failed): paid from /payment, on the same order.
  if (order?.status === 'pending' && isCheckoutGateway(gateway)) redirect(`/payment?package=${order.packageId}`);
  const t = await getTranslations('checkout.success');
  return (
    <ClientTexts areas={['checkout']}>
      <main id="main" className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-6 sm:py-10">
        <div className="flex justify-end">
          <DashboardLink />
        </div>
        {!order ? (
          <div className="grid gap-4 rounded-xl border bg-card p-8 text-center">
            <h1 className="text-2xl font-bold">{t('noOrder')}</h1>
            <p className="text-muted-foreground">{t('noOrderText')}</p>
            <Button asChild>
              <Link href="/packages">{t('choose')}</Link>
            </Button>
          </div>
        ) : order.status === 'paid' ? (
          <OrderConfirmed order={order} contact={supportContact()} today={clockNow()} demo={user.isAnonymous} />
        ) : (
          <OrderStatus order={order} />
        )}
      </main>
    </ClientTexts>
  );
}
