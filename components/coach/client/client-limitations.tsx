'use client';

import { useLocale, useTranslations } from 'next-intl';
import { saveLimitationsAction } from '@/lib/actions/programme-review';
import { ActionForm } from '@/components/action-form';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import type { ClientProgramme } from '@/lib/db/programmes';
import { LIMITATION_LABEL, LIMITATIONS } from '@/lib/domain/exercises';
import { formatDate } from '@/lib/domain/india-time';
import { limitationsSchema } from '@/lib/domain/programme-review';
import { useDomainText } from '@/lib/i18n/use-domain-text';

/**
 * 'Limitations': what the profile's injury and medical words propose, for the coach to confirm
 * or clear. The workout plan warns on every exercise flagged against those that apply.
 */
export function ClientLimitations({
  customerId,
  limitations,
}: {
  customerId: string;
  limitations: ClientProgramme['limitations'];
}) {
  const { current, proposed, unconfirmed, ruled } = limitations;
  const t = useTranslations('coach.limitations');
  const locale = useLocale();
  const said = useDomainText();
  return (
    <SectionCard title={t('title')} id="limitations" className="scroll-mt-4" contentClassName="grid gap-3">
      <p className="text-sm text-muted-foreground">
        {unconfirmed.length > 0
          ? t('proposed')
          : ruled
            ? t('setBy', { name: ruled.byName ?? t('aCoach'), date: formatDate(new Date(ruled.at), locale) })
            : t('nothingProposed')}
      </p>
      <ActionForm action={saveLimitationsAction} schema={limitationsSchema} toastSuccess className="grid gap-3">
        {({ pending, result }) => {
          const sent = result?.status === 'error' ? result.values : undefined;
          return (
            <>
              <input type="hidden" name="customerId" value={customerId} />
              <fieldset className="grid gap-2">
                <legend className="sr-only">{t('legend')}</legend>
                {LIMITATIONS.map((flag) => (
                  <label
                    key={flag}
                    className="flex min-h-10 cursor-pointer flex-wrap items-center gap-x-2 rounded-md border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/10 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
                  >
                    <input
                      type="checkbox"
                      name={flag}
                      defaultChecked={sent ? sent[flag] === 'on' : current.includes(flag)}
                      className="size-4 accent-primary"
                    />
                    {said(LIMITATION_LABEL[flag])}
                    {proposed.includes(flag) && (
                      <span className="text-xs text-muted-foreground">
                        {unconfirmed.includes(flag) ? t('proposedByProfile') : t('inProfile')}
                      </span>
                    )}
                  </label>
                ))}
              </fieldset>
              <Button type="submit" variant="outline" className="w-fit" disabled={pending}>
                {pending ? t('saving') : t('save')}
              </Button>
            </>
          );
        }}
      </ActionForm>
    </SectionCard>
  );
}
