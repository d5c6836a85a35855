import Link from 'next/link';
import { ArrowLeft, Icon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { DashboardLink } from './dashboard-link';

/** The back link (and the dashboard's, when signed in), the page's one h1 and an optional line under it. */
export function PageHeader({
  back,
  backLabel,
  title,
  description,
}: {
  back: string;
  backLabel?: string;
  title: string;
  description?: string;
}) {
  return (
    <div>
      <BackRow href={back} label={backLabel} className="mb-2" />
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {description && <p className="mt-1 text-muted-foreground">{description}</p>}
    </div>
  );
}

/** The back link on the left, and on the right the way to the dashboard for someone signed in. */
export function BackRow({ href, label, className }: { href: string; label?: string; className?: string }) {
  return (
    <div className={cn('flex items-center justify-between gap-2', className)}>
      <BackLink href={href} label={label} />
      {href !== '/dashboard' && <DashboardLink />}
    </div>
  );
}

export function BackLink({ href, label = 'Back', className }: { href: string; label?: string; className?: string }) {
  return (
    <Button asChild variant="ghost" className={cn('-ml-3 w-fit', className)}>
      <Link href={href}>
        <Icon icon={ArrowLeft} />
        {label}
      </Link>
    </Button>
  );
}
