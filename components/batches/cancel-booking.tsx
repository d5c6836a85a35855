'use client';

import { useTranslations } from 'next-intl';
import { cancelBookingAction } from '@/lib/actions/studio-bookings';
import { ActionForm } from '@/components/action-form';
import { Button } from '@/components/ui/button';
import { BATCH_MESSAGES, MAX_BATCH_CHANGES } from '@/lib/domain/batches';
import { useDomainText } from '@/lib/i18n/use-domain-text';

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
  const t = useTranslations('batches.cancel');
  const said = useDomainText();
  const label = waitlisted ? t('leave') : t('cancel');
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
                ? t('losePlace')
                : t('seatGoes', {
                    rule: changes >= MAX_BATCH_CHANGES ? t('noChangesLeft') : said(BATCH_MESSAGES.rebookIsChange),
                  })}
            </p>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? t('cancelling') : waitlisted ? t('yesLeave') : t('yesCancel')}
            </Button>
          </>
        )}
      </ActionForm>
    </details>
  );
}
