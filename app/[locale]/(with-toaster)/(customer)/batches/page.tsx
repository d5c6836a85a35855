import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { BatchList } from '@/components/batches/batch-list';
import { PageHeader } from '@/components/page-header';
import { requireUser } from '@/lib/auth/session';
import { batchChoices } from '@/lib/db/bookings';
import { ClientTexts } from '@/components/client-texts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('batches.page');
  return { title: t('title'), robots: { index: false } };
}

export default async function BatchesPage({ searchParams }: PageProps<'/[locale]/batches'>) {
  const user = await requireUser('/batches', await searchParams);
  const choices = await batchChoices(user);
  // Batches come with an in-person plan: an online one never sees them.
  if (!choices.eligible && !choices.booking) notFound();
  const t = await getTranslations('batches.page');
  return (
    <ClientTexts areas={['batches']}>
      <main id="main" className="mx-auto grid w-full max-w-4xl content-start gap-6 px-4 py-6 sm:py-10">
        <PageHeader back="/dashboard" backLabel={t('back')} title={t('title')} description={t('description')} />
        <BatchList choices={choices} />
      </main>
    </ClientTexts>
  );
}
