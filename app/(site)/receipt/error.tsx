'use client';

import { ReceiptMain } from '@/components/receipt/receipt-main';
import { buttonVariants } from '@/components/ui/button-variants';

/**
 * A receipt that could not be read (the database is down), on either receipt page: nothing was
 * cached, so a retry reads again.
 */
export default function ReceiptError({ retry }: { error: Error; retry: () => void }) {
  return (
    <ReceiptMain>
      <div role="alert" className="grid gap-4 rounded-xl border border-destructive/40 bg-card p-6 text-center">
        <p className="text-destructive">Failed to load receipt data.</p>
        <button type="button" className={buttonVariants({ variant: 'outline', className: 'mx-auto' })} onClick={retry}>
          Try again
        </button>
      </div>
    </ReceiptMain>
  );
}
