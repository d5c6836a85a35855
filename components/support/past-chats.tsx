import { formatDate } from '@/lib/domain/india-time';
import { type SupportChat, type SupportMessage, TEAM_NAME } from '@/lib/domain/support';
import { MessageBubble } from './message-bubble';

/** Closed chats, newest first, each folded: the advice in them stays readable. */
export function PastChats({ chats }: { chats: { chat: SupportChat; messages: SupportMessage[] }[] }) {
  if (chats.length === 0) return null;
  return (
    <section aria-labelledby="past-chats-title" className="grid gap-3">
      <h2 id="past-chats-title" className="text-lg font-semibold">
        Earlier conversations
      </h2>
      {chats.map(({ chat, messages }) => (
        <details key={chat.id} className="rounded-lg border bg-card">
          <summary className="cursor-pointer p-3 text-sm font-medium">
            {chat.subject} · started {formatDate(new Date(chat.createdAt))} · closed
          </summary>
          <ol
            className="grid gap-3 border-t p-3"
            aria-label={`Messages of the chat started ${formatDate(new Date(chat.createdAt))}`}
          >
            {messages.map((message) => (
              <MessageBubble
                key={message.id}
                text={message.message}
                author={message.fromTeam ? (message.senderName ?? TEAM_NAME) : 'You'}
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
