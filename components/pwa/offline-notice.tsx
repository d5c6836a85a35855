'use client';

import Link from '@/components/locale-link';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Icon, LayoutDashboard, RefreshCw } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { PAGES_CACHE } from '@/lib/pwa/constants';

/** What the offline page offers: the dashboard this phone kept from the last visit, or trying again. */
export function OfflineNotice() {
  const t = useTranslations('common.offline');
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
          <p className="text-muted-foreground">{t('keptDashboard')}</p>
          <Button asChild size="lg">
            <Link href="/dashboard">
              <Icon icon={LayoutDashboard} />
              {t('openDashboard')}
            </Link>
          </Button>
        </>
      )}
      <Button type="button" variant={keptDashboard ? 'outline' : 'default'} size="lg" onClick={() => location.reload()}>
        <Icon icon={RefreshCw} />
        {t('retry')}
      </Button>
    </div>
  );
}
