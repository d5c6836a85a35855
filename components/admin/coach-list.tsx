'use client';

import { setCoachActiveAction } from '@/lib/actions/admin';
import { ActionForm } from '@/components/action-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ADMIN_MESSAGES, type CoachSummary, staffLabel } from '@/lib/domain/staff';
import { NameCoachForm } from './name-coach-form';

const STATUS = { active: 'Active', invited: 'Invited: not signed in yet', deactivated: 'Deactivated' } as const;

/**
 * The coaches: name, phone, active clients, 'Deactivate' (or 'Reactivate'), and their name to
 * give (open for a coach without one) or change.
 */
export function CoachList({ coaches }: { coaches: CoachSummary[] }) {
  if (coaches.length === 0) {
    return <p className="text-sm text-muted-foreground">No coaches yet: add one below.</p>;
  }
  const unnamed = coaches.filter((coach) => coach.name === null).length;
  return (
    <>
      {unnamed > 0 && (
        <p
          role="note"
          className="rounded-lg border border-primary/40 bg-secondary p-3 text-sm font-medium text-secondary-foreground"
        >
          {ADMIN_MESSAGES.unnamed(unnamed)}
        </p>
      )}
      <ul className="grid gap-2" aria-label="Coaches">
        {coaches.map((coach) => (
          <li key={coach.phone} className="grid gap-3 rounded-lg border p-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="grid min-w-0 gap-0.5">
                <span className="flex flex-wrap items-center gap-2 font-medium">
                  {coach.name ?? <span className="text-muted-foreground">Not named yet</span>}
                  <Badge variant={coach.status === 'active' ? 'secondary' : 'outline'}>{STATUS[coach.status]}</Badge>
                </span>
                <span className="text-sm text-muted-foreground">
                  {coach.phone} · {coach.activeClients} active client{coach.activeClients === 1 ? '' : 's'}
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
                        aria-label={`${coach.status === 'active' ? 'Deactivate' : 'Reactivate'} ${staffLabel(coach)}`}
                      >
                        {coach.status === 'active' ? 'Deactivate' : 'Reactivate'}
                      </Button>
                    </>
                  )}
                </ActionForm>
              )}
            </div>
            {coach.name ? (
              <details className="text-sm">
                <summary className="w-fit cursor-pointer text-muted-foreground underline-offset-4 hover:underline">
                  Rename {coach.name}
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
