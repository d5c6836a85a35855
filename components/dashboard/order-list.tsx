import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { SectionCard } from '@/components/section-card';
import type { Order } from '@/lib/db/orders';
import { formatMinor } from '@/lib/domain/money';
import { formatDate } from '@/lib/domain/india-time';

export function OrderList({ orders, title = 'Your orders' }: { orders: Order[]; title?: string }) {
  return (
    <SectionCard title={title}>
      {orders.length === 0 ? (
        <p className="text-sm text-muted-foreground">No orders yet.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Orders">
          {orders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm">
              <div>
                <p className="font-medium">
                  #{order.orderNumber} · {order.productName}
                </p>
                <p className="text-muted-foreground">
                  {formatDate(order.createdAt)} · {formatMinor(order.amount, order.currency)}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <Badge variant="secondary">{order.status.toUpperCase()}</Badge>
                <Link className="text-primary underline underline-offset-4" href={`/receipt?order_id=${order.id}`}>
                  Receipt
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
