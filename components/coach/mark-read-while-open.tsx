'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { markChatReadAction } from '@/app/(with-toaster)/coach/actions';

/**
 * Marks the open chat read (a POST) while it has unread messages and the coach can see it: when
 * it opens, when the console redraws with a new message in it, and when the tab comes back into
 * view. The inbox's unread count follows.
 */
export function MarkReadWhileOpen({ chatId, unread }: { chatId: string; unread: number }) {
  const router = useRouter();
  useEffect(() => {
    if (unread === 0) return;
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
  }, [chatId, unread, router]);
  return null;
}
