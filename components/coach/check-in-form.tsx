'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { checkInAction } from '@/lib/actions/attendance';
import { ActionForm } from '@/components/action-form';
import { QrScanner } from '@/components/coach/qr-scanner';
import { FieldError } from '@/components/field-error';
import { Icon, ScanLine } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/sonner';
import { useDomainText } from '@/lib/i18n/use-domain-text';

/** Check-in by the six characters the customer shows, or by scanning their QR. */
export function CheckInForm({ batchId, sessionName }: { batchId: string; sessionName: string }) {
  const [scanning, setScanning] = useState(false);
  const router = useRouter();
  const id = `code-${batchId}`;
  const t = useTranslations('coach.checkIn');
  const common = useTranslations('common');
  const said = useDomainText();

  async function scanned(token: string) {
    setScanning(false);
    const result = await checkInAction(null, { batchId, code: token });
    if (result.status === 'ok') toast.success(said(result.data));
    else toast.error(common('error'), { description: said(result.message) });
    router.refresh();
  }

  return (
    <div className="grid gap-3 rounded-lg bg-muted/50 p-3">
      <ActionForm action={checkInAction} toastSuccess className="grid gap-1.5">
        {({ pending, errors }) => (
          <>
            <input type="hidden" name="batchId" value={batchId} />
            <Label htmlFor={id}>
              {t('code')}
              <span className="sr-only">{t('for', { session: sessionName })}</span>
            </Label>
            <div className="flex gap-2">
              <Input
                id={id}
                name="code"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={12}
                placeholder={t('placeholder')}
                className="max-w-48 font-mono tracking-widest uppercase"
                aria-invalid={errors.code ? true : undefined}
                aria-describedby={errors.code ? `${id}-error` : undefined}
              />
              <Button type="submit" disabled={pending}>
                {pending ? t('checking') : t('checkIn')}
              </Button>
            </div>
            <FieldError id={`${id}-error`} message={errors.code} />
          </>
        )}
      </ActionForm>
      {scanning ? (
        <QrScanner onRead={scanned} onClose={() => setScanning(false)} />
      ) : (
        <Button type="button" variant="outline" className="w-fit" onClick={() => setScanning(true)}>
          <Icon icon={ScanLine} className="size-4" />
          {t('scan')}
        </Button>
      )}
    </div>
  );
}
