import Link from 'next/link';
import { CircleX, Icon, LoaderCircle, RotateCcw } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import type { Order } from '@/lib/db/orders';
import { formatMinor } from '@/lib/domain/money';
import { RefreshWhilePending } from './refresh-while-pending';

const REFRESH_EVERY_S = 2;

/** An order that is not (or no longer) paid: still being captured, declined, or refunded. */
export function OrderStatus({ order }: { order: Order }) {
  const amount = formatMinor(order.amount, order.currency);
  if (order.status === 'pending') {
    return (
      <Card>
        <CardHeader className="text-center">
          <Icon icon={LoaderCircle} className="mx-auto size-12 animate-spin text-primary motion-reduce:animate-none" />
          <h1 className="text-2xl font-bold">Processing Payment...</h1>
        </CardHeader>
        <CardContent className="grid gap-2 text-center">
          <p role="status">
            We are confirming your payment of {amount} for order #{order.orderNumber}. This page updates by itself.
          </p>
          <p className="text-sm text-muted-foreground">Please do not pay again: you will never be charged twice for it.</p>
          <RefreshWhilePending seconds={REFRESH_EVERY_S} />
        </CardContent>
      </Card>
    );
  }
  const failed = order.status === 'failed';
  return (
    <Card>
      <CardHeader className="text-center">
        <Icon icon={CircleX} className="mx-auto size-12 text-destructive" />
        <h1 className="text-2xl font-bold">{failed ? 'Payment failed' : 'Order refunded'}</h1>
      </CardHeader>
      <CardContent className="grid gap-4 text-center">
        <p role={failed ? 'alert' : undefined}>
          {failed
            ? `${order.failureReason || 'The payment did not go through.'} Order #${order.orderNumber} for ${amount} was not paid.`
            : `Order #${order.orderNumber}: ${amount} was paid back to you.`}
        </p>
        <Button asChild size="lg">
          <Link href={failed ? `/payment?package=${order.packageId}` : '/packages'}>
            <Icon icon={RotateCcw} />
            {failed ? 'Try again' : 'Choose a package'}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
