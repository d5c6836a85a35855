import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { InboxLive } from '@/components/coach/inbox-live';
import { RosterFilterLinks, RosterList } from '@/components/coach/roster-list';
import { Pager } from '@/components/staff/pager';
import { SearchForm } from '@/components/staff/search-form';
import { requireUser } from '@/lib/auth/session';
import { loadRosterPage } from '@/lib/db/roster';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('coach.roster');
  return { title: t('title'), robots: { index: false } };
}

export default async function RosterPage({ searchParams }: PageProps<'/[locale]/coach'>) {
  const query = await searchParams;
  // The inbox lived here before it had a page of its own: old links to a chat still open it.
  if (typeof query.chat === 'string') redirect(`/coach/inbox?chat=${encodeURIComponent(query.chat)}`);
  const user = await requireUser('/coach', query);
  const search = typeof query.q === 'string' ? query.q : '';
  const filter = query.show === 'ended' ? 'ended' : 'current';
  const { rows, total, needAttention, page, isAdmin } = await loadRosterPage(
    user,
    search,
    Number(query.page ?? 1),
    filter,
    await getLocale(),
  );
  const t = await getTranslations('coach.roster');
  const kept = { ...(search ? { q: search } : {}), ...(filter === 'ended' ? { show: 'ended' } : {}) };
  return (
    <main id="main" className="mx-auto grid w-full max-w-6xl content-start gap-6 px-4 py-6 sm:py-10">
      <InboxLive />
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-1 text-muted-foreground">
          {filter === 'ended'
            ? t('ended', { total })
            : total === 0
              ? isAdmin
                ? t('everyCoach')
                : t('yours')
              : t('summary', { total, needAttention })}
        </p>
      </header>
      <RosterFilterLinks filter={filter} />
      {total > 0 && <SearchForm action="/coach" label={t('search')} query={search} filter={filter} />}
      {total === 0 ? (
        <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">
          {filter === 'ended' ? t('noneEnded') : t('noneYet')}
        </p>
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground" role="status">
          {t('noMatch', { search })}
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
