import Link from '@/components/locale-link';
import { ArrowLeft, Icon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useTranslations } from 'next-intl';
import { DashboardLink } from './dashboard-link';
import { LanguageSwitch } from './language-switch';

/** The back link (and the dashboard's, when signed in), the page's one h1 and an optional line under it. */
export function PageHeader({
  back,
  backLabel,
  title,
  description,
  languages = false,
}: {
  back: string;
  backLabel?: string;
  title: string;
  description?: string;
  /** 'English / हिंदी': on the public pages, which have an address in each language. */
  languages?: boolean;
}) {
  return (
    <div>
      <BackRow href={back} label={backLabel} languages={languages} className="mb-2" />
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {description && <p className="mt-1 text-muted-foreground">{description}</p>}
    </div>
  );
}

/** The back link on the left, and on the right the language (public pages) and the way to the dashboard for someone signed in. */
export function BackRow({
  href,
  label,
  languages = false,
  className,
}: {
  href: string;
  label?: string;
  languages?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap items-center justify-between gap-2', className)}>
      <BackLink href={href} label={label} />
      <div className="flex items-center gap-2">
        {languages && <LanguageSwitch />}
        {href !== '/dashboard' && <DashboardLink />}
      </div>
    </div>
  );
}

export function BackLink({ href, label, className }: { href: string; label?: string; className?: string }) {
  const t = useTranslations('common');
  return (
    <Button asChild variant="ghost" className={cn('-ml-3 w-fit', className)}>
      <Link href={href}>
        <Icon icon={ArrowLeft} />
        {label ?? t('back')}
      </Link>
    </Button>
  );
}
