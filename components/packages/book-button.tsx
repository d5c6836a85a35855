'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { isModifiedClick, useToastThenNavigate } from '@/hooks/use-toast-then-navigate';
import { type Package, TYPE_LABEL } from '@/lib/domain/packages';

const BOOK_LABEL = { online: 'Book via BookMyShow', offline: 'Book via Brand Select' } as const;
const NAVIGATE_AFTER_MS = 1000;

/**
 * A real link to payment; with JavaScript a plain click first confirms the choice, then goes
 * after 1 s. A ctrl/cmd/shift click or a middle click opens the link as the browser would.
 */
export function BookButton({ pkg }: { pkg: Package }) {
  const toastThenNavigate = useToastThenNavigate();
  const [leaving, setLeaving] = useState(false);
  const href = `/payment?package=${pkg.id}`;

  return (
    <Button asChild size="lg" variant={pkg.popular ? 'default' : 'outline'} className="w-full">
      <Link
        href={href}
        aria-disabled={leaving || undefined}
        aria-label={`${BOOK_LABEL[pkg.type]}: ${TYPE_LABEL[pkg.type]} ${pkg.name}`}
        onClick={(event) => {
          if (isModifiedClick(event)) return;
          event.preventDefault();
          if (leaving) return;
          setLeaving(true);
          const selected = {
            title: 'Package Selected',
            description: `You've selected the ${TYPE_LABEL[pkg.type]} package. Proceeding to payment...`,
          };
          toastThenNavigate(selected, href, { delayMs: NAVIGATE_AFTER_MS });
        }}
      >
        {BOOK_LABEL[pkg.type]}
      </Link>
    </Button>
  );
}
