import { signOut } from '@/app/(with-toaster)/auth/actions';
import { Icon, LogOut } from '@/components/icons';
import { BackLink } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { PROGRAM_DAYS } from '@/lib/domain/onboarding';

interface DashboardHeaderProps {
  firstName: string | null;
  firstVisit: boolean;
  /** Day N of the programme, when one has started. */
  day: number | null;
  account: string;
}

/** 'Welcome Back, {first name}' and 'Day N of 45'; Back to the profile; the sign-out icon */
export function DashboardHeader({ firstName, firstVisit, day, account }: DashboardHeaderProps) {
  const greeting = `${firstVisit ? 'Welcome' : 'Welcome Back'}${firstName ? `, ${firstName}` : ''}`;
  return (
    <header className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <BackLink href="/customer-form" label="Profile" />
        <form action={signOut}>
          <Button type="submit" variant="ghost" size="icon" aria-label="Sign out" title="Sign out">
            <Icon icon={LogOut} />
          </Button>
        </form>
      </div>
      <h1 className="text-3xl font-bold tracking-tight">{greeting}</h1>
      <p className="text-muted-foreground">
        {day !== null && (
          <span className="mr-2 inline-block rounded-full bg-secondary px-3 py-0.5 font-semibold text-secondary-foreground">
            Day {day} of {PROGRAM_DAYS}
          </span>
        )}
        <span className="text-sm">{account}</span>
      </p>
    </header>
  );
}
