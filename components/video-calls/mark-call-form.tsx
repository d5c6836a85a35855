'use client';

import { useTranslations } from 'next-intl';
import { ActionForm } from '@/components/action-form';
import { FieldError } from '@/components/field-error';
import { Button } from '@/components/ui/button';
import { ChoiceChip } from '@/components/ui/choice-chip';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { markCallOutcomeAction } from '@/lib/actions/video-calls';
import { type CallOutcome, callOutcomeSchema, NOTE_MAX } from '@/lib/domain/video-calls';

/** The coach's 'Held' or 'Missed' of a call that has started, with a note the client reads too; works without JavaScript. */
export function MarkCallForm({ callId, outcome, note }: { callId: string; outcome: CallOutcome | null; note: string }) {
  const t = useTranslations('support.markCall');
  const field = `call-${callId}`;
  return (
    <ActionForm action={markCallOutcomeAction} schema={callOutcomeSchema} toastSuccess className="grid gap-3">
      {({ pending, errors }) => (
        <>
          <input type="hidden" name="callId" value={callId} />
          <fieldset className="grid gap-1.5" aria-describedby={errors.outcome ? `${field}-outcome-error` : undefined}>
            <legend className="mb-1.5 text-sm font-medium">{t('legend')}</legend>
            <div className="grid grid-cols-2 gap-2 sm:w-64">
              <ChoiceChip name="outcome" value="held" defaultChecked={outcome === 'held'}>
                {t('held')}
              </ChoiceChip>
              <ChoiceChip name="outcome" value="missed" defaultChecked={outcome === 'missed'}>
                {t('missed')}
              </ChoiceChip>
            </div>
            <FieldError id={`${field}-outcome-error`} message={errors.outcome} />
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor={`${field}-note`}>{t('note')}</Label>
            <Textarea
              id={`${field}-note`}
              name="note"
              rows={2}
              maxLength={NOTE_MAX}
              defaultValue={note}
              placeholder={t('placeholder')}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={errors.note ? `${field}-note-error` : undefined}
            />
            <FieldError id={`${field}-note-error`} message={errors.note} />
          </div>
          <Button type="submit" disabled={pending} className="w-fit">
            {pending ? t('saving') : outcome ? t('saveChange') : t('save')}
          </Button>
        </>
      )}
    </ActionForm>
  );
}
