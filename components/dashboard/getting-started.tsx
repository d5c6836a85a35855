import { useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
import { Calculator, ClipboardList, Icon, Package } from '@/components/icons';
import { SectionCard } from '@/components/section-card';

interface GettingStartedProps {
  hasProgramme: boolean;
  hasProfile: boolean;
  hasBmi: boolean;
}

/** What a new customer still has to do, each a link; nothing is shown as if it were theirs. */
export function GettingStarted({ hasProgramme, hasProfile, hasBmi }: GettingStartedProps) {
  const t = useTranslations('dashboard.gettingStarted');
  const steps = [
    !hasProgramme && { href: '/packages', icon: Package, title: t('package.title'), text: t('package.text') },
    !hasBmi && { href: '/bmi-calculator', icon: Calculator, title: t('bmi.title'), text: t('bmi.text') },
    !hasProfile && {
      href: '/customer-form',
      icon: ClipboardList,
      title: t('profile.title'),
      text: t('profile.text'),
    },
  ].filter((step) => step !== false);
  if (steps.length === 0) return null;
  return (
    <SectionCard title={hasProgramme ? t('finish') : t('title')}>
      <ul className="grid gap-3">
        {steps.map(({ href, icon, title, text }) => (
          <li key={href}>
            <Link href={href} className="flex items-center gap-3 rounded-lg border p-3 hover:bg-muted">
              <Icon icon={icon} className="size-5 shrink-0 text-primary" />
              <span>
                <span className="block font-medium">{title}</span>
                <span className="block text-sm text-muted-foreground">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
