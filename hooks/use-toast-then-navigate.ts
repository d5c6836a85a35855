'use client';

import { useRouter } from 'next/navigation';
import { type MouseEvent, useCallback } from 'react';
import { toast } from '@/components/ui/sonner';

export interface ToastMessage {
  title: string;
  description?: string;
}

/** The one navigation waiting for its toast, and the page it was announced on. */
let waiting: { timer: ReturnType<typeof setTimeout>; from: string } | undefined;

/**
 * The spec's "toast, then go on after N ms" (sign-in, package, payment, profile), one way: a
 * second call replaces the first, and the navigation happens only if the reader is still on the
 * page that announced it. Not tied to the component: a refresh of the same page (Next refreshes
 * it when an action's answer renews the session cookie) remounts the form, and the customer must
 * still go on to what was announced. The toast ("Redirecting...") belongs to the page it
 * announces, so it stays while that page opens and goes with the next route change; the previous
 * page's toasts go at once.
 */
export function useToastThenNavigate() {
  const router = useRouter();
  return useCallback(
    (message: ToastMessage, href: string, { delayMs = 0, replace = false }: { delayMs?: number; replace?: boolean } = {}) => {
      const { pathname } = new URL(href, window.location.href);
      toast.success(message.title, { description: message.description, pathname });
      if (waiting) clearTimeout(waiting.timer);
      const from = window.location.pathname;
      const timer = setTimeout(() => {
        waiting = undefined;
        // Left for another page meanwhile (Back, a link): that page stays.
        if (window.location.pathname !== from) return;
        if (replace) router.replace(href);
        else router.push(href);
      }, delayMs);
      waiting = { timer, from };
    },
    [router],
  );
}

/** A click the browser should handle itself: a new tab or window, a download, not the main button. */
export function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
