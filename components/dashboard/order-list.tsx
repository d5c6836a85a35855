import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
import { Badge } from '@/components/ui/badge';
import { SectionCard } from '@/components/section-card';
import type { Order } from '@/lib/db/orders';
import { formatMinor } from '@/lib/domain/money';
import { formatDate } from '@/lib/domain/india-time';

export function OrderList({ orders, title }: { orders: Order[]; title?: string }) {
  const t = useTranslations('account.orders');
  const locale = useLocale();
  return (
    <SectionCard title={title ?? t('title')}>
      {orders.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('none')}</p>
      ) : (
        <ul className="grid gap-3" aria-label={t('label')}>
          {orders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm">
              <div>
                <p className="font-medium">
                  #{order.orderNumber} · {order.productName}
                </p>
                <p className="text-muted-foreground">
                  {formatDate(order.createdAt, locale)} · {formatMinor(order.amount, order.currency)}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <Badge variant="secondary">{t(`status.${order.status}`)}</Badge>
                <Link className="text-primary underline underline-offset-4" href={`/receipt?order_id=${order.id}`}>
                  {t('receipt')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
