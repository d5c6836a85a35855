'use client';

import { Toaster as Sonner, type ToasterProps } from 'sonner';

function Toaster(props: ToasterProps) {
  return (
    <Sonner
      className="toaster group"
      position="top-center"
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
