'use client';

import { LazyUnexpectedError } from '@/components/errors/lazy-unexpected-error';
import './globals.css';

export default function GlobalError(props: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html lang="en-IN">
      <body className="font-sans">
        <LazyUnexpectedError {...props} />
      </body>
    </html>
  );
}
