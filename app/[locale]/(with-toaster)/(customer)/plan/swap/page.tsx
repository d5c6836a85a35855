import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { PlaceHeader } from '@/components/customer/place-header';
import { swapsIn } from '@/components/diet/food-names';
import { SwapList } from '@/components/diet/swap-list';
import { BackLink } from '@/components/page-header';
import { requireUser } from '@/lib/auth/session';
import { clockNow } from '@/lib/clock';
import { swapsOfOption } from '@/lib/db/diet-charts';
import { istDay } from '@/lib/domain/india-time';
import { ClientTexts } from '@/components/client-texts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('plan.swap');
  return { title: t('title'), robots: { index: false } };
}

/** /plan/swap?slot=…&option=…: what may be eaten in place of an option of today's chart. */
export default async function SwapPage({ searchParams }: PageProps<'/[locale]/plan/swap'>) {
  const query = await searchParams;
  const user = await requireUser('/plan/swap', query);
  const [slot, option] = [query.slot, query.option].map((value) => (typeof value === 'string' ? value : ''));
  const swaps = await swapsOfOption(user, slot!, option!, istDay(clockNow()));
  const [t, locale] = await Promise.all([getTranslations('plan'), getLocale()]);
  return (
    <ClientTexts areas={['plan']}>
      <main id="main" className="mx-auto grid w-full max-w-3xl content-start gap-6 px-4 py-6 sm:py-10">
        <BackLink href="/plan#meals" label={t('page.title')} />
        {swaps ? (
          <SwapList swaps={swapsIn(swaps, locale)} />
        ) : (
          <PlaceHeader title={t('swap.title')} description={t('swap.gone')} />
        )}
      </main>
    </ClientTexts>
  );
}
