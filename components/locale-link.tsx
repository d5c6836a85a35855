import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { localizedPath } from '@/lib/i18n/paths';

/** next/link in the reader's language: a public page's Hindi address is under /hi (lib/i18n/paths.ts). */
export default function Link({ href, ...props }: ComponentProps<typeof NextLink>) {
  const locale = useLocale();
  return <NextLink href={typeof href === 'string' ? localizedPath(href, locale) : href} {...props} />;
}
