import Link from '@/components/locale-link';
import { CircleX, Icon, LoaderCircle, RotateCcw } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import type { Order } from '@/lib/db/orders';
import { formatMinor } from '@/lib/domain/money';
import { useDomainText } from '@/lib/i18n/use-domain-text';
import { useTranslations } from 'next-intl';
import { RefreshWhilePending } from './refresh-while-pending';

const REFRESH_EVERY_S = 2;

/** An order that is not (or no longer) paid: still being captured, declined, or refunded. */
export function OrderStatus({ order }: { order: Order }) {
  const t = useTranslations('checkout.status');
  const said = useDomainText();
  const amount = formatMinor(order.amount, order.currency);
  if (order.status === 'pending') {
    return (
      <Card>
        <CardHeader className="text-center">
          <Icon icon={LoaderCircle} className="mx-auto size-12 animate-spin text-primary motion-reduce:animate-none" />
          <h1 className="text-2xl font-bold">{t('processing')}</h1>
        </CardHeader>
        <CardContent className="grid gap-2 text-center">
          <p role="status">{t('confirming', { amount, number: order.orderNumber })}</p>
          <p className="text-sm text-muted-foreground">{t('noTwice')}</p>
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
        <h1 className="text-2xl font-bold">{t(failed ? 'failed' : 'refunded')}</h1>
      </CardHeader>
      <CardContent className="grid gap-4 text-center">
        <p role={failed ? 'alert' : undefined}>
          {failed
            ? t('notPaid', {
                reason: order.failureReason ? said(order.failureReason) : t('notThrough'),
                number: order.orderNumber,
                amount,
              })
            : t('paidBack', { number: order.orderNumber, amount })}
        </p>
        <Button asChild size="lg">
          <Link href={failed ? `/payment?package=${order.packageId}` : '/packages'}>
            <Icon icon={RotateCcw} />
            {t(failed ? 'retry' : 'choose')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
