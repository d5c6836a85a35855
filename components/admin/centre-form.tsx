'use client';

import { useTranslations } from 'next-intl';
import { addCentreAction } from '@/lib/actions/studio-admin';
import { ActionForm } from '@/components/action-form';
import { FieldError } from '@/components/field-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { centreSchema } from '@/lib/domain/batch-schema';

const FIELDS = [
  { name: 'name', type: 'text' },
  { name: 'city', type: 'text' },
  { name: 'address', type: 'text' },
  { name: 'mapUrl', type: 'url' },
] as const;

/** 'Add centre': checked as typed, posted to the server (also without JavaScript). */
export function CentreForm() {
  const t = useTranslations('admin.centreForm');
  return (
    <ActionForm action={addCentreAction} schema={centreSchema} toastSuccess className="grid gap-4 sm:grid-cols-2">
      {({ pending, result, errors }) => (
        <>
          {FIELDS.map((field) => (
            <div key={field.name} className="grid gap-1.5">
              <Label htmlFor={`centre-${field.name}`}>{t(`${field.name}.label`)}</Label>
              <Input
                id={`centre-${field.name}`}
                name={field.name}
                type={field.type}
                placeholder={t(`${field.name}.placeholder`)}
                autoComplete="off"
                defaultValue={result?.status === 'error' ? result.values?.[field.name] : undefined}
                aria-invalid={errors[field.name] ? true : undefined}
                aria-describedby={errors[field.name] ? `centre-${field.name}-error` : undefined}
              />
              <FieldError id={`centre-${field.name}-error`} message={errors[field.name]} />
            </div>
          ))}
          <Button type="submit" disabled={pending} className="sm:col-span-2 sm:w-fit">
            {pending ? t('adding') : t('add')}
          </Button>
        </>
      )}
    </ActionForm>
  );
}
