'use client';

import { useSyncExternalStore } from 'react';
import { SIGNED_IN_HINT } from '@/lib/auth/signed-in-hint';

// Its own module, apart from DashboardLink: the landing page's header and footer use it, and a
// client module's imports (DashboardLink's icons and button) all go to every page that uses any of it.

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
