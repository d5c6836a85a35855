import { signOutAction } from '@/lib/actions/sign-in';
import { Icon, LogOut } from '@/components/icons';
import { Button } from '@/components/ui/button';

/** The sign-out icon: a form posting the action, so it works without JavaScript. */
export function SignOutButton() {
  return (
    <form action={signOutAction}>
      <Button type="submit" variant="ghost" size="icon" aria-label="Sign out" title="Sign out">
        <Icon icon={LogOut} />
      </Button>
    </form>
  );
}
