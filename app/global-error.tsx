'use client';

import { NextIntlClientProvider } from 'next-intl';
import { LazyUnexpectedError } from '@/components/errors/lazy-unexpected-error';
import common from '@/messages/en/common.json';
import './globals.css';

/** The root layout itself failed, so its language is not known here: the screen is in English. */
const messages = { common: { unexpected: common.unexpected } };

export default function GlobalError(props: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html lang="en-IN">
      <body className="font-sans">
        <NextIntlClientProvider locale="en" messages={messages}>
          <LazyUnexpectedError {...props} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
