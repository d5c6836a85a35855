'use client';

import { ActionForm } from '@/components/action-form';
import { TickBox } from '@/components/tick-box';
import { Button } from '@/components/ui/button';
import { givePhotoConsentAction, withdrawPhotoConsentAction } from '@/lib/actions/progress-photos';
import { PHOTO_CONSENT, photoConsentSchema, withdrawPhotosSchema } from '@/lib/domain/progress-photos';

/** Before the first photo: the words, and 'I agree' (kept with its time). Works without JavaScript. */
export function PhotoConsentForm() {
  return (
    <ActionForm action={givePhotoConsentAction} schema={photoConsentSchema} className="grid gap-3" toastSuccess refreshOnSuccess>
      {({ pending, errors }) => (
        <>
          <blockquote className="border-l-4 pl-3 font-medium">{PHOTO_CONSENT}</blockquote>
          <TickBox name="agree" value="yes" id="photo-consent" error={errors.agree}>
            I agree to keep progress photos here on these terms.
          </TickBox>
          <Button type="submit" disabled={pending} className="justify-self-start">
            {pending ? 'Saving…' : 'Agree and add photos'}
          </Button>
        </>
      )}
    </ActionForm>
  );
}

/** 'Withdraw consent': every photo goes with it, after a tick that says so. */
export function WithdrawPhotoConsent({ count }: { count: number }) {
  return (
    <details className="rounded-lg border border-destructive/40 p-3">
      <summary className="cursor-pointer font-medium text-destructive">Withdraw consent</summary>
      <ActionForm
        action={withdrawPhotoConsentAction}
        schema={withdrawPhotosSchema}
        className="mt-3 grid gap-3"
        toastSuccess
        refreshOnSuccess
      >
        {({ pending, errors }) => (
          <>
            <TickBox name="confirm" value="yes" id="withdraw-photos" error={errors.confirm} tone="destructive">
              Delete all {count} {count === 1 ? 'photo' : 'photos'} for good, and ask me again before the next one.
            </TickBox>
            <Button type="submit" variant="destructive" className="w-fit" disabled={pending}>
              {pending ? 'Deleting…' : 'Withdraw and delete my photos'}
            </Button>
          </>
        )}
      </ActionForm>
    </details>
  );
}
