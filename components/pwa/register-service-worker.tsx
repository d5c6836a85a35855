'use client';

import { useEffect } from 'react';
import { SERVICE_WORKER_URL } from '@/lib/pwa/constants';

/**
 * Installs the service worker (lib/pwa/sw.ts) for the signed-in pages, once the page has
 * loaded: a visitor from search never downloads what only an installed app uses.
 */
export function RegisterServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const register = () => {
      navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
        console.warn('The service worker was not installed', error);
      });
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);
  return null;
}
