'use client';

import { setCoachActiveAction } from '@/lib/actions/admin';
import { ActionForm } from '@/components/action-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { CoachSummary } from '@/lib/domain/staff';

const STATUS = { active: 'Active', invited: 'Invited: not signed in yet', deactivated: 'Deactivated' } as const;

/** The coaches: name, phone, active clients, and 'Deactivate' (or 'Reactivate'). */
export function CoachList({ coaches }: { coaches: CoachSummary[] }) {
  if (coaches.length === 0) {
    return <p className="text-sm text-muted-foreground">No coaches yet: add one below.</p>;
  }
  return (
    <ul className="grid gap-2" aria-label="Coaches">
      {coaches.map((coach) => (
        <li key={coach.phone} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
          <div className="grid min-w-0 gap-0.5">
            <span className="flex flex-wrap items-center gap-2 font-medium">
              {coach.name}
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
                    aria-label={`${coach.status === 'active' ? 'Deactivate' : 'Reactivate'} ${coach.name}`}
                  >
                    {coach.status === 'active' ? 'Deactivate' : 'Reactivate'}
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
