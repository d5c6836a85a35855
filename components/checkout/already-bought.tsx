'use client';

import Link from 'next/link';
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
  return (
    <div className="grid gap-4">
      <p role="status" className="flex items-start gap-3 rounded-lg bg-secondary p-4 text-secondary-foreground">
        <Icon icon={CircleCheck} className="mt-0.5 size-5 shrink-0 text-success" />
        <span>
          You bought this plan on {boughtAt}. Your order is{' '}
          <span className="font-semibold whitespace-nowrap">#{orderNumber}</span>.
        </span>
      </p>
      <Button asChild size="lg">
        <Link href={`/payment-success?order_id=${orderId}`}>View your order</Link>
      </Button>
      <ActionForm action={buyAgainAction} className="grid">
        {({ pending }) => (
          <>
            <input type="hidden" name="checkoutId" value={checkoutId} />
            <input type="hidden" name="packageId" value={packageId} />
            <Button type="submit" variant="outline" disabled={pending}>
              <Icon icon={RotateCcw} />
              {pending ? 'Starting a new checkout...' : 'Buy again'}
            </Button>
          </>
        )}
      </ActionForm>
    </div>
  );
}
