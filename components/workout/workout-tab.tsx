import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
import { Dumbbell, Icon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { workoutLineIn } from '@/components/workout/workout-text';
import { formatDay } from '@/lib/domain/india-time';
import type { WorkoutSummary } from '@/lib/domain/workout-day';
import { useDomainText } from '@/lib/i18n/use-domain-text';

/** Today's workout of the customer's programme, in a few lines, with the way to start it on 'Plan'. */
export function WorkoutTab({ workout }: { workout: WorkoutSummary }) {
  const t = useTranslations('plan.workoutTab');
  const text = useTranslations('plan.workoutText');
  const said = useDomainText();
  const locale = useLocale();
  if (workout.kind === 'none')
    return (
      <p className="text-sm text-muted-foreground">
        {t('none')}{' '}
        <Link href="/packages" className="text-primary underline underline-offset-4">
          {t('packages')}
        </Link>
      </p>
    );
  if (workout.kind === 'upcoming')
    return (
      <p className="text-sm text-muted-foreground">
        {t('upcoming', { date: formatDay(workout.startsOn, locale) })}{' '}
        <Link href="/plan#workout" className="text-primary underline underline-offset-4">
          {t('seeFirst')}
        </Link>
      </p>
    );
  if (workout.kind === 'rest')
    return (
      <div className="grid gap-1">
        <h3 className="font-semibold">{t('restDay')}</h3>
        <p className="text-sm text-muted-foreground">
          {t('rest', { day: workout.programmeDay })}
          {workout.next && t('next', { title: said(workout.next) })}
        </p>
        <Link href="/plan#workout" className="w-fit text-sm text-primary underline underline-offset-4">
          {t('thisWeek')}
        </Link>
      </div>
    );
  return (
    <div className="grid gap-3">
      <div>
        <h3 className="font-semibold">{said(workout.title)}</h3>
        <p className="text-sm text-muted-foreground">
          {t('meta', { day: workout.programmeDay, minutes: String(workout.minutes), kcal: String(workout.kcal) })}
        </p>
      </div>
      <ul className="grid gap-1 text-sm" aria-label={t('exercises')}>
        {workout.lines.map((line) => (
          <li key={line}>{workoutLineIn(line, text, said, locale)}</li>
        ))}
      </ul>
      <Button asChild className="w-fit">
        <Link href="/plan?workout=start#workout">
          <Icon icon={Dumbbell} className="size-4" />
          {workout.done > 0 ? t('continue') : t('start')}
        </Link>
      </Button>
    </div>
  );
}
