'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useInboxStream } from '@/hooks/use-support-stream';

const REFRESH_AT_MOST_EVERY_MS = 500;

/** Redraws the page when any chat or client moves (a message, a check-in), so it never needs a reload. */
export function InboxLive() {
  const router = useRouter();
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  useInboxStream(() => {
    // A burst of messages redraws once.
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = undefined;
      router.refresh();
    }, REFRESH_AT_MOST_EVERY_MS);
  });
  return null;
}
