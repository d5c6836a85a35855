'use client';

import { ActionForm } from '@/components/action-form';
import { Button } from '@/components/ui/button';
import { ateThisAction } from '@/lib/actions/diet-charts';
import { ateThisSchema } from '@/lib/domain/diet-charts/views';

/** 'Ate this': the option's foods to today's food log in one tap, under the slot's meal. */
export function AteThisForm({ slotId, optionId, label }: { slotId: string; optionId: string; label: string }) {
  return (
    <ActionForm action={ateThisAction} schema={ateThisSchema} toastSuccess refreshOnSuccess>
      {({ pending }) => (
        <>
          <input type="hidden" name="slotId" value={slotId} />
          <input type="hidden" name="optionId" value={optionId} />
          <Button type="submit" size="sm" disabled={pending} aria-label={label}>
            {pending ? 'Logging…' : 'Ate this'}
          </Button>
        </>
      )}
    </ActionForm>
  );
}
