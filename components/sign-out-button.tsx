import { useTranslations } from 'next-intl';
import { signOutAction } from '@/lib/actions/sign-in';
import { Icon, LogOut } from '@/components/icons';
import { Button } from '@/components/ui/button';

/**
 * 'Sign out': a form posting the action, so it works without JavaScript. An icon in headers;
 * `labelled`, a button with its text (Account).
 */
export function SignOutButton({ labelled = false }: { labelled?: boolean }) {
  const t = useTranslations('account');
  return (
    <form action={signOutAction}>
      {labelled ? (
        <Button type="submit" variant="outline">
          <Icon icon={LogOut} />
          {t('signOut')}
        </Button>
      ) : (
        <Button type="submit" variant="ghost" size="icon" aria-label={t('signOut')} title={t('signOut')}>
          <Icon icon={LogOut} />
        </Button>
      )}
    </form>
  );
}
