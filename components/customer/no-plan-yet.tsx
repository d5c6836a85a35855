import Link from 'next/link';
import { Package, Icon } from '@/components/icons';
import { Button } from '@/components/ui/button';

/** A place that needs a plan, before there is one: what it will hold, and the way to a package. */
export function NoPlanYet() {
  return (
    <div className="grid justify-items-start gap-3 rounded-xl border bg-card p-6">
      <p className="text-muted-foreground">
        Once you choose a package, this is where you will find your plan, its dates and your coach.
      </p>
      <Button asChild>
        <Link href="/packages">
          <Icon icon={Package} />
          Choose a package
        </Link>
      </Button>
    </div>
  );
}
