'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { type ExternalToast, toast as sonner, Toaster as Sonner, type ToasterProps } from 'sonner';

let count = 0;

interface ToastOptions extends Omit<ExternalToast, 'id'> {
  /** The page the toast belongs to: by default the current one; a "Redirecting..." toast names where it goes. */
  pathname?: string;
}

// A toast's id names its page, so the Toaster can dismiss the toasts of the previous page when
// the route changes and keep those the new page raises as it opens.
const scoped = ({ pathname = window.location.pathname, ...options }: ToastOptions = {}): ExternalToast => ({
  ...options,
  id: `${pathname}#${++count}`,
});

/** Sonner's toast, scoped to a page. The only toast the app uses. */
export const toast = {
  success: (title: string, options?: ToastOptions) => sonner.success(title, scoped(options)),
  error: (title: string, options?: ToastOptions) => sonner.error(title, scoped(options)),
  message: (title: string, options?: ToastOptions) => sonner.message(title, scoped(options)),
};

function useDismissOnRouteChange() {
  const pathname = usePathname();
  useEffect(() => {
    for (const shown of sonner.getToasts()) {
      if (!String(shown.id).startsWith(`${pathname}#`)) sonner.dismiss(shown.id);
    }
  }, [pathname]);
}

function Toaster(props: ToasterProps) {
  useDismissOnRouteChange();
  return (
    <Sonner
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
      {...props}
    />
  );
}

export { Toaster };
