import type { Metadata } from 'next';
import { PlaceHeader } from '@/components/customer/place-header';
import { FoodCard } from '@/components/food/food-card';
import { OutboxProvider } from '@/components/offline/outbox-provider';
import { requireUser } from '@/lib/auth/session';
import { loadFoodPage } from '@/lib/db/dashboard';
import { sessionTag } from '@/lib/pwa/session-tag';

export const metadata: Metadata = { title: 'Food', robots: { index: false } };

export default async function FoodPage({ searchParams }: PageProps<'/food'>) {
  const query = await searchParams;
  const user = await requireUser('/food', query);
  const food = await loadFoodPage(user);
  return (
    <main id="main" className="mx-auto grid w-full max-w-3xl content-start gap-6 px-4 py-6 sm:py-10">
      <OutboxProvider owner={sessionTag(user.id)}>
        <PlaceHeader title="Food" description="What you ate today, meal by meal, against your target." />
        <FoodCard log={food.log} targets={food.targets} suggestedMeal={food.suggestedMeal} openSearch={query.log === 'search'} />
      </OutboxProvider>
    </main>
  );
}
