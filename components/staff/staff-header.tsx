import { AccountLanguageSwitch } from '@/components/account/account-language-switch';
import { SignOutButton } from '@/components/sign-out-button';
import { useTranslations } from 'next-intl';
import { StaffNav } from './staff-nav';

/** Above every staff page: who is signed in, the sections, and the way out. */
export function StaffHeader({ name, isAdmin }: { name: string; isAdmin: boolean }) {
  const t = useTranslations('common.staff');
  return (
    <header className="border-b bg-card">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2">
        <p className="text-sm text-muted-foreground">
          <span className="font-semibold text-foreground">{t('coaching')}</span> · {name}
        </p>
        <div className="flex items-center gap-1">
          <StaffNav isAdmin={isAdmin} />
          <AccountLanguageSwitch />
          <SignOutButton />
        </div>
      </div>
    </header>
  );
}
