import { useTranslations } from 'next-intl';
import { LanguageSwitch } from '@/components/language-switch';
import Link from '@/components/locale-link';
import { SignedInSwitch } from '@/components/signed-in-switch';
import { site } from '@/lib/site';

const navLink = 'rounded-md px-3 py-2 text-sm font-medium hover:bg-card';

export function SiteHeader() {
  const t = useTranslations('common');
  return (
    <header className="bg-secondary px-4 py-4">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-2">
        <Link href="/" className="text-xl font-bold text-primary">
          {site.name}
        </Link>
        <div className="flex items-center gap-2">
          <LanguageSwitch />
          <nav aria-label={t('mainNav')}>
            <SignedInSwitch
              signedIn={
                <Link href="/dashboard" className={navLink}>
                  {t('dashboard')}
                </Link>
              }
              signedOut={
                <Link href="/auth" className={navLink}>
                  {t('signIn')}
                </Link>
              }
            />
          </nav>
        </div>
      </div>
    </header>
  );
}
