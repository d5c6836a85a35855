'use client';

import { bookBatchAction } from '@/app/(with-toaster)/batches/actions';
import { ActionForm } from '@/components/action-form';
import { Button } from '@/components/ui/button';

const LABELS = {
  book: ['Book this batch', 'Booking...'],
  waitlist: ['Join the waitlist', 'Joining...'],
  change: ['Change to this batch', 'Changing...'],
} as const;

/** 'Book this batch', 'Join the waitlist' or 'Change to this batch': posts without JavaScript too. */
export function BookingButton({
  batchId,
  intent,
  batchName,
}: {
  batchId: string;
  intent: keyof typeof LABELS;
  /** Names the batch for screen readers, where many buttons read alike. */
  batchName: string;
}) {
  const [label, busy] = LABELS[intent];
  return (
    <ActionForm action={bookBatchAction} toastSuccess refreshOnSuccess>
      {({ pending }) => (
        <>
          <input type="hidden" name="batchId" value={batchId} />
          <input type="hidden" name="intent" value={intent} />
          <Button
            type="submit"
            variant={intent === 'book' ? 'default' : 'outline'}
            disabled={pending}
            className="w-full sm:w-auto"
          >
            {pending ? busy : label}
            <span className="sr-only">: {batchName}</span>
          </Button>
        </>
      )}
    </ActionForm>
  );
}
