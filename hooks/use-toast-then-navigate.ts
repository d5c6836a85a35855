'use client';

import { useRouter } from 'next/navigation';
import { type MouseEvent, useCallback, useEffect, useRef } from 'react';
import { toast } from '@/components/ui/sonner';

export interface ToastMessage {
  title: string;
  description?: string;
}

/**
 * The spec's "toast, then go on after N ms" (sign-in, package, payment, profile), one way:
 * the timer is cleared when the page goes away, and a second call replaces the first. The
 * toast ("Redirecting...") belongs to the page it announces, so it stays while that page opens
 * and goes with the next route change; the previous page's toasts go at once.
 */
export function useToastThenNavigate() {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (message: ToastMessage, href: string, { delayMs = 0, replace = false }: { delayMs?: number; replace?: boolean } = {}) => {
      const { pathname } = new URL(href, window.location.href);
      toast.success(message.title, { description: message.description, pathname });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => (replace ? router.replace(href) : router.push(href)), delayMs);
    },
    [router],
  );
}

/** A click the browser should handle itself: a new tab or window, a download, not the main button. */
export function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
