'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** Re-renders the page every few seconds while it shows a payment in progress; without JavaScript, reloads it. */
export function RefreshWhilePending({ seconds }: { seconds: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), seconds * 1000);
    return () => clearInterval(timer);
  }, [router, seconds]);
  // Markup inside <noscript> is only parsed when scripts are off, so this never reloads a page that refreshes itself.
  return <noscript dangerouslySetInnerHTML={{ __html: `<meta http-equiv="refresh" content="${seconds}">` }} />;
}
