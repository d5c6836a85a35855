import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BatchList } from '@/components/batches/batch-list';
import { PageHeader } from '@/components/page-header';
import { requireUser } from '@/lib/auth/session';
import { batchChoices } from '@/lib/db/bookings';

export const metadata: Metadata = { title: 'Choose your batch', robots: { index: false } };

export default async function BatchesPage({ searchParams }: PageProps<'/batches'>) {
  const user = await requireUser('/batches', await searchParams);
  const choices = await batchChoices(user);
  // Batches come with an in-person plan: an online one never sees them.
  if (!choices.eligible && !choices.booking) notFound();
  return (
    <main id="main" className="mx-auto grid w-full max-w-4xl content-start gap-6 px-4 py-6 sm:py-10">
      <PageHeader
        back="/dashboard"
        backLabel="Back to dashboard"
        title="Choose your batch"
        description="Pick the centre, days and time that suit you. Each batch runs 45 days and has a set number of seats."
      />
      <BatchList choices={choices} />
    </main>
  );
}
