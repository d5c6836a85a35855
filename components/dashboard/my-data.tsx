'use client';

import { deleteAccountAction } from '@/lib/actions/account';
import { Download, Icon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/section-card';
import { ActionForm } from '@/components/action-form';

/** India's DPDP Act 2023: a copy of everything we hold, and a way to leave with a confirmation step. */
export function MyData() {
  return (
    <SectionCard title="My data" contentClassName="grid gap-4">
      <Button asChild variant="outline" className="w-fit">
        <a href="/api/my-data" download>
          <Icon icon={Download} />
          Download my data
        </a>
      </Button>
      {/* A native disclosure: the confirmation step works without JavaScript too. */}
      <details className="group rounded-lg border border-destructive/40 p-3">
        <summary className="cursor-pointer font-medium text-destructive">Delete my account</summary>
        <ActionForm action={deleteAccountAction} className="mt-3 grid gap-3">
          {({ pending, result }) => (
            <>
              <p className="text-sm text-muted-foreground">
                This deletes your profile, check-ins, measurements, photos, BMI results, support chats and your sign-in for good.
                Paid orders are tax records we must keep: they stay, with nothing left that names you.
              </p>
              <label className="flex items-start gap-2 text-sm">
                <input type="checkbox" name="confirm" value="delete" required className="mt-1 size-4 accent-destructive" />I
                understand that this cannot be undone.
              </label>
              {result?.status === 'error' && <p className="text-sm text-destructive">{result.message}</p>}
              <Button type="submit" variant="destructive" className="w-fit" disabled={pending}>
                {pending ? 'Deleting...' : 'Delete my account for good'}
              </Button>
            </>
          )}
        </ActionForm>
      </details>
    </SectionCard>
  );
}
