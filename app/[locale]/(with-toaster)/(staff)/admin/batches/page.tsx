import type { Metadata } from 'next';
import { AdminBatchList } from '@/components/admin/admin-batch-list';
import { BatchForm } from '@/components/admin/batch-form';
import { CentreForm } from '@/components/admin/centre-form';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { requireUser } from '@/lib/auth/session';
import { loadStudioAdmin } from '@/lib/db/batches';

export const metadata: Metadata = { title: 'Centres and batches', robots: { index: false } };

export default async function AdminBatchesPage({ searchParams }: PageProps<'/[locale]/admin/batches'>) {
  const user = await requireUser('/admin/batches', await searchParams);
  const { centres, batches, coaches } = await loadStudioAdmin(user);
  return (
    <main id="main" className="mx-auto grid w-full max-w-6xl content-start gap-6 px-4 py-6 sm:py-10">
      <PageHeader
        back="/admin"
        backLabel="Back to admin"
        title="Centres and batches"
        description="Where and when the studio classes run, their seats, and holidays."
      />
      <SectionCard title="Batches" contentClassName="grid gap-6">
        {batches.length === 0 ? (
          <p className="text-sm text-muted-foreground">No batches are running. Add one below.</p>
        ) : (
          <AdminBatchList batches={batches} centres={centres} coaches={coaches} />
        )}
        <section aria-labelledby="add-batch-title" className="grid gap-3 border-t pt-4">
          <h3 id="add-batch-title" className="font-semibold">
            Add batch
          </h3>
          {centres.length === 0 ? (
            <p className="text-sm text-muted-foreground">Add a centre first.</p>
          ) : (
            <BatchForm centres={centres} coaches={coaches} />
          )}
        </section>
      </SectionCard>
      <SectionCard title="Centres" contentClassName="grid gap-6">
        {centres.length > 0 && (
          <ul className="grid gap-2 text-sm">
            {centres.map((centre) => (
              <li key={centre.id}>
                <span className="font-medium">{centre.name}</span>, {centre.address}, {centre.city}
              </li>
            ))}
          </ul>
        )}
        <section aria-labelledby="add-centre-title" className="grid gap-3 border-t pt-4">
          <h3 id="add-centre-title" className="font-semibold">
            Add centre
          </h3>
          <CentreForm />
        </section>
      </SectionCard>
    </main>
  );
}
