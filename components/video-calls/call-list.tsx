import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
import { CalendarDays, Icon, Video } from '@/components/icons';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button-variants';
import type { CallView } from '@/lib/db/video-calls';
import { ROOM_OPENS_MINUTES_BEFORE } from '@/lib/domain/video-calls';
import { useDomainText } from '@/lib/i18n/use-domain-text';
import { cn } from '@/lib/utils';
import { callWhenIn } from './call-when';
import { CancelCall } from './cancel-call';
import { MarkCallForm } from './mark-call-form';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const PAST_LABELS = { held: 'held', missed: 'missed', 'awaiting-outcome': 'notMarked' } as const;

/** A call's time in the reader's language (call-when.ts). */
function useCallWhen() {
  const t = useTranslations('support.calls');
  return callWhenIn(useLocale(), useDomainText(), (day, time) => t('when', { day, time }));
}

/** A coming call: its time, the room's link once open, the calendar file, and (for the customer) its changes. */
function CallAhead({ call, viewer }: { call: CallView; viewer: 'customer' | 'coach' }) {
  const t = useTranslations('support.calls');
  const when = useCallWhen()(call);
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{capitalised(when)}</span>
        <Badge variant={call.status === 'open' ? 'default' : 'secondary'}>
          {call.status === 'open' ? t('onNow') : t('booked')}
        </Badge>
      </p>
      {call.roomUrl ? (
        <a href={call.roomUrl} target="_blank" rel="noopener noreferrer" className={cn(buttonVariants(), 'w-fit')}>
          <Icon icon={Video} />
          {t('join')}
        </a>
      ) : (
        <p className="text-sm text-muted-foreground">{t('linkSoon', { minutes: ROOM_OPENS_MINUTES_BEFORE })}</p>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <a
          href={`/api/video-calls/${call.id}/calendar`}
          download
          className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
        >
          <Icon icon={CalendarDays} className="size-4" />
          {t('addToCalendar')}
        </a>
        {viewer === 'customer' && call.changeable && (
          <Link href={`/support/call?call=${call.id}`} className="text-primary underline-offset-4 hover:underline">
            {t('reschedule')}
          </Link>
        )}
      </div>
      {viewer === 'customer' &&
        (call.changeable ? (
          <CancelCall callId={call.id} when={when} />
        ) : (
          call.status === 'upcoming' && <p className="text-sm text-muted-foreground">{t('tooLate')}</p>
        ))}
    </li>
  );
}

/** A past call: held, missed or not marked yet, with the coach's note; the coach marks it here. */
function CallPast({ call, viewer }: { call: CallView; viewer: 'customer' | 'coach' }) {
  const t = useTranslations('support.calls');
  const when = useCallWhen()(call);
  const key = PAST_LABELS[call.status as keyof typeof PAST_LABELS];
  const label = key ? t(key) : capitalised(call.status);
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{capitalised(when)}</span>
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
  const t = useTranslations('support.calls');
  return (
    <>
      {ahead.length > 0 && (
        <ul className="grid gap-2" aria-label={t('ahead')}>
          {ahead.map((call) => (
            <CallAhead key={call.id} call={call} viewer={viewer} />
          ))}
        </ul>
      )}
      {past.length > 0 && (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">{t('earlier')}</h3>
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
