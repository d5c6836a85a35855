'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in the server render and before hydration, true once the page's scripts run. */
export function useJsEnabled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
