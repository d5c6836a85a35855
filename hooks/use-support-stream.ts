'use client';

import { useEffect, useEffectEvent, useRef } from 'react';
import type { ChatStatus, SupportMessage } from '@/lib/domain/support';

/**
 * Follows a chat live over Server-Sent Events. The browser reconnects by itself and sends the
 * last message id it saw (Last-Event-ID), so the server sends only what was missed; `after`
 * is where the page's own list ends.
 */
export function useSupportStream(
  chatId: string,
  after: string | undefined,
  handlers: { onMessage: (message: SupportMessage) => void; onStatus?: (status: ChatStatus) => void },
) {
  const onMessage = useEffectEvent((event: MessageEvent<string>) => handlers.onMessage(JSON.parse(event.data)));
  const onStatus = useEffectEvent((event: MessageEvent<string>) => handlers.onStatus?.(JSON.parse(event.data)));
  // Where the page's list ended when it was drawn; later messages must not reopen the stream.
  const startAfter = useRef(after);

  useEffect(() => {
    const query = new URLSearchParams({ chat: chatId });
    if (startAfter.current) query.set('after', startAfter.current);
    const source = new EventSource(`/api/support/stream?${query}`);
    source.addEventListener('message', onMessage);
    source.addEventListener('status', onStatus);
    return () => source.close();
  }, [chatId]);
}

/** Calls `onActivity` with the chat id whenever any chat moves (a coach's inbox). */
export function useInboxStream(onActivity: (chatId: string) => void) {
  const handle = useEffectEvent((event: MessageEvent<string>) => onActivity(JSON.parse(event.data)));
  useEffect(() => {
    const source = new EventSource('/api/support/stream?inbox=1');
    source.addEventListener('activity', handle);
    return () => source.close();
  }, []);
}
