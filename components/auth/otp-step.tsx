'use client';

import Link from '@/components/locale-link';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatPhone, type Intent, OTP_MAX_LENGTH } from '@/lib/domain/phone';

const RESEND_AFTER_S = 60;

function useSecondsLeft(since: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since === null ? 0 : Math.max(0, Math.ceil(RESEND_AFTER_S - (now - since) / 1000));
}

interface OtpStepProps {
  phone: string;
  intent: Intent;
  sentAt: number | null;
  verify: (formData: FormData) => void;
  verifying: boolean;
  resend: (formData: FormData) => void;
  resending: boolean;
  /** The resend form's proof-of-work field and submit hook (useProofOfWork). */
  resendField: React.ReactNode;
  onResendSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  error: string | null;
  onBack: () => void;
  hiddenFields: React.ReactNode;
  js: boolean;
}

/** The code entry shared by Login and Sign Up, with Back and a resend once a minute. */
export function OtpStep(props: OtpStepProps) {
  const { phone, intent, sentAt, verify, verifying, resend, resending, resendField, onResendSubmit } = props;
  const { error, onBack, hiddenFields, js } = props;
  const t = useTranslations('auth.otp');
  const [code, setCode] = useState('');
  const secondsLeft = useSecondsLeft(sentAt);

  return (
    <div className="grid gap-4">
      <form action={verify} className="grid gap-4">
        <input type="hidden" name="phone" value={phone} />
        <input type="hidden" name="intent" value={intent} />
        {hiddenFields}
        <div className="grid gap-2">
          <Label htmlFor="otp">{t('label')}</Label>
          <p id="otp-hint" className="text-sm text-muted-foreground">
            {t.rich('sentTo', { phone: () => <span className="whitespace-nowrap">{formatPhone(phone)}</span> })}
          </p>
          <Input
            id="otp"
            name="token"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t('placeholder')}
            maxLength={OTP_MAX_LENGTH}
            required
            autoFocus
            aria-describedby={error ? 'otp-hint otp-error' : 'otp-hint'}
            aria-invalid={error ? true : undefined}
            // The spaced digits would cut the placeholder off at 360 px; it keeps normal spacing.
            className="text-center text-lg tracking-[0.5em] placeholder:tracking-normal"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, OTP_MAX_LENGTH))}
          />
          {error && (
            <p id="otp-error" role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={js && (code.length === 0 || verifying)}>
          {verifying ? t('verifying') : t('verify')}
        </Button>
      </form>
      <div className="flex items-center justify-between gap-2">
        {js ? (
          <Button type="button" variant="ghost" onClick={onBack}>
            {t('back')}
          </Button>
        ) : (
          <Button asChild variant="ghost">
            <Link href="/auth">{t('back')}</Link>
          </Button>
        )}
        <form action={resend} onSubmit={onResendSubmit}>
          <input type="hidden" name="phone" value={phone} />
          <input type="hidden" name="intent" value={intent} />
          {resendField}
          <Button type="submit" variant="link" disabled={js && (secondsLeft > 0 || resending)}>
            {resending ? t('sending') : secondsLeft > 0 && js ? t('resendIn', { seconds: secondsLeft }) : t('resend')}
          </Button>
        </form>
      </div>
    </div>
  );
}
