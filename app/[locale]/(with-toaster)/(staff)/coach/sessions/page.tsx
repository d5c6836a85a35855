import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { SessionCard } from '@/components/coach/session-card';
import { requireUser } from '@/lib/auth/session';
import { clockNow } from '@/lib/clock';
import { todaysSessions } from '@/lib/db/attendance';
import { formatDate } from '@/lib/domain/india-time';
import { ClientTexts } from '@/components/client-texts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('coach.sessions');
  return { title: t('title'), robots: { index: false } };
}

export default async function TodayPage({ searchParams }: PageProps<'/[locale]/coach/sessions'>) {
  const user = await requireUser('/coach/sessions', await searchParams);
  const sessions = await todaysSessions(user);
  const [t, locale] = await Promise.all([getTranslations('coach.sessions'), getLocale()]);
  return (
    <ClientTexts areas={['coach']}>
      <main id="main" className="mx-auto grid w-full max-w-4xl content-start gap-6 px-4 py-6 sm:py-10">
        <header>
          <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
          <p className="mt-1 text-muted-foreground">
            {formatDate(clockNow(), locale)} · {sessions.length === 0 ? t('none') : t('count', { count: sessions.length })}
          </p>
        </header>
        {sessions.length === 0 ? (
          <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">{t('noBatch')}</p>
        ) : (
          sessions.map((session) => <SessionCard key={session.batch.id} session={session} />)
        )}
      </main>
    </ClientTexts>
  );
}
