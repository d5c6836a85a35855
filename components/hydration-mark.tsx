'use client';

import { useEffect } from 'react';

/**
 * Marks the page as interactive once React has hydrated it (`data-hydrated` on <html>): what the
 * browser tests wait for before they type, instead of reading React's private keys.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
