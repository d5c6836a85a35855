import { sendCoachReplyAction } from '@/lib/actions/coach-inbox';
import { SupportChat } from '@/components/support/support-chat';
import type { InboxEntry, SupportMessage } from '@/lib/domain/support';
import { MarkReadWhileOpen } from './mark-read-while-open';

/** A chat as staff answer it, in the inbox or on the client's page: read once shown, live. */
export function CoachThread({ chat, messages }: { chat: InboxEntry; messages: SupportMessage[] }) {
  return (
    <>
      <MarkReadWhileOpen chatId={chat.chatId} unread={chat.unread} />
      <SupportChat
        key={chat.chatId}
        chatId={chat.chatId}
        status={chat.status}
        initialMessages={messages}
        viewer={{ role: 'coach', customerName: chat.customer }}
        send={sendCoachReplyAction}
      />
    </>
  );
}
