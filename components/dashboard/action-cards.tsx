import { useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
import { Dumbbell, Icon, MessageCircle, MessagesSquare, Utensils } from '@/components/icons';
import { Badge } from '@/components/ui/badge';

/**
 * The spec's action cards, each doing something: a tab of today's log, WhatsApp, the support
 * chat (with how many of the coach's answers are unread).
 */
export function ActionCards({ whatsappHref, unreadReplies }: { whatsappHref: string; unreadReplies: number }) {
  const t = useTranslations('dashboard.actionCards');
  const cards = [
    { href: '/dashboard?tab=workout#today', icon: Dumbbell, title: t('workout.title'), text: t('workout.text') },
    { href: '/food?log=search', icon: Utensils, title: t('food.title'), text: t('food.text') },
    { href: whatsappHref, icon: MessageCircle, title: t('whatsapp.title'), text: t('whatsapp.text') },
    {
      href: '/support',
      icon: MessagesSquare,
      title: t('chat.title'),
      text: t('chat.text'),
      badge: unreadReplies > 0 ? t('badge', { count: String(unreadReplies) }) : undefined,
    },
  ];
  const badgeLabel = t('badgeLabel', { count: String(unreadReplies) });
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(({ href, icon, title, text, badge }) => (
        <li key={title}>
          <Link
            href={href}
            className="grid h-full gap-1 rounded-xl border bg-card p-4 hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            <span className="flex items-start justify-between gap-2">
              <Icon icon={icon} className="size-6 text-primary" />
              {badge && <Badge aria-label={badgeLabel}>{badge}</Badge>}
            </span>
            <span className="font-semibold">{title}</span>
            <span className="text-sm text-muted-foreground">{text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
