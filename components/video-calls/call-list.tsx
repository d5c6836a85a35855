import Link from 'next/link';
import { CalendarDays, Icon, Video } from '@/components/icons';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button-variants';
import type { CallView } from '@/lib/db/video-calls';
import { ROOM_OPENS_MINUTES_BEFORE } from '@/lib/domain/video-calls';
import { cn } from '@/lib/utils';
import { CancelCall } from './cancel-call';
import { MarkCallForm } from './mark-call-form';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const PAST_LABELS = { held: 'Held', missed: 'Missed', 'awaiting-outcome': 'Not marked yet' } as const;

/** A coming call: its time, the room's link once open, the calendar file, and (for the customer) its changes. */
function CallAhead({ call, viewer }: { call: CallView; viewer: 'customer' | 'coach' }) {
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{capitalised(call.when)}</span>
        <Badge variant={call.status === 'open' ? 'default' : 'secondary'}>{call.status === 'open' ? 'On now' : 'Booked'}</Badge>
      </p>
      {call.roomUrl ? (
        <a href={call.roomUrl} target="_blank" rel="noopener noreferrer" className={cn(buttonVariants(), 'w-fit')}>
          <Icon icon={Video} />
          Join the call
        </a>
      ) : (
        <p className="text-sm text-muted-foreground">
          The link to join shows here {ROOM_OPENS_MINUTES_BEFORE} minutes before the start.
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <a
          href={`/api/video-calls/${call.id}/calendar`}
          download
          className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
        >
          <Icon icon={CalendarDays} className="size-4" />
          Add to calendar
        </a>
        {viewer === 'customer' && call.changeable && (
          <Link href={`/support/call?call=${call.id}`} className="text-primary underline-offset-4 hover:underline">
            Reschedule
          </Link>
        )}
      </div>
      {viewer === 'customer' &&
        (call.changeable ? (
          <CancelCall callId={call.id} when={call.when} />
        ) : (
          call.status === 'upcoming' && (
            <p className="text-sm text-muted-foreground">Less than 2 hours to go: it can no longer be moved or cancelled.</p>
          )
        ))}
    </li>
  );
}

/** A past call: held, missed or not marked yet, with the coach's note; the coach marks it here. */
function CallPast({ call, viewer }: { call: CallView; viewer: 'customer' | 'coach' }) {
  const label = PAST_LABELS[call.status as keyof typeof PAST_LABELS] ?? capitalised(call.status);
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{capitalised(call.when)}</span>
        <Badge variant={call.status === 'awaiting-outcome' ? 'destructive' : 'secondary'}>{label}</Badge>
      </p>
      {call.note && viewer === 'customer' && <p className="text-sm break-words">{call.note}</p>}
      {viewer === 'coach' && call.markable ? (
        <MarkCallForm
          callId={call.id}
          outcome={call.status === 'held' || call.status === 'missed' ? call.status : null}
          note={call.note}
        />
      ) : (
        call.note && viewer === 'coach' && <p className="text-sm break-words">{call.note}</p>
      )}
    </li>
  );
}

/** The calls ahead and the latest past ones, as the customer or the coach sees them. */
export function CallList({ ahead, past, viewer }: { ahead: CallView[]; past: CallView[]; viewer: 'customer' | 'coach' }) {
  return (
    <>
      {ahead.length > 0 && (
        <ul className="grid gap-2" aria-label="Calls ahead">
          {ahead.map((call) => (
            <CallAhead key={call.id} call={call} viewer={viewer} />
          ))}
        </ul>
      )}
      {past.length > 0 && (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">Earlier calls</h3>
          <ul className="grid gap-2">
            {past.map((call) => (
              <CallPast key={call.id} call={call} viewer={viewer} />
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
