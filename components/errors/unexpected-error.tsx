'use client';

import Link from '@/components/locale-link';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { UNEXPECTED_ERROR_TITLE } from './unexpected-error-title';

/** The router fallback screen of the spec, shared by the route and the root error boundaries. */
export function UnexpectedError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const t = useTranslations('common.unexpected');
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-4">
      <div className="max-w-md text-center">
        <h1 className="mb-3 text-2xl font-bold">{UNEXPECTED_ERROR_TITLE}</h1>
        <p className="mb-6 text-muted-foreground">
          {t('message', { reference: error.digest ? t('reference', { digest: error.digest }) : '' })}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <button type="button" onClick={retry} className={buttonVariants()}>
            {t('retry')}
          </button>
          <Link href="/" className={buttonVariants({ variant: 'outline' })}>
            {t('home')}
          </Link>
        </div>
      </div>
    </main>
  );
}
