import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { type ClientArea, clientMessages } from '@/lib/i18n/client-messages';

/**
 * The texts the client components below read: `common` and the areas named. A route file wraps what
 * it renders in one, naming the areas of its client components (tests/unit/client-texts.test.ts
 * walks each route's imports to hold it to them); a provider below another replaces its texts.
 */
export async function ClientTexts({ areas, children }: { areas: readonly ClientArea[]; children: React.ReactNode }) {
  return <NextIntlClientProvider messages={clientMessages(await getMessages(), areas)}>{children}</NextIntlClientProvider>;
}
