import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Icon, WifiOff } from '@/components/icons';
import { OfflineNotice } from '@/components/pwa/offline-notice';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common.offline');
  return { title: t('title'), robots: { index: false } };
}

/** What the service worker shows for a page this phone has not kept, while there is no connection. */
export default function OfflinePage() {
  const t = useTranslations('common.offline');
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-muted px-4">
      <div className="grid w-full max-w-sm gap-4 text-center">
        <Icon icon={WifiOff} className="mx-auto size-10 text-muted-foreground" />
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="text-muted-foreground">{t('message')}</p>
        <OfflineNotice />
      </div>
    </main>
  );
}
