import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import Link from '@/components/locale-link';
import { forbidden } from 'next/navigation';
import { CloseChatButton } from '@/components/coach/close-chat-button';
import { InboxList } from '@/components/coach/inbox-list';
import { InboxLive } from '@/components/coach/inbox-live';
import { CoachThread } from '@/components/coach/coach-thread';
import { ArrowLeft, Icon } from '@/components/icons';
import { requireUser } from '@/lib/auth/session';
import { loadCoachConsole } from '@/lib/db/support';
import * as z from '@/lib/domain/validation';
import { domainTextIn } from '@/lib/i18n/domain-texts';
import { cn } from '@/lib/utils';
import { ClientTexts } from '@/components/client-texts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('coach.inbox');
  return { title: t('title'), robots: { index: false } };
}

export default async function InboxPage({ searchParams }: PageProps<'/[locale]/coach/inbox'>) {
  const query = await searchParams;
  const user = await requireUser('/coach/inbox', query);
  const chatId = z.uuid().safeParse(query.chat);
  const coachConsole = await loadCoachConsole(user, chatId.success ? chatId.data : undefined);
  if (!coachConsole) forbidden();
  const { inbox, opened } = coachConsole;
  const [t, status, said] = await Promise.all([
    getTranslations('coach.inbox'),
    getTranslations('coach.chatStatus'),
    getLocale().then(domainTextIn),
  ]);
  return (
    <ClientTexts areas={['coach', 'support']}>
      <main id="main" className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:py-10">
        <InboxLive />
        <header>
          <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('lead')}</p>
        </header>
        <div className="grid items-start gap-6 lg:grid-cols-[20rem_1fr]">
          {/* On a phone the open chat takes the screen; the inbox is one tap back. */}
          <section aria-labelledby="inbox-title" className={cn('grid min-w-0 gap-3', opened && 'hidden lg:grid')}>
            <h2 id="inbox-title" className="text-lg font-semibold">
              {t('openChats')}
            </h2>
            <InboxList entries={inbox} openedId={opened?.chat.chatId} />
          </section>
          {opened ? (
            <section aria-labelledby="thread-title" className="grid min-w-0 gap-4">
              <Link href="/coach/inbox" className="flex w-fit items-center gap-2 text-sm text-primary lg:hidden">
                <Icon icon={ArrowLeft} className="size-4" />
                {t('back')}
              </Link>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div>
                  <h2 id="thread-title" className="text-lg font-semibold">
                    {opened.chat.customer}
                  </h2>
                  <p className="text-sm text-muted-foreground">
                    {said(opened.chat.subject)} · {opened.chat.status === 'open' ? status('open') : status('closed')}
                    {opened.chat.clientId && (
                      <>
                        {' · '}
                        <Link
                          href={`/coach/clients/${opened.chat.clientId}`}
                          className="text-primary underline underline-offset-4"
                        >
                          {t('clientPage')}
                        </Link>
                      </>
                    )}
                  </p>
                </div>
                {opened.chat.status === 'open' && <CloseChatButton chatId={opened.chat.chatId} />}
              </div>
              <CoachThread chat={opened.chat} messages={opened.messages} />
            </section>
          ) : (
            <p className="hidden rounded-lg border border-dashed p-10 text-center text-muted-foreground lg:block">
              {t('choose')}
            </p>
          )}
        </div>
      </main>
    </ClientTexts>
  );
}
