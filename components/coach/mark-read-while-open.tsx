'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { markChatReadAction } from '@/app/(with-toaster)/coach/actions';

/**
 * Marks the open chat read (a POST) while the coach can see it: when it opens, when a new message
 * arrives in it, and when the tab comes back into view. The inbox's unread count follows.
 */
export function MarkReadWhileOpen({ chatId, lastMessageId }: { chatId: string; lastMessageId: string | undefined }) {
  const router = useRouter();
  useEffect(() => {
    let cancelled = false;
    const markIfSeen = async () => {
      if (document.visibilityState !== 'visible') return;
      document.removeEventListener('visibilitychange', markIfSeen);
      const result = await markChatReadAction(null, { chatId });
      if (!cancelled && result.status === 'ok') router.refresh();
    };
    document.addEventListener('visibilitychange', markIfSeen);
    void markIfSeen();
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', markIfSeen);
    };
  }, [chatId, lastMessageId, router]);
  return null;
}
