'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { ActionResult } from '@/lib/actions/result';

/**
 * Runs `mark` (a POST that marks something read) once the page is visible, now or when the tab
 * comes back into view, and redraws the page after it. `key` names what is unread: a new key
 * marks again; null marks nothing.
 */
export function useMarkReadWhenSeen(key: string | null, mark: () => Promise<ActionResult>): void {
  const router = useRouter();
  const latest = useRef(mark);
  useEffect(() => {
    latest.current = mark;
  });
  useEffect(() => {
    if (key === null) return;
    let cancelled = false;
    const markIfSeen = async () => {
      if (document.visibilityState !== 'visible') return;
      document.removeEventListener('visibilitychange', markIfSeen);
      const result = await latest.current();
      if (!cancelled && result.status === 'ok') router.refresh();
    };
    document.addEventListener('visibilitychange', markIfSeen);
    void markIfSeen();
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', markIfSeen);
    };
  }, [key, router]);
}
