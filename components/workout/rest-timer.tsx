'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The rest after a set, counted down; a screen reader hears when it starts and when it is over
 * (not every second). 'Skip rest' ends it early.
 */
export function RestTimer({ seconds, onDone }: { seconds: number; onDone: () => void }) {
  const t = useTranslations('plan.restTimer');
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [seconds]);
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-primary/40 bg-primary/5 p-3">
      <span role="timer" aria-label={t('left')} className="text-2xl font-semibold tabular-nums">
        {clock(left)}
      </span>
      <p className="text-sm" aria-live="polite">
        {left === 0 ? t('over') : t('resting', { seconds })}
      </p>
      <Button type="button" variant="outline" size="sm" onClick={onDone}>
        {left === 0 ? t('close') : t('skip')}
      </Button>
    </div>
  );
}
