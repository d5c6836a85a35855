'use client';

import { Icon, Printer } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useTranslations } from 'next-intl';

/** 'Print': the browser's own print dialog, the page's print styles laying it out; never printed itself. */
export function PrintButton({ className }: { className?: string }) {
  const t = useTranslations('common');
  return (
    <Button type="button" variant="outline" className={cn('print:hidden', className)} onClick={() => window.print()}>
      <Icon icon={Printer} />
      {t('print')}
    </Button>
  );
}
