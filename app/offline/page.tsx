import type { Metadata } from 'next';
import { Icon, WifiOff } from '@/components/icons';
import { OfflineNotice } from '@/components/pwa/offline-notice';

export const metadata: Metadata = { title: 'You are offline', robots: { index: false } };

/** What the service worker shows for a page this phone has not kept, while there is no connection. */
export default function OfflinePage() {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-muted px-4">
      <div className="grid w-full max-w-sm gap-4 text-center">
        <Icon icon={WifiOff} className="mx-auto size-10 text-muted-foreground" />
        <h1 className="text-2xl font-bold">You are offline</h1>
        <p className="text-muted-foreground">This page needs a connection. WellFit opens it as soon as you are back online.</p>
        <OfflineNotice />
      </div>
    </main>
  );
}
