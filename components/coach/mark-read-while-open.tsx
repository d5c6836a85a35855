'use client';

import { markChatReadAction } from '@/lib/actions/coach-inbox';
import { useMarkReadWhenSeen } from '@/hooks/use-mark-read-when-seen';

/**
 * Marks the open chat read (a POST) while it has unread messages and the coach can see it: when
 * it opens, when the console redraws with a new message in it, and when the tab comes back into
 * view. The inbox's unread count follows.
 */
export function MarkReadWhileOpen({ chatId, unread }: { chatId: string; unread: number }) {
  useMarkReadWhenSeen(unread === 0 ? null : `${chatId}:${unread}`, () => markChatReadAction(null, { chatId }));
  return null;
}
