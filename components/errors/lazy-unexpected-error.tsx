'use client';

import { lazy, Suspense } from 'react';
import { UNEXPECTED_ERROR_TITLE } from './unexpected-error-title';

// Both error boundaries (app/error.tsx, app/global-error.tsx) are in every page's first-load
// JavaScript, and each had its own copy of the screen and its buttons' styles (4.6 kB gzip apiece).
// The screen now loads when an error happens; the service worker precaches it with the build.
const UnexpectedError = lazy(() => import('./unexpected-error').then((module) => ({ default: module.UnexpectedError })));
// global-error.tsx's, in English with its texts: loaded with it, they weigh on no page's first load.
const EnglishUnexpectedError = lazy(() => import('./english-unexpected-error'));

/** The router fallback screen, loaded when it is needed; its title shows meanwhile. */
export function LazyUnexpectedError({
  english = false,
  ...props
}: {
  error: Error & { digest?: string };
  retry: () => void;
  /** Outside the root layout, where no language and no texts are known. */
  english?: boolean;
}) {
  const Screen = english ? EnglishUnexpectedError : UnexpectedError;
  return (
    <Suspense
      fallback={
        <main id="main" className="flex min-h-dvh items-center justify-center px-4">
          <h1 className="text-2xl font-bold">{UNEXPECTED_ERROR_TITLE}</h1>
        </main>
      }
    >
      <Screen {...props} />
    </Suspense>
  );
}
