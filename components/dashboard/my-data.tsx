'use client';

import { useTranslations } from 'next-intl';
import { deleteAccountAction } from '@/lib/actions/account';
import { Download, Icon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/section-card';
import { ActionForm } from '@/components/action-form';
import { useDomainText } from '@/lib/i18n/use-domain-text';

/** India's DPDP Act 2023: a copy of everything we hold, and a way to leave with a confirmation step. */
export function MyData() {
  const t = useTranslations('account.myData');
  const said = useDomainText();
  return (
    <SectionCard title={t('title')} contentClassName="grid gap-4">
      <Button asChild variant="outline" className="w-fit">
        <a href="/api/my-data" download>
          <Icon icon={Download} />
          {t('download')}
        </a>
      </Button>
      {/* A native disclosure: the confirmation step works without JavaScript too. */}
      <details className="group rounded-lg border border-destructive/40 p-3">
        <summary className="cursor-pointer font-medium text-destructive">{t('delete')}</summary>
        <ActionForm action={deleteAccountAction} className="mt-3 grid gap-3">
          {({ pending, result }) => (
            <>
              <p className="text-sm text-muted-foreground">{t('warning')}</p>
              <label className="flex items-start gap-2 text-sm">
                <input type="checkbox" name="confirm" value="delete" required className="mt-1 size-4 accent-destructive" />
                {t('understand')}
              </label>
              {result?.status === 'error' && <p className="text-sm text-destructive">{said(result.message)}</p>}
              <Button type="submit" variant="destructive" className="w-fit" disabled={pending}>
                {pending ? t('deleting') : t('deleteForGood')}
              </Button>
            </>
          )}
        </ActionForm>
      </details>
    </SectionCard>
  );
}
