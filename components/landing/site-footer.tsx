import Link from '@/components/locale-link';
import { SignedInSwitch } from '@/components/signed-in-switch';
import { site } from '@/lib/site';
import { useTranslations } from 'next-intl';

type LinkLabel = 'bmi' | 'packages' | 'signIn' | 'dashboard' | 'terms' | 'privacy' | 'refunds';
const LINKS: { href: string; label: LinkLabel; signedIn?: { href: string; label: LinkLabel } }[] = [
  { href: '/bmi-calculator', label: 'bmi' },
  { href: '/packages', label: 'packages' },
  { href: '/auth', label: 'signIn', signedIn: { href: '/dashboard', label: 'dashboard' } },
  { href: '/terms', label: 'terms' },
  { href: '/privacy', label: 'privacy' },
  { href: '/refund-policy', label: 'refunds' },
];

function FooterLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className="hover:text-foreground hover:underline">
      {label}
    </Link>
  );
}

export function SiteFooter() {
  const t = useTranslations('landing.footer');
  const common = useTranslations('common');
  const label = (key: LinkLabel) => (key === 'signIn' || key === 'dashboard' ? common(key) : t(key));
  return (
    <footer className="border-t px-4 py-8 text-sm text-muted-foreground">
      <div className="mx-auto flex max-w-5xl flex-col items-center justify-between gap-4 sm:flex-row">
        <p>{t('tagline', { name: site.name })}</p>
        <nav aria-label={t('label')}>
          <ul className="flex flex-wrap justify-center gap-4">
            {LINKS.map((link) => (
              <li key={link.href}>
                {link.signedIn ? (
                  <SignedInSwitch
                    signedIn={<FooterLink href={link.signedIn.href} label={label(link.signedIn.label)} />}
                    signedOut={<FooterLink href={link.href} label={label(link.label)} />}
                  />
                ) : (
                  <FooterLink href={link.href} label={label(link.label)} />
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
