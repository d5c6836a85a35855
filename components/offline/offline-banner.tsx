'use client';

import { useLocale, useTranslations } from 'next-intl';
import { CircleCheck, CloudUpload, Icon, WifiOff, X } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { portionLabel } from '@/lib/domain/food-log';
import { formatShortDateTime } from '@/lib/domain/india-time';
import { type ClientWrite, OFFLINE_MESSAGES, waitingCounts } from '@/lib/domain/offline-writes';
import { FEELING_LABEL } from '@/lib/domain/workout-log';
import type { DomainText } from '@/lib/i18n/domain-text';
import { useDomainText } from '@/lib/i18n/use-domain-text';
import type { SendOutcome, WaitingEntry } from '@/lib/offline/outbox';

type Texts = ReturnType<typeof useTranslations<'common.outbox'>>;

/** An entry on the phone in words: 'A glass of water', 'Roti, 2 pieces', 'Squat, set 2'. */
function described(write: ClientWrite, t: Texts, said: DomainText): string {
  switch (write.kind) {
    case 'water':
      return write.change === 'add' ? t('glassOfWater') : t('glassTakenOff');
    case 'weight':
      return t('weightOf', { weight: write.weight });
    case 'workout':
      return write.done === 'yes' ? t('workoutDone') : t('workoutNotDone');
    case 'food':
      return t('foodPortion', { food: write.shown?.name ?? t('aFood'), portion: portionLabel(write.quantity, write.serving) });
    case 'workout-set':
      return t(write.skipped === 'yes' ? 'setSkipped' : 'setOf', {
        exercise: write.shown?.name ?? t('anExercise'),
        set: write.setNumber,
      });
    case 'workout-finish':
      return t('workoutFinished', { feeling: said(FEELING_LABEL[write.feeling]).toLowerCase() });
    case 'chart-meal':
      return t('chartMeal', { meal: write.shown?.name ?? t('aMeal') });
  }
}

interface OfflineBannerProps {
  online: boolean;
  waiting: WaitingEntry[];
  outcome: SendOutcome | null;
  onDismiss: (id: string) => void;
}

/** Where the phone's outbox stands: offline, entries waiting, synced, or an entry the server refused and why. */
export function OfflineBanner({ online, waiting, outcome, onDismiss }: OfflineBannerProps) {
  const t = useTranslations('common.outbox');
  const said = useDomainText();
  const locale = useLocale();
  const ready = waiting.filter((entry) => !entry.refused);
  const waitingList = waitingCounts(ready.map((entry) => entry.write))
    .map(({ kind, count }) => t(`kinds.${kind}`, { count }))
    .join(', ');
  const refused = waiting.filter((entry) => entry.refused);
  const synced = online && outcome === 'sent' && ready.length === 0;
  return (
    <div className="sticky top-0 z-20 grid gap-2 empty:hidden" role="status" aria-live="polite">
      {(!online || ready.length > 0) && (
        <div className="flex items-start gap-3 rounded-xl border border-warning/50 bg-card p-3 shadow-sm">
          <Icon icon={online ? CloudUpload : WifiOff} className="mt-0.5 size-5 shrink-0 text-warning" />
          <div className="grid gap-0.5 text-sm">
            {!online && <p className="font-semibold">{said(OFFLINE_MESSAGES.offline)}</p>}
            {ready.length > 0 && (
              <>
                <p>{said(online ? OFFLINE_MESSAGES.syncing : OFFLINE_MESSAGES.saved)}</p>
                <p className="text-muted-foreground">{t('waiting', { count: ready.length, list: waitingList })}</p>
              </>
            )}
            {online && outcome === 'other-person' && (
              <p className="text-muted-foreground">{said(OFFLINE_MESSAGES.otherPerson)}</p>
            )}
            {online && outcome === 'failed' && <p className="text-muted-foreground">{said(OFFLINE_MESSAGES.failed)}</p>}
          </div>
        </div>
      )}
      {synced && (
        <p className="flex items-center gap-2 rounded-xl border bg-card p-3 text-sm font-medium text-success shadow-sm">
          <Icon icon={CircleCheck} className="size-5" />
          {said(OFFLINE_MESSAGES.synced)}
        </p>
      )}
      {refused.length > 0 && (
        <ul className="grid gap-2" aria-label={t('notSaved')}>
          {refused.map(({ write, refused: reason }) => (
            <li
              key={write.id}
              className="flex items-start gap-3 rounded-xl border border-destructive/60 bg-card p-3 text-sm shadow-sm"
            >
              <p className="grid flex-1 gap-0.5">
                <span className="font-semibold">
                  {t('entryNotSaved', {
                    entry: described(write, t, said),
                    time: formatShortDateTime(new Date(write.loggedAt), locale),
                  })}
                </span>
                <span className="text-destructive">{reason && said(reason)}</span>
              </p>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t('dismiss', { entry: described(write, t, said) })}
                onClick={() => onDismiss(write.id)}
              >
                <Icon icon={X} />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
