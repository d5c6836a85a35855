'use client';

import { markSupportReadAction } from '@/lib/actions/support';
import { useMarkReadWhenSeen } from '@/hooks/use-mark-read-when-seen';

/** Marks the coach's answers read once the customer has the chat on screen. */
export function MarkSupportRead({ chatId, unread }: { chatId: string; unread: number }) {
  useMarkReadWhenSeen(unread === 0 ? null : `${chatId}:${unread}`, () => markSupportReadAction(null, {}));
  return null;
}
