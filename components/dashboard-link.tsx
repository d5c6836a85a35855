'use client';

import Link from 'next/link';
import { Icon, LayoutDashboard } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { useSignedInHint } from './signed-in-switch';

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
