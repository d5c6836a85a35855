'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { UNEXPECTED_ERROR_TITLE } from './unexpected-error-title';

/** The router fallback screen of the spec, shared by the route and the root error boundaries. */
export function UnexpectedError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-4">
      <div className="max-w-md text-center">
        <h1 className="mb-3 text-2xl font-bold">{UNEXPECTED_ERROR_TITLE}</h1>
        <p className="mb-6 text-muted-foreground">
          Something went wrong on our side. Please try again{error.digest ? ` (reference ${error.digest})` : ''}.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <button type="button" onClick={retry} className={buttonVariants()}>
            Try again
          </button>
          <Link href="/" className={buttonVariants({ variant: 'outline' })}>
            Return to Home
          </Link>
        </div>
      </div>
    </main>
  );
}
