'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useRef } from 'react';

/** How long typing rests before the list follows it. */
const SETTLE_MS = 300;

/**
 * A builder's search (exercises, foods) is a GET form, so it works without JavaScript; with it,
 * the page's URL follows the form 300 ms after the typing rests, scrolled to `anchor`.
 */
export function useSearchFollowsTyping(anchor: string) {
  const router = useRouter();
  const pathname = usePathname();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  return (form: HTMLFormElement) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const params = new URLSearchParams();
      for (const [name, value] of new FormData(form)) if (value !== '') params.set(name, String(value));
      router.replace(`${pathname}?${params}#${anchor}`, { scroll: false });
    }, SETTLE_MS);
  };
}
