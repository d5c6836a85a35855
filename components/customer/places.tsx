'use client';

import { useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
import { usePathname } from 'next/navigation';
import { ClipboardList, House, Icon, type IconNode, MessageCircle, TrendingDown, UserRound, Utensils } from '@/components/icons';
import { cn } from '@/lib/utils';

/** The customer's five places: the bottom bar on phones, the header's links on wider screens. */
const PLACES: { href: string; label: 'today' | 'plan' | 'food' | 'progress' | 'coach'; icon: IconNode }[] = [
  { href: '/dashboard', label: 'today', icon: House },
  { href: '/plan', label: 'plan', icon: ClipboardList },
  { href: '/food', label: 'food', icon: Utensils },
  { href: '/progress', label: 'progress', icon: TrendingDown },
  { href: '/support', label: 'coach', icon: MessageCircle },
];

/** Pages elsewhere that belong to a place mark it too (the studio's batches are the plan's). */
const UNDER: Record<string, string> = { '/batches': '/plan', '/customer-form': '/account' };

const within = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The place a page belongs to: its own ('/support/call' is Coach's, '/progress/photos' Progress's), or UNDER's. */
function currentPlace(pathname: string): string {
  const place =
    Object.entries(UNDER).find(([path]) => within(pathname, path))?.[1] ??
    PLACES.find(({ href }) => within(pathname, href))?.href;
  return place ?? pathname;
}

function UnreadBadge({ unread }: { unread: number }) {
  const t = useTranslations('dashboard.nav');
  if (unread === 0) return null;
  return (
    <>
      <span
        aria-hidden
        className="min-w-5 rounded-full bg-destructive px-1.5 text-center text-xs leading-5 font-semibold text-white tabular-nums"
      >
        {unread > 9 ? '9+' : unread}
      </span>
      <span className="sr-only">{t('unread', { count: String(unread) })}</span>
    </>
  );
}

/**
 * Plain links (they work without JavaScript), the current place marked with aria-current. Only one
 * of the two shows at a time, so both are the page's 'Main' navigation.
 */
export function PlacesNav({ variant, unread }: { variant: 'bar' | 'header'; unread: number }) {
  const t = useTranslations('dashboard.nav');
  const common = useTranslations('common');
  const current = currentPlace(usePathname());
  const bar = variant === 'bar';
  return (
    <nav
      aria-label={common('mainNav')}
      data-places-bar={bar || undefined}
      className={
        bar
          ? 'fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur sm:hidden'
          : 'hidden sm:block'
      }
    >
      <ul className={bar ? 'grid grid-cols-5' : 'flex items-center gap-1'}>
        {PLACES.map(({ href, label, icon }) => {
          const here = current === href;
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={here ? 'page' : undefined}
                className={cn(
                  'flex items-center rounded-md font-medium transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
                  bar
                    ? 'min-h-14 flex-col justify-center gap-0.5 text-xs'
                    : 'h-9 gap-2 px-3 text-sm hover:bg-accent hover:text-accent-foreground',
                  here ? 'text-primary' : 'text-muted-foreground',
                  here && !bar && 'bg-accent',
                )}
              >
                <span className="relative flex items-center gap-1">
                  <Icon icon={icon} className={bar ? 'size-5' : 'size-4'} />
                  {bar && href === '/support' && (
                    <span className="absolute -top-1.5 left-3.5">
                      <UnreadBadge unread={unread} />
                    </span>
                  )}
                </span>
                {t(label)}
                {!bar && href === '/support' && <UnreadBadge unread={unread} />}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** 'Account' in the header, on every width. */
export function AccountLink() {
  const t = useTranslations('dashboard.nav');
  const here = currentPlace(usePathname()) === '/account';
  return (
    <Link
      href="/account"
      aria-current={here ? 'page' : undefined}
      className={cn(
        'flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
        here ? 'bg-accent text-primary' : 'text-muted-foreground',
      )}
    >
      <Icon icon={UserRound} className="size-4" />
      {t('account')}
    </Link>
  );
}
