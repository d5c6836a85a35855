'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { type ExternalToast, toast, Toaster, type ToasterProps } from 'sonner';

type Position = NonNullable<ToasterProps['position']>;

// How far up from the bottom a stack of toasts reaches on a phone (a title, a description, the gap).
const TOAST_BAND_PX = 160;
let position: Position = 'bottom-center';
const listeners = new Set<() => void>();

/**
 * At the bottom a toast never covers a page's heading or its Back link; it goes to the top when a
 * primary button (the page's main action) is showing where it would land.
 */
function placeToasts(): void {
  const band = window.innerHeight - TOAST_BAND_PX;
  const primaryInBand = [...document.querySelectorAll('main [data-slot="button"][data-variant="default"]')].some((button) => {
    const { top, bottom, height } = button.getBoundingClientRect();
    return height > 0 && bottom > band && top < window.innerHeight;
  });
  const next: Position = primaryInBand ? 'top-center' : 'bottom-center';
  if (next === position) return;
  position = next;
  for (const listener of listeners) listener();
}

/** Loaded by ./sonner.tsx with the first toast: places the toasts, then raises this one. */
export function raise(kind: 'success' | 'error' | 'message', title: string, options: ExternalToast): void {
  placeToasts();
  toast[kind](title, options);
}

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
  const placed = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => position,
    () => position,
  );
  return (
    <Toaster
      className="toaster group"
      position={placed}
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
