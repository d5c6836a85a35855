'use client';

import { NextIntlClientProvider } from 'next-intl';
import common from '@/messages/en/common.json';
import { UnexpectedError } from './unexpected-error';

const messages = { common: { unexpected: common.unexpected } };

/** The root layout itself failed, so its language is not known here: the screen in English. */
export default function EnglishUnexpectedError(props: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <NextIntlClientProvider locale="en" messages={messages}>
      <UnexpectedError {...props} />
    </NextIntlClientProvider>
  );
}
