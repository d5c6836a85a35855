'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { type Package, TYPE_LABEL } from '@/lib/domain/packages';

const BOOK_LABEL = { online: 'Book via BookMyShow', offline: 'Book via Brand Select' } as const;

/** A real link to payment; with JavaScript it first confirms the choice, then goes after 1 s. */
export function BookButton({ pkg }: { pkg: Package }) {
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const href = `/payment?package=${pkg.id}&type=${pkg.type}`;

  return (
    <Button asChild size="lg" variant={pkg.popular ? 'default' : 'outline'} className="w-full">
      <Link
        href={href}
        aria-disabled={leaving || undefined}
        aria-label={`${BOOK_LABEL[pkg.type]}: ${TYPE_LABEL[pkg.type]} ${pkg.name}`}
        onClick={(event) => {
          event.preventDefault();
          if (leaving) return;
          setLeaving(true);
          toast.success('Package Selected', {
            description: `You've selected the ${TYPE_LABEL[pkg.type]} package. Proceeding to payment...`,
          });
          setTimeout(() => router.push(href), 1000);
        }}
      >
        {BOOK_LABEL[pkg.type]}
      </Link>
    </Button>
  );
}
