'use client';

import { CircleCheck, CloudUpload, Icon, WifiOff, X } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { portionLabel } from '@/lib/domain/food-log';
import { formatShortDateTime } from '@/lib/domain/india-time';
import { type ClientWrite, OFFLINE_MESSAGES, waitingLabel } from '@/lib/domain/offline-writes';
import { FEELING_LABEL } from '@/lib/domain/workout-log';
import type { SendOutcome, WaitingEntry } from '@/lib/offline/outbox';

function described(write: ClientWrite): string {
  switch (write.kind) {
    case 'water':
      return write.change === 'add' ? 'A glass of water' : 'A glass of water taken off';
    case 'weight':
      return `Weight ${write.weight} kg`;
    case 'workout':
      return write.done === 'yes' ? 'Workout done' : 'Workout not done';
    case 'food':
      return `${write.shown?.name ?? 'A food'}, ${portionLabel(write.quantity, write.serving)}`;
    case 'workout-set':
      return `${write.shown?.name ?? 'An exercise'}, set ${write.setNumber}${write.skipped === 'yes' ? ' skipped' : ''}`;
    case 'workout-finish':
      return `Workout finished: ${FEELING_LABEL[write.feeling].toLowerCase()}`;
    case 'chart-meal':
      return `${write.shown?.name ?? 'A meal'} from your chart`;
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
  const ready = waiting.filter((entry) => !entry.refused);
  const refused = waiting.filter((entry) => entry.refused);
  const synced = online && outcome === 'sent' && ready.length === 0;
  return (
    <div className="sticky top-0 z-20 grid gap-2 empty:hidden" role="status" aria-live="polite">
      {(!online || ready.length > 0) && (
        <div className="flex items-start gap-3 rounded-xl border border-warning/50 bg-card p-3 shadow-sm">
          <Icon icon={online ? CloudUpload : WifiOff} className="mt-0.5 size-5 shrink-0 text-warning" />
          <div className="grid gap-0.5 text-sm">
            {!online && <p className="font-semibold">{OFFLINE_MESSAGES.offline}</p>}
            {ready.length > 0 && (
              <>
                <p>{online ? OFFLINE_MESSAGES.syncing : OFFLINE_MESSAGES.saved}</p>
                <p className="text-muted-foreground">{waitingLabel(ready.map((entry) => entry.write))}</p>
              </>
            )}
            {online && outcome === 'other-person' && <p className="text-muted-foreground">{OFFLINE_MESSAGES.otherPerson}</p>}
            {online && outcome === 'failed' && <p className="text-muted-foreground">{OFFLINE_MESSAGES.failed}</p>}
          </div>
        </div>
      )}
      {synced && (
        <p className="flex items-center gap-2 rounded-xl border bg-card p-3 text-sm font-medium text-success shadow-sm">
          <Icon icon={CircleCheck} className="size-5" />
          {OFFLINE_MESSAGES.synced}
        </p>
      )}
      {refused.length > 0 && (
        <ul className="grid gap-2" aria-label="Not saved">
          {refused.map(({ write, refused: reason }) => (
            <li
              key={write.id}
              className="flex items-start gap-3 rounded-xl border border-destructive/60 bg-card p-3 text-sm shadow-sm"
            >
              <p className="grid flex-1 gap-0.5">
                <span className="font-semibold">
                  {described(write)}, {formatShortDateTime(new Date(write.loggedAt))}: not saved
                </span>
                <span className="text-destructive">{reason}</span>
              </p>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Dismiss: ${described(write)}`}
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
