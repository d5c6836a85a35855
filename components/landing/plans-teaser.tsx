import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { packagesOfType, type PackageType } from '@/lib/domain/packages';
import { formatInr } from '@/lib/domain/money';

const TEASERS: { type: PackageType; title: string; text: string }[] = [
  { type: 'online', title: 'Online', text: 'Coaching, workouts and diet plans on your phone, wherever you are.' },
  { type: 'offline', title: 'Offline', text: 'Trainer-led sessions at our studio, with the same personal plan.' },
];

const lowestPrice = (type: PackageType) => Math.min(...packagesOfType(type).map((p) => p.price));

export function PlansTeaser() {
  return (
    <section aria-labelledby="plans" className="px-4 py-16">
      <div className="mx-auto grid max-w-5xl gap-8">
        <h2 id="plans" className="text-center text-3xl font-bold tracking-tight">
          Plans for every routine
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {TEASERS.map((teaser) => (
            <li key={teaser.type} className="grid gap-2 rounded-xl border bg-card p-6">
              <h3 className="text-lg font-semibold">{teaser.title} packages</h3>
              <p className="text-sm text-muted-foreground">{teaser.text}</p>
              <p className="text-2xl font-bold">From {formatInr(lowestPrice(teaser.type))}</p>
              <Link href={`/packages?type=${teaser.type}`} className="text-primary underline underline-offset-4">
                See {teaser.title.toLowerCase()} plans
              </Link>
            </li>
          ))}
        </ul>
        <Button asChild variant="outline" className="mx-auto">
          <Link href="/packages">Compare all packages</Link>
        </Button>
      </div>
    </section>
  );
}
