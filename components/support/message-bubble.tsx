import { useLocale, useTranslations } from 'next-intl';
import { Check, CircleAlert, Clock, Icon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { formatMessageTime } from '@/lib/domain/support';
import { cn } from '@/lib/utils';

export type Delivery = 'sending' | 'sent' | 'failed';

interface MessageBubbleProps {
  text: string;
  author: string;
  at: string;
  mine: boolean;
  /** Only for the viewer's own messages sent from this page. */
  delivery?: Delivery;
  onRetry?: () => void;
}

const DELIVERY = {
  sending: { icon: Clock, label: 'sending' },
  sent: { icon: Check, label: 'sent' },
  failed: { icon: CircleAlert, label: 'notSent' },
} as const;

/** One message: the viewer's side on the right, the other side's on the left, each with its author. */
export function MessageBubble({ text, author, at, mine, delivery, onRetry }: MessageBubbleProps) {
  const t = useTranslations('support.message');
  const locale = useLocale();
  const status = delivery && DELIVERY[delivery];
  return (
    <li className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2 text-sm break-words whitespace-pre-wrap',
          mine ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
          delivery === 'failed' && 'bg-destructive/10 text-foreground ring-1 ring-destructive/40',
        )}
      >
        <span className="sr-only">{author}: </span>
        {text}
      </div>
      <p className="flex items-center gap-1 px-1 text-xs text-muted-foreground">
        <span aria-hidden>{author}</span>
        <span aria-hidden>·</span>
        <time dateTime={at} suppressHydrationWarning>
          {formatMessageTime(at, locale)}
        </time>
        {status && (
          <span className={cn('flex items-center gap-1', delivery === 'failed' && 'text-destructive')}>
            <Icon icon={status.icon} className="size-3" />
            {t(status.label)}
          </span>
        )}
        {delivery === 'failed' && onRetry && (
          <Button type="button" variant="outline" size="sm" className="h-7 px-2 text-xs" onClick={onRetry}>
            {t('retry')}
          </Button>
        )}
      </p>
    </li>
  );
}
