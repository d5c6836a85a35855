'use client';

import { saveLimitationsAction } from '@/lib/actions/programme-review';
import { ActionForm } from '@/components/action-form';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import type { ClientProgramme } from '@/lib/db/programmes';
import { LIMITATION_LABEL, LIMITATIONS } from '@/lib/domain/exercises';
import { formatDate } from '@/lib/domain/india-time';
import { limitationsSchema } from '@/lib/domain/programme-review';

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
  return (
    <SectionCard title="Limitations" id="limitations" className="scroll-mt-4" contentClassName="grid gap-3">
      <p className="text-sm text-muted-foreground">
        {unconfirmed.length > 0
          ? 'The profile’s words propose those marked. Confirm what applies; what you leave unticked is cleared.'
          : ruled
            ? `Set by ${ruled.byName ?? 'a coach'} on ${formatDate(new Date(ruled.at))}.`
            : 'Nothing in the profile proposes one. Tick any the client tells you about.'}
      </p>
      <ActionForm action={saveLimitationsAction} schema={limitationsSchema} toastSuccess className="grid gap-3">
        {({ pending, result }) => {
          const sent = result?.status === 'error' ? result.values : undefined;
          return (
            <>
              <input type="hidden" name="customerId" value={customerId} />
              <fieldset className="grid gap-2">
                <legend className="sr-only">Limitations that apply</legend>
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
                    {LIMITATION_LABEL[flag]}
                    {proposed.includes(flag) && (
                      <span className="text-xs text-muted-foreground">
                        {unconfirmed.includes(flag) ? '(proposed by the profile: confirm or clear)' : '(in the profile)'}
                      </span>
                    )}
                  </label>
                ))}
              </fieldset>
              <Button type="submit" variant="outline" className="w-fit" disabled={pending}>
                {pending ? 'Saving...' : 'Save limitations'}
              </Button>
            </>
          );
        }}
      </ActionForm>
    </SectionCard>
  );
}
