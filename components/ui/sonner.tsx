'use client';

import { useEffect, useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('./sonner-toaster');

// Sonner loads with the first toast rather than with every page: most visits raise none, and
// it would be 10 kB gzip on each. A toast raised before its Toaster mounts still shows (Sonner
// replays active toasts to a late subscriber).
let loaded: Sonner | null = null;
let loading: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  loading ??= import('./sonner-toaster').then(
    (sonner) => {
      loaded = sonner;
      for (const listener of listeners) listener();
      return sonner;
    },
    (error: unknown) => {
      // Offline for a moment: the next toast tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let count = 0;

interface ToastOptions extends Omit<ExternalToast, 'id'> {
  /** The page the toast belongs to: by default the current one; a "Redirecting..." toast names where it goes. */
  pathname?: string;
}

// A toast's id names its page, so the Toaster can dismiss the toasts of the previous page when
// the route changes and keep those the new page raises as it opens. Taken when the toast is
// raised, before Sonner has loaded, so a navigation meanwhile does not move it to the next page.
const scoped = ({ pathname = window.location.pathname, ...options }: ToastOptions = {}): ExternalToast => ({
  ...options,
  id: `${pathname}#${++count}`,
});

const show =
  (kind: 'success' | 'error' | 'message') =>
  (title: string, options?: ToastOptions): void => {
    const toast = scoped(options);
    loadSonner().then(
      (sonner) => sonner.raise(kind, title, toast),
      (error: unknown) => console.error('Could not show a toast', title, error),
    );
  };

/** Sonner's toast, scoped to a page. The only toast the app uses. */
export const toast = { success: show('success'), error: show('error'), message: show('message') };

/** Renders nothing until Sonner has loaded: with the first toast, or the visitor's first touch or key. */
function Toaster() {
  // Most toasts answer an action; loading on the first touch or key press, while the action is
  // still on its way, means its toast does not wait for Sonner too.
  useEffect(() => {
    const load = () => void loadSonner().catch(() => undefined);
    const options = { capture: true, passive: true };
    window.addEventListener('pointerdown', load, options);
    window.addEventListener('keydown', load, options);
    return () => {
      window.removeEventListener('pointerdown', load, options);
      window.removeEventListener('keydown', load, options);
    };
  }, []);
  const sonner = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
  return sonner ? <sonner.ScopedToaster /> : null;
}

export { Toaster };
