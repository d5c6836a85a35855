'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Icon, Smartphone } from '@/components/icons';
import { Button } from '@/components/ui/button';

/** Chrome's install offer (not in TypeScript's DOM types). */
interface InstallPrompt extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * 'Install WellFit', shown only where the browser offers installation (it fires
 * beforeinstallprompt) and gone once installed or turned down.
 */
export function InstallApp() {
  const t = useTranslations('dashboard.installApp');
  const [offer, setOffer] = useState<InstallPrompt | null>(null);
  useEffect(() => {
    const offered = (event: Event) => {
      // Keep the browser's own mini-bar away: the button below asks instead.
      event.preventDefault();
      setOffer(event as InstallPrompt);
    };
    const installed = () => setOffer(null);
    window.addEventListener('beforeinstallprompt', offered);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('beforeinstallprompt', offered);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);
  if (!offer) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4">
      <p className="text-sm">
        <span className="font-semibold">{t('title')}</span>
        <span className="block text-muted-foreground">{t('text')}</span>
      </p>
      <Button
        type="button"
        onClick={async () => {
          await offer.prompt();
          await offer.userChoice;
          setOffer(null);
        }}
      >
        <Icon icon={Smartphone} className="size-4" />
        {t('install')}
      </Button>
    </div>
  );
}
