import { useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
import { Icon, UserRound } from '@/components/icons';
import { SignOutButton } from '@/components/sign-out-button';
import { Button } from '@/components/ui/button';
import { PhaseBadge } from '@/components/phase-badge';
import type { PlanState } from '@/lib/domain/plans';

interface DashboardHeaderProps {
  firstName: string | null;
  firstVisit: boolean;
  /** Where the plan stands: the badge says the day, the week of maintenance, a pause or the end. */
  plan: PlanState;
  account: string;
  /** 'Your coach: <name>', once a coach is assigned. */
  coachName: string | null;
}

/** 'Welcome Back, {first name}' and 'Day N of 45'; 'Edit profile'; the sign-out icon */
export function DashboardHeader({ firstName, firstVisit, plan, account, coachName }: DashboardHeaderProps) {
  const t = useTranslations('dashboard.header');
  const greeting = firstName
    ? t(firstVisit ? 'welcomeName' : 'welcomeBackName', { name: firstName })
    : t(firstVisit ? 'welcome' : 'welcomeBack');
  return (
    <header className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Button asChild variant="ghost" className="-ml-3 w-fit">
          <Link href="/customer-form">
            <Icon icon={UserRound} />
            {t('editProfile')}
          </Link>
        </Button>
        <SignOutButton />
      </div>
      <h1 className="text-3xl font-bold tracking-tight">{greeting}</h1>
      <p className="text-muted-foreground">
        <PhaseBadge plan={plan} />
        <span className="text-sm">{account}</span>
      </p>
      {coachName && <p className="text-sm font-medium">{t('coach', { name: coachName })}</p>}
    </header>
  );
}
