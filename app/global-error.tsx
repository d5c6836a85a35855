'use client';

import { UnexpectedError } from '@/components/errors/unexpected-error';
import './globals.css';

export default function GlobalError(props: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html lang="en-IN">
      <body className="font-sans">
        <UnexpectedError {...props} />
      </body>
    </html>
  );
}
