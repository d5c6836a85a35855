'use client';

import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { Icon, LayoutDashboard } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { SIGNED_IN_HINT } from '@/lib/auth/signed-in-hint';

const signedIn = () => document.cookie.split('; ').some((cookie) => cookie === `${SIGNED_IN_HINT}=1`);

/**
 * The way to the dashboard on inner pages, for someone signed in on this browser. Read in the
 * browser from a hint cookie, so static pages stay static; the dashboard checks the session.
 */
export function DashboardLink() {
  const show = useSyncExternalStore(
    () => () => {},
    signedIn,
    () => false,
  );
  if (!show) return null;
  return (
    <Button asChild variant="ghost" className="-mr-3 w-fit">
      <Link href="/dashboard">
        <Icon icon={LayoutDashboard} />
        Dashboard
      </Link>
    </Button>
  );
}
