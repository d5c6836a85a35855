import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { InboxLive } from '@/components/coach/inbox-live';
import { RosterFilterLinks, RosterList } from '@/components/coach/roster-list';
import { Pager } from '@/components/staff/pager';
import { SearchForm } from '@/components/staff/search-form';
import { requireUser } from '@/lib/auth/session';
import { loadRosterPage } from '@/lib/db/roster';

export const metadata: Metadata = { title: 'Clients', robots: { index: false } };

export default async function RosterPage({ searchParams }: PageProps<'/coach'>) {
  const query = await searchParams;
  // The inbox lived here before it had a page of its own: old links to a chat still open it.
  if (typeof query.chat === 'string') redirect(`/coach/inbox?chat=${encodeURIComponent(query.chat)}`);
  const user = await requireUser('/coach', query);
  const search = typeof query.q === 'string' ? query.q : '';
  const filter = query.show === 'ended' ? 'ended' : 'current';
  const { rows, total, needAttention, page, isAdmin } = await loadRosterPage(user, search, Number(query.page ?? 1), filter);
  const kept = { ...(search ? { q: search } : {}), ...(filter === 'ended' ? { show: 'ended' } : {}) };
  return (
    <main id="main" className="mx-auto grid w-full max-w-6xl content-start gap-6 px-4 py-6 sm:py-10">
      <InboxLive />
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Clients</h1>
        <p className="mt-1 text-muted-foreground">
          {filter === 'ended'
            ? `${total} whose plan ended or was refunded`
            : total === 0
              ? isAdmin
                ? 'Every coach’s clients in their programme.'
                : 'Your clients in their programme.'
              : `${total} in their programme · ${needAttention} need${needAttention === 1 ? 's' : ''} attention`}
        </p>
      </header>
      <RosterFilterLinks filter={filter} />
      {total > 0 && <SearchForm action="/coach" label="Search by name or phone" query={search} filter={filter} />}
      {total === 0 ? (
        <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">
          {filter === 'ended' ? 'No client’s plan has ended.' : 'No clients yet: they appear here after their first purchase.'}
        </p>
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground" role="status">
          No client matches “{search}”.
        </p>
      ) : (
        <>
          <RosterList rows={rows} showCoach={isAdmin} />
          <Pager path="/coach" query={kept} page={page} />
        </>
      )}
    </main>
  );
}
