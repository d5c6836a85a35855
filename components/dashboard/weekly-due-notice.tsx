import { useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
import { ClipboardList, Icon } from '@/components/icons';
import { Button } from '@/components/ui/button';

/** On Today, when the weekly check-in is asked for: the way to it, on Progress. */
export function WeeklyDueNotice() {
  const t = useTranslations('dashboard.weeklyDue');
  return (
    <div role="status" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-secondary p-4">
      <p className="flex items-center gap-2 font-medium text-secondary-foreground">
        <Icon icon={ClipboardList} className="size-5" />
        {t('text')}
      </p>
      <Button asChild size="sm">
        <Link href="/progress#weekly-checkin">{t('answer')}</Link>
      </Button>
    </div>
  );
}
