'use client';

import { useLocale, useTranslations } from 'next-intl';
import { reassignClientAction } from '@/lib/actions/admin';
import Link from '@/components/locale-link';
import { ActionForm } from '@/components/action-form';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { formatDay } from '@/lib/domain/india-time';
import { refundStatusLabel } from '@/lib/domain/refunds';
import { type ClientSummary, type CoachSummary, staffLabel } from '@/lib/domain/staff';
import { useDomainText } from '@/lib/i18n/use-domain-text';

/** Every customer who paid, where their plan stands, their coach, and 'Reassign' to another active coach. */
export function ClientList({ clients, coaches }: { clients: ClientSummary[]; coaches: CoachSummary[] }) {
  const t = useTranslations('admin.clientList');
  const said = useDomainText();
  const locale = useLocale();
  const active = coaches.filter((coach) => coach.status === 'active');
  return (
    <ul className="grid gap-2" aria-label={t('clients')}>
      {clients.map((client) => (
        <li key={client.customerId} className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_auto] sm:items-center">
          <div className="grid min-w-0 gap-0.5">
            <Link
              href={`/coach/clients/${client.customerId}`}
              className="truncate font-medium underline-offset-4 hover:underline"
            >
              {client.customer}
            </Link>
            <span className="text-sm text-muted-foreground">
              {[
                client.customer !== client.phone && client.phone,
                client.inProgramme && client.activeUntil
                  ? t('activeUntil', { date: formatDay(client.activeUntil, locale) })
                  : t('programmeOver'),
                client.pausedUntil && t('pausedUntil', { date: formatDay(client.pausedUntil, locale) }),
                client.refundStatus && said(refundStatusLabel[client.refundStatus]),
                t('coach', { coach: client.coach === null ? t('noCoach') : said(client.coach) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </div>
          {active.length > 0 && (
            <ActionForm action={reassignClientAction} className="flex items-end gap-2 sm:min-w-72">
              {({ pending }) => (
                <>
                  <input type="hidden" name="customerId" value={client.customerId} />
                  <label className="sr-only" htmlFor={`reassign-${client.customerId}`}>
                    {t('newCoach', { customer: client.customer })}
                  </label>
                  <div className="min-w-0 flex-1">
                    <NativeSelect
                      id={`reassign-${client.customerId}`}
                      name="coachId"
                      defaultValue={client.coachId ?? active[0]!.userId!}
                    >
                      {active.map((coach) => (
                        <option key={coach.userId} value={coach.userId!}>
                          {said(staffLabel(coach))}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                  <Button
                    type="submit"
                    variant="outline"
                    disabled={pending}
                    aria-label={t('reassignClient', { customer: client.customer })}
                  >
                    {t('reassign')}
                  </Button>
                </>
              )}
            </ActionForm>
          )}
        </li>
      ))}
    </ul>
  );
}
