import type { Metadata } from 'next';
import Link from '@/components/locale-link';
import { AddCoachForm } from '@/components/admin/add-coach-form';
import { ClientList } from '@/components/admin/client-list';
import { CoachList } from '@/components/admin/coach-list';
import { RefundQueue } from '@/components/admin/refund-queue';
import { SearchForm } from '@/components/staff/search-form';
import { SectionCard } from '@/components/section-card';
import { requireUser } from '@/lib/auth/session';
import { clockNow } from '@/lib/clock';
import { loadAdminPage } from '@/lib/db/admin';
import { istDay } from '@/lib/domain/india-time';

export const metadata: Metadata = { title: 'Admin', robots: { index: false } };

export default async function AdminPage({ searchParams }: PageProps<'/[locale]/admin'>) {
  const query = await searchParams;
  const user = await requireUser('/admin', query);
  const search = typeof query.q === 'string' ? query.q.trim() : '';
  const { refunds, coaches, clients } = await loadAdminPage(user, search);
  return (
    <main id="main" className="mx-auto grid w-full max-w-6xl content-start gap-6 px-4 py-6 sm:py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Admin</h1>
        <p className="mt-1 text-muted-foreground">
          Refund requests, the coaches, and who coaches whom.{' '}
          <Link href="/admin/batches" className="font-medium text-primary underline-offset-4 hover:underline">
            Centres and batches
          </Link>
        </p>
      </header>
      <SectionCard title="Refund requests" contentClassName="grid gap-4">
        {refunds.length === 0 ? (
          <p className="text-sm text-muted-foreground">No refund requests yet.</p>
        ) : (
          <RefundQueue items={refunds} today={istDay(clockNow())} />
        )}
      </SectionCard>
      <SectionCard title="Coaches" contentClassName="grid gap-6">
        <CoachList coaches={coaches} />
        <section aria-labelledby="add-coach-title" className="grid gap-3 border-t pt-4">
          <h3 id="add-coach-title" className="font-semibold">
            Add coach
          </h3>
          <p className="text-sm text-muted-foreground">They become active when they first sign in with that number.</p>
          <AddCoachForm />
        </section>
      </SectionCard>
      <SectionCard title="Clients" contentClassName="grid gap-4">
        <SearchForm action="/admin" label="Search clients by name or phone" query={search} />
        {clients.length === 0 ? (
          <p className="text-sm text-muted-foreground" role="status">
            {search ? `No client matches “${search}”.` : 'No clients yet: customers appear here after their first purchase.'}
          </p>
        ) : (
          <ClientList clients={clients} coaches={coaches} />
        )}
      </SectionCard>
    </main>
  );
}
