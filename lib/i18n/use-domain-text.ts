import { useMessages } from 'next-intl';
import { type DomainText, domainTextFrom } from './domain-text';

/**
 * A text from lib/ in the reader's language (lib/i18n/domain-text.ts), in server and client
 * components: read from the render's messages, which in the browser carry only the page's areas
 * (components/client-texts.tsx) rather than every catalogue bundled into the JavaScript.
 */
export function useDomainText(): DomainText {
  return domainTextFrom(useMessages().domain ?? {});
}
