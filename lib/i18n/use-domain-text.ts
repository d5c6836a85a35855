import { useLocale } from 'next-intl';
import type { DomainText } from './domain-text';
import { domainTextIn } from './domain-texts';

/** A text from lib/ in the reader's language (lib/i18n/domain-text.ts), in server and client components. */
export function useDomainText(): DomainText {
  return domainTextIn(useLocale());
}
