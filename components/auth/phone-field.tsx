'use client';

import { FieldError } from '@/components/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { mobileNumberProblem, PHONE_DIGITS, phoneDigits } from '@/lib/domain/phone';
import { useDomainText } from '@/lib/i18n/use-domain-text';
import { useTranslations } from 'next-intl';

/**
 * The +91-prefixed mobile input: digits only, capped at 10, whatever is typed or pasted; a number
 * no Indian mobile can have is pointed out as soon as it is whole, before any code is sent.
 */
export function PhoneField({ id, value, onChange }: { id: string; value: string; onChange: (digits: string) => void }) {
  const t = useTranslations('auth.phone');
  const said = useDomainText();
  const problem = mobileNumberProblem(value);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('label')}</Label>
      <div className="flex">
        <span className="inline-flex items-center rounded-l-md border border-r-0 border-input bg-muted px-3 text-sm text-muted-foreground">
          +91
        </span>
        <Input
          id={id}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t('placeholder')}
          className="rounded-l-none"
          // Room for a pasted "+91 98765 43210"; the value itself never exceeds 10 digits.
          maxLength={16}
          required
          pattern="[6-9][0-9]{9}"
          title={t('title', { digits: PHONE_DIGITS })}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          value={value}
          onChange={(event) => onChange(phoneDigits(event.target.value))}
        />
      </div>
      <FieldError id={`${id}-error`} message={problem ? said(problem) : undefined} />
    </div>
  );
}
