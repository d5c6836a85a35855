'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { toast, Toaster } from 'sonner';

// Loaded by ./sonner.tsx with the first toast.
export { toast };

function useDismissOnRouteChange() {
  const pathname = usePathname();
  // Only on a change: the Toaster may mount (with the first toast) just before a "Redirecting..."
  // toast's navigation, and must not dismiss it for naming the next page.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    for (const shown of toast.getToasts()) {
      if (!String(shown.id).startsWith(`${pathname}#`)) toast.dismiss(shown.id);
    }
  }, [pathname]);
}

/** Sonner's Toaster in the app's colours, dismissing the previous page's toasts on a route change. */
export function ScopedToaster() {
  useDismissOnRouteChange();
  return (
    <Toaster
      className="toaster group"
      // At the bottom, a toast never covers a page's heading or its Back link.
      position="bottom-center"
      richColors
      closeButton
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          // Rich colours darkened to keep toast text above 4.5:1 contrast.
          '--success-bg': 'oklch(0.97 0.03 150)',
          '--success-border': 'oklch(0.85 0.07 150)',
          '--success-text': 'oklch(0.36 0.1 155)',
          '--error-bg': 'oklch(0.97 0.02 25)',
          '--error-border': 'oklch(0.86 0.06 25)',
          '--error-text': 'oklch(0.45 0.18 27)',
        } as React.CSSProperties
      }
    />
  );
}
