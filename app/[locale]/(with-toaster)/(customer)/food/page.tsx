import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PlaceHeader } from '@/components/customer/place-header';
import { FoodCard } from '@/components/food/food-card';
import { OutboxProvider } from '@/components/offline/outbox-provider';
import { requireUser } from '@/lib/auth/session';
import { loadFoodPage } from '@/lib/db/dashboard';
import { sessionTag } from '@/lib/pwa/session-tag';
import { ClientTexts } from '@/components/client-texts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('food.page');
  return { title: t('title'), robots: { index: false } };
}

export default async function FoodPage({ searchParams }: PageProps<'/[locale]/food'>) {
  const query = await searchParams;
  const user = await requireUser('/food', query);
  const food = await loadFoodPage(user);
  const t = await getTranslations('food.page');
  return (
    <ClientTexts areas={['food']}>
      <main id="main" className="mx-auto grid w-full max-w-3xl content-start gap-6 px-4 py-6 sm:py-10">
        <OutboxProvider owner={sessionTag(user.id)}>
          <PlaceHeader title={t('title')} description={t('description')} />
          <FoodCard
            log={food.log}
            targets={food.targets}
            suggestedMeal={food.suggestedMeal}
            openSearch={query.log === 'search'}
          />
        </OutboxProvider>
      </main>
    </ClientTexts>
  );
}
