import Link from 'next/link';
import { Dumbbell, Icon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { formatDay } from '@/lib/domain/india-time';
import type { WorkoutSummary } from '@/lib/domain/workout-day';

/** Today's workout of the customer's programme, in a few lines, with the way to start it on 'Plan'. */
export function WorkoutTab({ workout }: { workout: WorkoutSummary }) {
  if (workout.kind === 'none')
    return (
      <p className="text-sm text-muted-foreground">
        Your personalised workout plan starts with your package.{' '}
        <Link href="/packages" className="text-primary underline underline-offset-4">
          See the packages
        </Link>
      </p>
    );
  if (workout.kind === 'upcoming')
    return (
      <p className="text-sm text-muted-foreground">
        Your workout plan starts on {formatDay(workout.startsOn)}.{' '}
        <Link href="/plan#workout" className="text-primary underline underline-offset-4">
          See its first workout
        </Link>
      </p>
    );
  if (workout.kind === 'rest')
    return (
      <div className="grid gap-1">
        <h3 className="font-semibold">Rest day</h3>
        <p className="text-sm text-muted-foreground">
          Day {workout.programmeDay} of your plan: rest and recover.
          {workout.next && ` Next workout: ${workout.next}.`}
        </p>
        <Link href="/plan#workout" className="w-fit text-sm text-primary underline underline-offset-4">
          This week&apos;s workouts
        </Link>
      </div>
    );
  return (
    <div className="grid gap-3">
      <div>
        <h3 className="font-semibold">{workout.title}</h3>
        <p className="text-sm text-muted-foreground">
          Day {workout.programmeDay} · {workout.minutes} min · about {workout.kcal} calories
        </p>
      </div>
      <ul className="grid gap-1 text-sm" aria-label="Today's exercises">
        {workout.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Button asChild className="w-fit">
        <Link href="/plan?workout=start#workout">
          <Icon icon={Dumbbell} className="size-4" />
          {workout.done > 0 ? 'Continue workout' : 'Start workout'}
        </Link>
      </Button>
    </div>
  );
}
