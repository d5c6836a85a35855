'use client';

import { markSupportRead } from '@/app/(with-toaster)/support/actions';
import { useMarkReadWhenSeen } from '@/hooks/use-mark-read-when-seen';

/** Marks the coach's answers read once the customer has the chat on screen. */
export function MarkSupportRead({ chatId, unread }: { chatId: string; unread: number }) {
  useMarkReadWhenSeen(unread === 0 ? null : `${chatId}:${unread}`, () => markSupportRead(null, {}));
  return null;
}
