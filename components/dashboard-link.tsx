'use client';

import Link from '@/components/locale-link';
import { Icon, LayoutDashboard } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { useTranslations } from 'next-intl';
import { useSignedInHint } from './signed-in-switch';

/** The way to the dashboard on inner pages, for someone signed in on this browser. */
export function DashboardLink() {
  const t = useTranslations('common');
  if (!useSignedInHint()) return null;
  return (
    <Button asChild variant="ghost" className="-mr-3 w-fit">
      <Link href="/dashboard">
        <Icon icon={LayoutDashboard} />
        {t('dashboard')}
      </Link>
    </Button>
  );
}
