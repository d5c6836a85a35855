import type { Metadata } from 'next';
import { SessionCard } from '@/components/coach/session-card';
import { requireUser } from '@/lib/auth/session';
import { clockNow } from '@/lib/clock';
import { todaysSessions } from '@/lib/db/attendance';
import { formatDate } from '@/lib/domain/india-time';

export const metadata: Metadata = { title: 'Today', robots: { index: false } };

export default async function TodayPage({ searchParams }: PageProps<'/coach/sessions'>) {
  const user = await requireUser('/coach/sessions', await searchParams);
  const sessions = await todaysSessions(user);
  return (
    <main id="main" className="mx-auto grid w-full max-w-4xl content-start gap-6 px-4 py-6 sm:py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Today</h1>
        <p className="mt-1 text-muted-foreground">
          {formatDate(clockNow())} ·{' '}
          {sessions.length === 0
            ? 'no studio sessions'
            : `${sessions.length} studio ${sessions.length === 1 ? 'session' : 'sessions'}`}
        </p>
      </header>
      {sessions.length === 0 ? (
        <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">
          None of your batches meets today.
        </p>
      ) : (
        sessions.map((session) => <SessionCard key={session.batch.id} session={session} />)
      )}
    </main>
  );
}
