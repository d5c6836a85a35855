import type { Metadata, Viewport } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import Link from '@/components/locale-link';
import { PageHeader } from '@/components/page-header';
import { TurnOffReminder } from '@/components/reminders/turn-off-reminder';
import { ChatDetails, UrgentContact, YourCoach } from '@/components/support/chat-details';
import { MarkSupportRead } from '@/components/support/mark-support-read';
import { PastChats } from '@/components/support/past-chats';
import { SupportChat } from '@/components/support/support-chat';
import { Button } from '@/components/ui/button';
import { YourCallCard } from '@/components/video-calls/your-call-card';
import { requireUser } from '@/lib/auth/session';
import { clockNow } from '@/lib/clock';
import { customerCalls } from '@/lib/db/video-calls';
import { supportContact } from '@/lib/contact';
import { loadSupportConversation } from '@/lib/db/support';
import { SUPPORT_MESSAGES } from '@/lib/domain/support';
import { markSupportReadAction, sendSupportMessageAction } from '@/lib/actions/support';
import { domainTextIn } from '@/lib/i18n/domain-texts';
import { ClientTexts } from '@/components/client-texts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('support.page');
  return { title: t('title'), robots: { index: false } };
}

// The phone's keyboard shrinks the page rather than covering it, so the message box stays in view.
export const viewport: Viewport = { interactiveWidget: 'resizes-content' };

export default async function SupportPage({ searchParams }: PageProps<'/[locale]/support'>) {
  const user = await requireUser('/support');
  const { reminder } = await searchParams;
  const t = await getTranslations('support.page');
  const said = domainTextIn(await getLocale());
  const [conversation, calls] = await Promise.all([
    loadSupportConversation(user).catch((error: unknown) => {
      console.error('support chat failed to open', error);
      return null;
    }),
    customerCalls(user, clockNow()),
  ]);
  return (
    <ClientTexts areas={['account', 'builders', 'support']}>
      <main id="main" className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:py-10">
        <PageHeader back="/dashboard" backLabel={t('dashboard')} title={t('title')} description={t('description')} />
        <div className="grid items-start gap-6 lg:grid-cols-[1fr_18rem]">
          <div className="grid gap-4">
            {(reminder === 'chat-reply' || reminder === 'video-call') && <TurnOffReminder kind={reminder} />}
            {/* Above the chat, so a phone shows the week's call first. */}
            <YourCallCard calls={calls} coachName={calls.coachName} />
            {conversation ? (
              <>
                <ChatDetails {...conversation.chat} />
                <MarkSupportRead chatId={conversation.chat.id} unread={conversation.unread} />
                <SupportChat
                  chatId={conversation.chat.id}
                  status={conversation.chat.status}
                  initialMessages={conversation.messages}
                  viewer={{ role: 'customer' }}
                  send={sendSupportMessageAction}
                  markRead={markSupportReadAction}
                />
                <PastChats chats={conversation.past} />
              </>
            ) : (
              <div role="alert" className="grid gap-4 rounded-xl border border-destructive/40 bg-card p-6 text-center">
                <p className="text-destructive">{said(SUPPORT_MESSAGES.initFailed)}</p>
                <Button asChild variant="outline" className="mx-auto w-fit">
                  <Link href="/support">{t('tryAgain')}</Link>
                </Button>
              </div>
            )}
          </div>
          <div className="grid gap-4">
            {conversation?.coach && <YourCoach coach={conversation.coach} />}
            <UrgentContact contact={supportContact()} />
          </div>
        </div>
      </main>
    </ClientTexts>
  );
}
