import { SignOutButton } from '@/components/sign-out-button';
import { BackLink } from '@/components/page-header';
import { PROGRAM_DAYS } from '@/lib/domain/onboarding';

interface DashboardHeaderProps {
  firstName: string | null;
  firstVisit: boolean;
  /** Day N of the programme, when one has started. */
  day: number | null;
  account: string;
  /** 'Your coach: <name>', once a coach is assigned. */
  coachName: string | null;
}

/** 'Welcome Back, {first name}' and 'Day N of 45'; Back to the profile; the sign-out icon */
export function DashboardHeader({ firstName, firstVisit, day, account, coachName }: DashboardHeaderProps) {
  const greeting = `${firstVisit ? 'Welcome' : 'Welcome Back'}${firstName ? `, ${firstName}` : ''}`;
  return (
    <header className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <BackLink href="/customer-form" label="Profile" />
        <SignOutButton />
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
      {coachName && <p className="text-sm font-medium">Your coach: {coachName}</p>}
    </header>
  );
}
