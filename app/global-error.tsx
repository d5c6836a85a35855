'use client';

import { LazyUnexpectedError } from '@/components/errors/lazy-unexpected-error';
import './globals.css';

/** The root layout itself failed: the screen in English (components/errors/english-unexpected-error.tsx). */
export default function GlobalError(props: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html lang="en-IN">
      <body className="font-sans">
        <LazyUnexpectedError english {...props} />
      </body>
    </html>
  );
}
