'use client';

import { useTranslations } from 'next-intl';
import { nameCoachAction } from '@/lib/actions/admin';
import { ActionForm } from '@/components/action-form';
import { FieldError } from '@/components/field-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { addCoachSchema } from '@/lib/domain/staff-schema';

/** 'Name this coach' (or rename): the name customers see, for the coach with this phone. */
export function NameCoachForm({ phone, name }: { phone: string; name: string | null }) {
  const t = useTranslations('admin.nameCoach');
  const id = `coach-name-${phone.replace(/\D/g, '')}`;
  return (
    <ActionForm action={nameCoachAction} schema={addCoachSchema} toastSuccess className="grid gap-1">
      {({ pending, result, errors }) => (
        <>
          <input type="hidden" name="phone" value={phone} />
          <Label htmlFor={id} className="text-xs text-muted-foreground">
            {t.rich('label', { phone, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
          </Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={id}
              name="name"
              autoComplete="off"
              className="min-w-48 flex-1"
              defaultValue={result?.status === 'error' ? result.values?.name : (name ?? '')}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? `${id}-error` : undefined}
            />
            <Button type="submit" variant="outline" disabled={pending}>
              {pending ? t('saving') : name ? t('rename') : t('name')}
            </Button>
          </div>
          <FieldError id={`${id}-error`} message={errors.name ?? errors.phone} />
        </>
      )}
    </ActionForm>
  );
}
