'use client';

import { ReceiptColumn } from '@/components/receipt/receipt-column';
import { buttonVariants } from '@/components/ui/button-variants';

/** A receipt that could not be read (the database is down): a retry reads it again. */
export default function ReceiptError({ retry }: { error: Error; retry: () => void }) {
  return (
    <ReceiptColumn>
      <div role="alert" className="grid gap-4 rounded-xl border border-destructive/40 bg-card p-6 text-center">
        <p className="text-destructive">Failed to load receipt data.</p>
        <button type="button" className={buttonVariants({ variant: 'outline', className: 'mx-auto' })} onClick={retry}>
          Try again
        </button>
      </div>
    </ReceiptColumn>
  );
}
