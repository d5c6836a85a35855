import { useLocale, useTranslations } from 'next-intl';
import { formatDate } from '@/lib/domain/india-time';
import { type SupportChat, type SupportMessage, TEAM_NAME } from '@/lib/domain/support';
import { useDomainText } from '@/lib/i18n/use-domain-text';
import { MessageBubble } from './message-bubble';

/** Closed chats, newest first, each folded: the advice in them stays readable. */
export function PastChats({ chats }: { chats: { chat: SupportChat; messages: SupportMessage[] }[] }) {
  const t = useTranslations('support.past');
  const locale = useLocale();
  const said = useDomainText();
  if (chats.length === 0) return null;
  return (
    <section aria-labelledby="past-chats-title" className="grid gap-3">
      <h2 id="past-chats-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      {chats.map(({ chat, messages }) => (
        <details key={chat.id} className="rounded-lg border bg-card">
          <summary className="cursor-pointer p-3 text-sm font-medium">
            {t('summary', { subject: chat.subject, date: formatDate(new Date(chat.createdAt), locale) })}
          </summary>
          <ol
            className="grid gap-3 border-t p-3"
            aria-label={t('messages', { date: formatDate(new Date(chat.createdAt), locale) })}
          >
            {messages.map((message) => (
              <MessageBubble
                key={message.id}
                text={message.message}
                author={message.fromTeam ? (message.senderName ?? said(TEAM_NAME)) : t('you')}
                at={message.createdAt}
                mine={!message.fromTeam}
              />
            ))}
          </ol>
        </details>
      ))}
    </section>
  );
}
