'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Icon, Pause, Play } from '@/components/icons';
import { Button } from '@/components/ui/button';

const PLAYBACK_MS = 3000;

/** The spec's simulated welcome video: plays for 3 s, then is ready to play again. */
export function WelcomeVideo() {
  const t = useTranslations('checkout.video');
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setPlaying(false), PLAYBACK_MS);
    return () => clearTimeout(timer);
  }, [playing]);

  return (
    <div className="grid gap-3">
      <div
        className="flex aspect-video items-center justify-center rounded-lg bg-primary/10 text-primary"
        role="status"
        aria-live="polite"
      >
        {playing ? (
          <span className="flex items-center gap-2 font-medium">
            <Icon icon={Pause} className="size-5 animate-pulse" />
            {t('playingVideo')}
          </span>
        ) : (
          <span className="text-sm text-muted-foreground">{t('caption')}</span>
        )}
      </div>
      <Button type="button" variant="outline" onClick={() => setPlaying(true)} disabled={playing}>
        <Icon icon={Play} />
        {playing ? t('playing') : t('watch')}
      </Button>
    </div>
  );
}
