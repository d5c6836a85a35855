'use client';

import { useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
import { buyAgainAction } from '@/lib/actions/orders';
import { ActionForm } from '@/components/action-form';
import { CircleCheck, Icon, RotateCcw } from '@/components/icons';
import { Button } from '@/components/ui/button';
import type { PackageId } from '@/lib/domain/packages';

/**
 * What /payment shows for a plan bought in the last 30 minutes: a reload, Back or a second tab
 * lands here instead of on a fresh Pay button, and buying again is a deliberate second step.
 */
export function AlreadyBought({
  orderId,
  orderNumber,
  boughtAt,
  checkoutId,
  packageId,
}: {
  orderId: string;
  orderNumber: string;
  boughtAt: string;
  checkoutId: string;
  packageId: PackageId;
}) {
  const t = useTranslations('checkout.bought');
  return (
    <div className="grid gap-4">
      <p role="status" className="flex items-start gap-3 rounded-lg bg-secondary p-4 text-secondary-foreground">
        <Icon icon={CircleCheck} className="mt-0.5 size-5 shrink-0 text-success" />
        <span>
          {t.rich('text', {
            boughtAt,
            number: orderNumber,
            order: (chunks) => <span className="font-semibold whitespace-nowrap">{chunks}</span>,
          })}
        </span>
      </p>
      <Button asChild size="lg">
        <Link href={`/payment-success?order_id=${orderId}`}>{t('view')}</Link>
      </Button>
      <ActionForm action={buyAgainAction} className="grid">
        {({ pending }) => (
          <>
            <input type="hidden" name="checkoutId" value={checkoutId} />
            <input type="hidden" name="packageId" value={packageId} />
            <Button type="submit" variant="outline" disabled={pending}>
              <Icon icon={RotateCcw} />
              {pending ? t('starting') : t('again')}
            </Button>
          </>
        )}
      </ActionForm>
    </div>
  );
}
