'use client';

import { useTranslations } from 'next-intl';
import { addCoachAction } from '@/lib/actions/admin';
import { ActionForm } from '@/components/action-form';
import { FieldError } from '@/components/field-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { addCoachSchema } from '@/lib/domain/staff-schema';
import { useDomainText } from '@/lib/i18n/use-domain-text';

const FIELDS = [
  { name: 'phone', type: 'tel', inputMode: 'numeric', autoComplete: 'off' },
  { name: 'name', type: 'text', inputMode: 'text', autoComplete: 'off' },
] as const;

/** 'Add coach': checked as typed, posted to the server (also without JavaScript). */
export function AddCoachForm() {
  const t = useTranslations('admin.addCoach');
  const said = useDomainText();
  return (
    <ActionForm action={addCoachAction} schema={addCoachSchema} className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
      {({ pending, result, errors }) => (
        <>
          {FIELDS.map((field) => (
            <div key={field.name} className="grid gap-1.5">
              <Label htmlFor={`coach-${field.name}`}>{t(field.name)}</Label>
              <Input
                id={`coach-${field.name}`}
                name={field.name}
                type={field.type}
                inputMode={field.inputMode}
                autoComplete={field.autoComplete}
                defaultValue={result?.status === 'error' ? result.values?.[field.name] : undefined}
                aria-invalid={errors[field.name] ? true : undefined}
                aria-describedby={errors[field.name] ? `coach-${field.name}-error` : undefined}
              />
              <FieldError id={`coach-${field.name}-error`} message={errors[field.name]} />
            </div>
          ))}
          <Button type="submit" disabled={pending} className="sm:mt-6">
            {pending ? t('adding') : t('add')}
          </Button>
          {result?.status === 'ok' && (
            <p role="status" className="text-sm text-muted-foreground sm:col-span-3">
              {said(result.data)}
            </p>
          )}
        </>
      )}
    </ActionForm>
  );
}
