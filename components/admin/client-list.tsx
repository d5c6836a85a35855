'use client';

import { reassignClientAction } from '@/lib/actions/admin';
import Link from '@/components/locale-link';
import { ActionForm } from '@/components/action-form';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { formatDay } from '@/lib/domain/india-time';
import { refundStatusLabel } from '@/lib/domain/refunds';
import { type ClientSummary, type CoachSummary, staffLabel } from '@/lib/domain/staff';

/** Every customer who paid, where their plan stands, their coach, and 'Reassign' to another active coach. */
export function ClientList({ clients, coaches }: { clients: ClientSummary[]; coaches: CoachSummary[] }) {
  const active = coaches.filter((coach) => coach.status === 'active');
  return (
    <ul className="grid gap-2" aria-label="Clients">
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
                client.inProgramme && client.activeUntil ? `Active until ${formatDay(client.activeUntil)}` : 'Programme over',
                client.pausedUntil && `Paused until ${formatDay(client.pausedUntil)}`,
                client.refundStatus && refundStatusLabel[client.refundStatus],
                `Coach: ${client.coach ?? 'none yet'}`,
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
                    New coach for {client.customer}
                  </label>
                  <div className="min-w-0 flex-1">
                    <NativeSelect
                      id={`reassign-${client.customerId}`}
                      name="coachId"
                      defaultValue={client.coachId ?? active[0]!.userId!}
                    >
                      {active.map((coach) => (
                        <option key={coach.userId} value={coach.userId!}>
                          {staffLabel(coach)}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                  <Button type="submit" variant="outline" disabled={pending} aria-label={`Reassign ${client.customer}`}>
                    Reassign
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
