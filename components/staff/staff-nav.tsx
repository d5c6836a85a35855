'use client';

import Link from '@/components/locale-link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { CalendarDays, Dumbbell, Icon, Inbox, Salad, UserCog, UserRound, Users } from '@/components/icons';
import { cn } from '@/lib/utils';

const LINKS = [
  { href: '/coach', label: 'clients', icon: Users, admin: false },
  { href: '/coach/inbox', label: 'inbox', icon: Inbox, admin: false },
  { href: '/coach/sessions', label: 'today', icon: CalendarDays, admin: false },
  { href: '/coach/programmes', label: 'programmes', icon: Dumbbell, admin: false },
  { href: '/coach/diet-charts', label: 'dietCharts', icon: Salad, admin: false },
  { href: '/coach/profile', label: 'profile', icon: UserRound, admin: false },
  { href: '/admin', label: 'admin', icon: UserCog, admin: true },
] as const;

/** The staff's sections; the one open is marked for assistive technology and by its colour. */
export function StaffNav({ isAdmin }: { isAdmin: boolean }) {
  const pathname = usePathname();
  const t = useTranslations('common.staff');
  const current = (href: string) =>
    href === '/coach' ? pathname === '/coach' || pathname.startsWith('/coach/clients') : pathname.startsWith(href);
  return (
    <nav aria-label={t('navLabel')} className="min-w-0">
      <ul className="flex flex-wrap gap-1">
        {LINKS.filter((link) => isAdmin || !link.admin).map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={current(link.href) ? 'page' : undefined}
              className={cn(
                'flex h-10 items-center gap-2 rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
                current(link.href) && 'bg-secondary text-secondary-foreground',
              )}
            >
              <Icon icon={link.icon} className="size-4" />
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
