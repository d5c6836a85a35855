'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';

/** The router fallback screen of the spec, shared by the route and the root error boundaries. */
export function UnexpectedError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <div className="max-w-md text-center">
        <h1 className="mb-3 text-2xl font-bold">Unexpected Application Error!</h1>
        <p className="mb-6 text-muted-foreground">
          Something went wrong on our side. Please try again{error.digest ? ` (reference ${error.digest})` : ''}.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={reset}>Try again</Button>
          <Button asChild variant="outline">
            <Link href="/">Return to Home</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
