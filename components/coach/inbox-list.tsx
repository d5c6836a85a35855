import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
import { Badge } from '@/components/ui/badge';
import type { InboxEntry } from '@/lib/domain/support';
import { formatMessageTime } from '@/lib/domain/support';
import { cn } from '@/lib/utils';

/** Open chats, latest activity first: who, what they said last, and how much is unread. */
export function InboxList({ entries, openedId }: { entries: InboxEntry[]; openedId?: string }) {
  const t = useTranslations('coach.inboxList');
  const locale = useLocale();
  if (entries.length === 0) {
    return <p className="rounded-lg border bg-card p-6 text-center text-sm text-muted-foreground">{t('empty')}</p>;
  }
  return (
    <ul className="grid min-w-0 gap-2" aria-label={t('label')}>
      {entries.map((entry) => (
        <li key={entry.chatId} className="min-w-0">
          <Link
            href={`/coach/inbox?chat=${entry.chatId}`}
            aria-current={entry.chatId === openedId ? 'page' : undefined}
            className={cn(
              'grid gap-1 rounded-lg border bg-card p-3 hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
              entry.chatId === openedId && 'border-primary bg-secondary',
            )}
          >
            <span className="flex min-w-0 items-center justify-between gap-2">
              <span className="truncate font-medium">{entry.customer}</span>
              <time dateTime={entry.lastMessageAt} className="shrink-0 text-xs text-muted-foreground" suppressHydrationWarning>
                {formatMessageTime(entry.lastMessageAt, locale)}
              </time>
            </span>
            <span className="flex min-w-0 items-center justify-between gap-2 text-sm text-muted-foreground">
              <span className="truncate">
                {entry.lastMessageFromTeam && t('team')}
                {entry.lastMessage ?? t('noMessages')}
              </span>
              {entry.unread > 0 && (
                <Badge aria-label={t('unread', { count: entry.unread })} className="shrink-0">
                  {entry.unread}
                </Badge>
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
