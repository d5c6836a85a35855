import type { Metadata } from 'next';
import { PlaceHeader } from '@/components/customer/place-header';
import { SwapList } from '@/components/diet/swap-list';
import { BackLink } from '@/components/page-header';
import { requireUser } from '@/lib/auth/session';
import { clockNow } from '@/lib/clock';
import { swapsOfOption } from '@/lib/db/diet-charts';
import { istDay } from '@/lib/domain/india-time';

export const metadata: Metadata = { title: 'Swap a meal', robots: { index: false } };

/** /plan/swap?slot=…&option=…: what may be eaten in place of an option of today's chart. */
export default async function SwapPage({ searchParams }: PageProps<'/plan/swap'>) {
  const query = await searchParams;
  const user = await requireUser('/plan/swap', query);
  const [slot, option] = [query.slot, query.option].map((value) => (typeof value === 'string' ? value : ''));
  const swaps = await swapsOfOption(user, slot!, option!, istDay(clockNow()));
  return (
    <main id="main" className="mx-auto grid w-full max-w-3xl content-start gap-6 px-4 py-6 sm:py-10">
      <BackLink href="/plan#meals" label="Plan" />
      {swaps ? (
        <SwapList swaps={swaps} />
      ) : (
        <PlaceHeader
          title="Swap a meal"
          description="That meal is not on today's chart any more: go back to your plan to see the chart as it is now."
        />
      )}
    </main>
  );
}
