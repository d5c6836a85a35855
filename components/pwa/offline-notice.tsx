'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { Icon, LayoutDashboard, RefreshCw } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { PAGES_CACHE } from '@/lib/pwa/constants';

/** What the offline page offers: the dashboard this phone kept from the last visit, or trying again. */
export function OfflineNotice() {
  const [keptDashboard, setKeptDashboard] = useState(false);
  useEffect(() => {
    if (!('caches' in window)) return;
    caches
      .open(PAGES_CACHE)
      .then((pages) => pages.match('/dashboard'))
      .then((kept) => setKeptDashboard(Boolean(kept)))
      .catch(() => setKeptDashboard(false));
  }, []);
  return (
    <div className="grid gap-3">
      {keptDashboard && (
        <>
          <p className="text-muted-foreground">Your dashboard from your last visit is saved on this phone.</p>
          <Button asChild size="lg">
            <Link href="/dashboard">
              <Icon icon={LayoutDashboard} />
              Open my dashboard
            </Link>
          </Button>
        </>
      )}
      <Button type="button" variant={keptDashboard ? 'outline' : 'default'} size="lg" onClick={() => location.reload()}>
        <Icon icon={RefreshCw} />
        Try again
      </Button>
    </div>
  );
}
