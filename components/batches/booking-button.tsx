'use client';

import { useTranslations } from 'next-intl';
import { bookBatchAction } from '@/lib/actions/studio-bookings';
import { ActionForm } from '@/components/action-form';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { MAX_BATCH_CHANGES } from '@/lib/domain/batches';
import { cn } from '@/lib/utils';

const LABELS = {
  book: ['book', 'booking'],
  waitlist: ['waitlist', 'joining'],
  change: ['change', 'changing'],
} as const;

type Intent = keyof typeof LABELS;

function BookingForm({ batchId, intent, batchName }: { batchId: string; intent: Intent; batchName: string }) {
  const t = useTranslations('batches.booking');
  const [label, busy] = LABELS[intent];
  return (
    <ActionForm action={bookBatchAction} toastSuccess refreshOnSuccess>
      {({ pending }) => (
        <>
          <input type="hidden" name="batchId" value={batchId} />
          <input type="hidden" name="intent" value={intent} />
          <Button
            type="submit"
            variant={intent === 'waitlist' ? 'outline' : 'default'}
            disabled={pending}
            className="w-full sm:w-auto"
          >
            {pending ? t(busy) : t(label)}
            <span className="sr-only">: {batchName}</span>
          </Button>
        </>
      )}
    </ActionForm>
  );
}

/** 'Book this batch' or 'Join the waitlist': posts without JavaScript too. */
export function BookingButton({
  batchId,
  intent,
  batchName,
}: {
  batchId: string;
  intent: Exclude<Intent, 'change'>;
  /** Names the batch for screen readers, where many buttons read alike. */
  batchName: string;
}) {
  return <BookingForm batchId={batchId} intent={intent} batchName={batchName} />;
}

/**
 * 'Change to this batch' opens the question, naming both batches, and only 'Yes, change batch'
 * moves the seat. The browser's own disclosure, so the step holds without JavaScript too; pressing
 * 'Change to this batch' again closes it.
 */
export function ChangeBatchButton({
  batchId,
  batchName,
  fromName,
  changes,
}: {
  batchId: string;
  batchName: string;
  /** The batch the customer is booked in now. */
  fromName: string;
  /** Changes of batch made in this plan so far. */
  changes: number;
}) {
  const t = useTranslations('batches.booking');
  return (
    <details className="group grid gap-2">
      <summary
        className={cn(
          buttonVariants({ variant: 'outline' }),
          'w-full cursor-pointer list-none sm:w-auto [&::-webkit-details-marker]:hidden',
        )}
      >
        {t('changeTo')}
        <span className="sr-only">: {batchName}</span>
      </summary>
      <div className="mt-2 grid gap-2 rounded-md border p-3 text-sm">
        <p className="font-medium">{t('question', { from: fromName, to: batchName })}</p>
        <p className="text-muted-foreground">{t('seatGoes', { from: fromName, change: changes + 1, max: MAX_BATCH_CHANGES })}</p>
        <BookingForm batchId={batchId} intent="change" batchName={batchName} />
      </div>
    </details>
  );
}
