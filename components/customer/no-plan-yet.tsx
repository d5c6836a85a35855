import { useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
import { Package, Icon } from '@/components/icons';
import { Button } from '@/components/ui/button';

/** A place that needs a plan, before there is one: what it will hold, and the way to a package. */
export function NoPlanYet() {
  const t = useTranslations('dashboard.noPlan');
  return (
    <div className="grid justify-items-start gap-3 rounded-xl border bg-card p-6">
      <p className="text-muted-foreground">{t('text')}</p>
      <Button asChild>
        <Link href="/packages">
          <Icon icon={Package} />
          {t('choose')}
        </Link>
      </Button>
    </div>
  );
}
