'use client';

import { useTranslations } from 'next-intl';
import { checkInAction } from '@/lib/actions/attendance';
import { ActionForm } from '@/components/action-form';
import { Button } from '@/components/ui/button';

/** 'Mark present' for one booked customer at today's session. */
export function MarkPresentButton({ batchId, customerId, name }: { batchId: string; customerId: string; name: string }) {
  const t = useTranslations('coach.markPresent');
  return (
    <ActionForm action={checkInAction} toastSuccess>
      {({ pending }) => (
        <>
          <input type="hidden" name="batchId" value={batchId} />
          <input type="hidden" name="customerId" value={customerId} />
          <Button type="submit" variant="outline" disabled={pending}>
            {pending ? t('marking') : t('markPresent')}
            <span className="sr-only">: {name}</span>
          </Button>
        </>
      )}
    </ActionForm>
  );
}
