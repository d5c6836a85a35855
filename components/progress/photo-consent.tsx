'use client';

import { useTranslations } from 'next-intl';
import { ActionForm } from '@/components/action-form';
import { TickBox } from '@/components/tick-box';
import { Button } from '@/components/ui/button';
import { givePhotoConsentAction, withdrawPhotoConsentAction } from '@/lib/actions/progress-photos';
import { PHOTO_CONSENT, photoConsentSchema, withdrawPhotosSchema } from '@/lib/domain/progress-photos';
import { useDomainText } from '@/lib/i18n/use-domain-text';

/** Before the first photo: the words, and 'I agree' (kept with its time). Works without JavaScript. */
export function PhotoConsentForm() {
  const t = useTranslations('progress.consent');
  // The words are kept in English as agreed (lib/db); the reader sees them in their language.
  const said = useDomainText();
  return (
    <ActionForm action={givePhotoConsentAction} schema={photoConsentSchema} className="grid gap-3" toastSuccess refreshOnSuccess>
      {({ pending, errors }) => (
        <>
          <blockquote className="border-l-4 pl-3 font-medium">{said(PHOTO_CONSENT)}</blockquote>
          <TickBox name="agree" value="yes" id="photo-consent" error={errors.agree}>
            {t('agree')}
          </TickBox>
          <Button type="submit" disabled={pending} className="justify-self-start">
            {pending ? t('saving') : t('agreeButton')}
          </Button>
        </>
      )}
    </ActionForm>
  );
}

/** 'Withdraw consent': every photo goes with it, after a tick that says so. */
export function WithdrawPhotoConsent({ count }: { count: number }) {
  const t = useTranslations('progress.consent');
  return (
    <details className="rounded-lg border border-destructive/40 p-3">
      <summary className="cursor-pointer font-medium text-destructive">{t('withdraw')}</summary>
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
              {t('confirm', { count })}
            </TickBox>
            <Button type="submit" variant="destructive" className="w-fit" disabled={pending}>
              {pending ? t('deleting') : t('withdrawButton')}
            </Button>
          </>
        )}
      </ActionForm>
    </details>
  );
}
