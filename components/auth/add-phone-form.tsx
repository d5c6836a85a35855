'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useState } from 'react';
import { sendPhoneLinkCodeAction, verifyPhoneLinkCodeAction } from '@/lib/actions/add-phone';
import { PhoneField } from '@/components/auth/phone-field';
import { FieldError } from '@/components/field-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/sonner';
import { useJsEnabled } from '@/hooks/use-js-enabled';
import { formatPhone, mobileNumberProblem, OTP_MAX_LENGTH, PHONE_DIGITS } from '@/lib/domain/phone';
import { useDomainText } from '@/lib/i18n/use-domain-text';

/**
 * 'Add my phone' for a demo account: the number, then the code sent to it. The account stays the
 * same (its orders and logs with it); from then on it signs in with that number.
 */
export function AddPhoneForm({ next }: { next: string }) {
  const t = useTranslations('auth');
  const common = useTranslations('common');
  const said = useDomainText();
  const [sent, send, sending] = useActionState(sendPhoneLinkCodeAction, null);
  const [verified, verify, verifying] = useActionState(verifyPhoneLinkCodeAction, null);
  const [phone, setPhone] = useState('');
  const js = useJsEnabled();
  const sentTo = sent?.status === 'ok' ? sent.data.phone : verified?.status === 'error' ? verified.values?.phone : undefined;

  useEffect(() => {
    if (sent?.status === 'error') toast.error(common('error'), { description: said(sent.message) });
  }, [sent, common, said]);
  useEffect(() => {
    if (verified?.status === 'error') toast.error(common('error'), { description: said(verified.message) });
  }, [verified, common, said]);

  if (typeof sentTo === 'string') {
    return (
      <form action={verify} className="grid gap-4">
        <input type="hidden" name="phone" value={sentTo} />
        <input type="hidden" name="next" value={next} />
        <div className="grid gap-2">
          <Label htmlFor="link-otp">{t('otp.label')}</Label>
          <p id="link-otp-hint" className="text-sm text-muted-foreground">
            {t.rich('otp.sentTo', { phone: () => <span className="whitespace-nowrap">{formatPhone(sentTo)}</span> })}
          </p>
          <Input
            id="link-otp"
            name="token"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_MAX_LENGTH}
            required
            aria-describedby="link-otp-hint"
          />
        </div>
        <Button type="submit" size="lg" disabled={verifying}>
          {verifying ? t('addPhone.adding') : t('addPhone.title')}
        </Button>
        {/* A full load starts over, with the number field empty. */}
        <a
          href={`/add-phone?next=${encodeURIComponent(next)}`}
          className="justify-self-center text-sm underline underline-offset-4"
        >
          {t('addPhone.anotherNumber')}
        </a>
      </form>
    );
  }
  const problem = sent?.status === 'error' ? sent.fieldErrors?.phone?.[0] : undefined;
  return (
    <form action={send} className="grid gap-4">
      <PhoneField id="link-phone" value={phone} onChange={setPhone} />
      <FieldError id="link-phone-server-error" message={problem && said(problem)} />
      <Button
        type="submit"
        size="lg"
        // Before hydration the browser's own validation (required, pattern) guards the form.
        disabled={js && (sending || phone.length !== PHONE_DIGITS || mobileNumberProblem(phone) !== null)}
      >
        {sending ? t('send.login.busy') : t('send.login.idle')}
      </Button>
    </form>
  );
}
