'use client';

import Link from '@/components/locale-link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { isModifiedClick, useToastThenNavigate } from '@/hooks/use-toast-then-navigate';
import { type Package, TYPE_LABEL } from '@/lib/domain/packages';
import { useDomainText } from '@/lib/i18n/use-domain-text';

const NAVIGATE_AFTER_MS = 1000;

/**
 * A real link to payment; with JavaScript a plain click first confirms the choice, then goes
 * after 1 s. A ctrl/cmd/shift click or a middle click opens the link as the browser would.
 */
export function BookButton({ pkg }: { pkg: Package }) {
  const t = useTranslations('packages.book');
  const said = useDomainText();
  const toastThenNavigate = useToastThenNavigate();
  const [leaving, setLeaving] = useState(false);
  const href = `/payment?package=${pkg.id}`;

  return (
    <Button asChild size="lg" variant={pkg.popular ? 'default' : 'outline'} className="w-full">
      <Link
        href={href}
        aria-disabled={leaving || undefined}
        aria-label={t('label', { book: t(pkg.type), product: `${said(TYPE_LABEL[pkg.type])} ${said(pkg.name)}` })}
        onClick={(event) => {
          if (isModifiedClick(event)) return;
          event.preventDefault();
          if (leaving) return;
          setLeaving(true);
          const selected = { title: t('selected'), description: t('proceeding', { type: said(TYPE_LABEL[pkg.type]) }) };
          toastThenNavigate(selected, href, { delayMs: NAVIGATE_AFTER_MS });
        }}
      >
        {t(pkg.type)}
      </Link>
    </Button>
  );
}
