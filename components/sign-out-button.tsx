import { signOutAction } from '@/lib/actions/sign-in';
import { Icon, LogOut } from '@/components/icons';
import { Button } from '@/components/ui/button';

/**
 * 'Sign out': a form posting the action, so it works without JavaScript. An icon in headers;
 * `labelled`, a button with its text (Account).
 */
export function SignOutButton({ labelled = false }: { labelled?: boolean }) {
  return (
    <form action={signOutAction}>
      {labelled ? (
        <Button type="submit" variant="outline">
          <Icon icon={LogOut} />
          Sign out
        </Button>
      ) : (
        <Button type="submit" variant="ghost" size="icon" aria-label="Sign out" title="Sign out">
          <Icon icon={LogOut} />
        </Button>
      )}
    </form>
  );
}
