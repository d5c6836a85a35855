'use client';

import { useTranslations } from 'next-intl';
import { setCoachActiveAction } from '@/lib/actions/admin';
import { ActionForm } from '@/components/action-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ADMIN_MESSAGES, type CoachSummary, staffLabel } from '@/lib/domain/staff';
import { useDomainText } from '@/lib/i18n/use-domain-text';
import { NameCoachForm } from './name-coach-form';

/**
 * The coaches: name, phone, active clients, 'Deactivate' (or 'Reactivate'), and their name to
 * give (open for a coach without one) or change.
 */
export function CoachList({ coaches }: { coaches: CoachSummary[] }) {
  const t = useTranslations('admin.coachList');
  const said = useDomainText();
  if (coaches.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('none')}</p>;
  }
  const unnamed = coaches.filter((coach) => coach.name === null).length;
  return (
    <>
      {unnamed > 0 && (
        <p
          role="note"
          className="rounded-lg border border-primary/40 bg-secondary p-3 text-sm font-medium text-secondary-foreground"
        >
          {said(ADMIN_MESSAGES.unnamed(unnamed))}
        </p>
      )}
      <ul className="grid gap-2" aria-label={t('coaches')}>
        {coaches.map((coach) => (
          <li key={coach.phone} className="grid gap-3 rounded-lg border p-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="grid min-w-0 gap-0.5">
                <span className="flex flex-wrap items-center gap-2 font-medium">
                  {coach.name ?? <span className="text-muted-foreground">{t('notNamed')}</span>}
                  <Badge variant={coach.status === 'active' ? 'secondary' : 'outline'}>{t(`status.${coach.status}`)}</Badge>
                </span>
                <span className="text-sm text-muted-foreground">
                  {t('details', { phone: coach.phone, count: coach.activeClients })}
                </span>
              </div>
              {coach.userId && (
                <ActionForm action={setCoachActiveAction}>
                  {({ pending }) => (
                    <>
                      <input type="hidden" name="coachId" value={coach.userId!} />
                      <input type="hidden" name="active" value={coach.status === 'active' ? 'false' : 'true'} />
                      <Button
                        type="submit"
                        variant="outline"
                        disabled={pending}
                        aria-label={t(coach.status === 'active' ? 'deactivateCoach' : 'reactivateCoach', {
                          coach: said(staffLabel(coach)),
                        })}
                      >
                        {coach.status === 'active' ? t('deactivate') : t('reactivate')}
                      </Button>
                    </>
                  )}
                </ActionForm>
              )}
            </div>
            {coach.name ? (
              <details className="text-sm">
                <summary className="w-fit cursor-pointer text-muted-foreground underline-offset-4 hover:underline">
                  {t('rename', { name: coach.name })}
                </summary>
                <div className="pt-2">
                  <NameCoachForm phone={coach.phone} name={coach.name} />
                </div>
              </details>
            ) : (
              <NameCoachForm phone={coach.phone} name={null} />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
