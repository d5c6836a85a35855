import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';

/** The back link, the page's one h1 and an optional line under it. */
export function PageHeader({ back, title, description }: { back: string; title: string; description?: string }) {
  return (
    <div>
      <BackLink href={back} className="mb-2" />
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {description && <p className="mt-1 text-muted-foreground">{description}</p>}
    </div>
  );
}

export function BackLink({ href, label = 'Back', className }: { href: string; label?: string; className?: string }) {
  return (
    <Button asChild variant="ghost" className={`-ml-3 w-fit ${className ?? ''}`}>
      <Link href={href}>
        <ArrowLeft aria-hidden />
        {label}
      </Link>
    </Button>
  );
}
