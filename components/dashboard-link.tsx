'use client';

import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { Icon, LayoutDashboard } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { SIGNED_IN_HINT } from '@/lib/auth/signed-in-hint';

const signedIn = () => document.cookie.split('; ').some((cookie) => cookie === `${SIGNED_IN_HINT}=1`);

/**
 * Whether someone signed in on this browser. Read in the browser from a hint cookie, so static
 * pages stay static (the server renders the signed-out view); the dashboard checks the session.
 */
export function useSignedInHint(): boolean {
  return useSyncExternalStore(
    () => () => {},
    signedIn,
    () => false,
  );
}

/** One view for a visitor, another for someone signed in ('Dashboard' where a visitor sees 'Sign in'). */
export function SignedInSwitch({ signedIn, signedOut }: { signedIn: React.ReactNode; signedOut: React.ReactNode }) {
  return useSignedInHint() ? signedIn : signedOut;
}

/** The way to the dashboard on inner pages, for someone signed in on this browser. */
export function DashboardLink() {
  if (!useSignedInHint()) return null;
  return (
    <Button asChild variant="ghost" className="-mr-3 w-fit">
      <Link href="/dashboard">
        <Icon icon={LayoutDashboard} />
        Dashboard
      </Link>
    </Button>
  );
}
