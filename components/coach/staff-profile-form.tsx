'use client';

import { useTranslations } from 'next-intl';
import { saveStaffProfileAction } from '@/lib/actions/staff-profile';
import { ActionForm } from '@/components/action-form';
import { FieldError } from '@/components/field-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { STAFF_BIO_MAX } from '@/lib/domain/staff';
import { staffProfileSchema } from '@/lib/domain/staff-schema';
import { useDomainText } from '@/lib/i18n/use-domain-text';

/** The staff member's own name and one-line bio: checked as typed, posted without JavaScript too. */
export function StaffProfileForm({ name, bio }: { name: string | null; bio: string }) {
  const t = useTranslations('coach.profileForm');
  const said = useDomainText();
  return (
    <ActionForm action={saveStaffProfileAction} schema={staffProfileSchema} className="grid gap-4">
      {({ pending, result, errors }) => {
        const value = (field: 'name' | 'bio', initial: string) =>
          result?.status === 'error' ? (result.values?.[field] ?? initial) : initial;
        return (
          <>
            <div className="grid gap-1.5">
              <Label htmlFor="profile-name">{t('name')}</Label>
              <Input
                id="profile-name"
                name="name"
                autoComplete="name"
                defaultValue={value('name', name ?? '')}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={errors.name ? 'profile-name-error' : undefined}
              />
              <FieldError id="profile-name-error" message={errors.name} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="profile-bio">{t('bio')}</Label>
              <Input
                id="profile-bio"
                name="bio"
                autoComplete="off"
                placeholder={t('bioPlaceholder')}
                defaultValue={value('bio', bio)}
                aria-invalid={errors.bio ? true : undefined}
                aria-describedby={errors.bio ? 'profile-bio-error' : 'profile-bio-hint'}
              />
              <p id="profile-bio-hint" className="text-sm text-muted-foreground">
                {t('bioHint', { max: STAFF_BIO_MAX })}
              </p>
              <FieldError id="profile-bio-error" message={errors.bio} />
            </div>
            <Button type="submit" disabled={pending} className="w-fit">
              {pending ? t('saving') : t('save')}
            </Button>
            {result?.status === 'ok' && (
              <p role="status" className="text-sm text-muted-foreground">
                {said(result.data)}
              </p>
            )}
          </>
        );
      }}
    </ActionForm>
  );
}
