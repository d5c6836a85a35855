'use client';

import { cancelBookingAction } from '@/lib/actions/studio-bookings';
import { ActionForm } from '@/components/action-form';
import { Button } from '@/components/ui/button';
import { BATCH_MESSAGES, MAX_BATCH_CHANGES } from '@/lib/domain/batches';

/**
 * 'Cancel booking' or 'Leave the waitlist', asked twice: the first press opens the question (the
 * browser's own disclosure, so it works without JavaScript), the second gives the seat up. Giving a
 * seat up says that booking again is a change of batch, with the change rules.
 */
export function CancelBooking({
  waitlisted,
  changes,
}: {
  waitlisted: boolean;
  /** Changes of batch made in this plan so far. */
  changes: number;
}) {
  const label = waitlisted ? 'Leave the waitlist' : 'Cancel booking';
  return (
    <details className="group">
      <summary className="inline-flex h-10 cursor-pointer list-none items-center rounded-md px-3 text-sm font-medium text-destructive hover:bg-destructive/10 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
        {label}
      </summary>
      <ActionForm
        action={cancelBookingAction}
        toastSuccess
        refreshOnSuccess
        className="mt-2 grid gap-2 rounded-md border p-3 sm:max-w-sm"
      >
        {({ pending }) => (
          <>
            <p className="text-sm">
              {waitlisted
                ? 'You will lose your place in the line.'
                : `Your seat goes to the first person on the waitlist. ${
                    changes >= MAX_BATCH_CHANGES
                      ? 'You have no changes of batch left in this plan, so you could not book a batch again.'
                      : BATCH_MESSAGES.rebookIsChange
                  }`}
            </p>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? 'Cancelling...' : waitlisted ? 'Yes, leave the waitlist' : 'Yes, cancel my booking'}
            </Button>
          </>
        )}
      </ActionForm>
    </details>
  );
}
