import Link from 'next/link';
import { CircleCheck, Dumbbell, Icon } from '@/components/icons';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ClearanceForm } from '@/components/workout/clearance-form';
import { ExerciseDetails } from '@/components/workout/exercise-details';
import { ExerciseLog } from '@/components/workout/exercise-log';
import { FinishWorkoutForm } from '@/components/workout/finish-workout-form';
import { HowTo } from '@/components/workout/how-to';
import { WorkoutWeek } from '@/components/workout/workout-week';
import { prescriptionText, type WorkoutDay, type WorkoutItem } from '@/lib/domain/workout-day';
import { FEELING_LABEL } from '@/lib/domain/workout-log';

const KIND_LABEL = { 'warm-up': 'Warm-up', 'cool-down': 'Cool-down' } as const;

function Prescription({ item }: { item: WorkoutItem }) {
  return (
    <p className="text-sm text-muted-foreground">
      {prescriptionText(item.sets, item.target, item.exercise.eachSide)}
      {item.restSeconds > 0 && ` · rest ${item.restSeconds} s`}
      {item.rpe !== null && ` · effort ${item.rpe}/10`}
      {item.superset && ' · straight after the one before'}
    </p>
  );
}

/** One exercise of the workout: its prescription, last time, the how-to in place, and its sets. */
function ExerciseCard({ item, current }: { item: WorkoutItem; current: boolean }) {
  const done = item.logged.length >= item.sets;
  return (
    <li>
      <ExerciseDetails
        current={current}
        summary={
          <summary className="flex cursor-pointer items-center justify-between gap-3">
            <span className="grid gap-0.5">
              <span className="flex flex-wrap items-center gap-2 font-medium">
                {item.exercise.name}
                <span lang="hi" className="text-sm font-normal text-muted-foreground">
                  {item.exercise.hindi}
                </span>
                {item.exercise.kind in KIND_LABEL && (
                  <Badge variant="secondary">{KIND_LABEL[item.exercise.kind as keyof typeof KIND_LABEL]}</Badge>
                )}
              </span>
              <Prescription item={item} />
            </span>
            <span className="shrink-0 text-sm text-muted-foreground tabular-nums">
              {done ? (
                <Icon icon={CircleCheck} className="size-5 text-success" aria-label="Done" />
              ) : (
                `${item.logged.length}/${item.sets}`
              )}
            </span>
          </summary>
        }
      >
        <div className="mt-3 grid gap-3">
          {item.lastTime && <p className="text-sm">Last time: {item.lastTime}</p>}
          {item.note && <p className="text-sm">Coach&apos;s note: {item.note}</p>}
          <HowTo exercise={item.exercise} />
          <ExerciseLog
            slotId={item.slotId}
            exercise={{
              id: item.exercise.id,
              name: item.exercise.name,
              measure: item.exercise.measure,
              eachSide: item.exercise.eachSide,
              equipment: item.exercise.equipment,
            }}
            swaps={item.swaps.map(({ id, name }) => ({ id, name }))}
            sets={item.sets}
            target={item.target}
            restSeconds={item.restSeconds}
            logged={item.logged}
          />
        </div>
      </ExerciseDetails>
    </li>
  );
}

/**
 * 'Today's workout' on Plan: this week's days, then today's workout, started from 'Start workout'
 * (or at once when a set is already logged today): each exercise with its sets, then 'Finish
 * workout'. Works without JavaScript: each exercise opens in place and each form posts.
 */
export function TodaysWorkout({ day, started }: { day: WorkoutDay; started: boolean }) {
  const { workout, session } = day;
  const running = started || session !== null;
  const current = workout?.items.findIndex((item) => item.logged.length < item.sets) ?? -1;
  return (
    <section
      id="workout"
      aria-labelledby="workout-title"
      className="grid scroll-mt-20 gap-4 rounded-xl border bg-card p-4 sm:p-6"
    >
      <header className="grid gap-1">
        <h2 id="workout-title" className="text-xl font-semibold">
          Today&apos;s workout
        </h2>
        <p className="text-sm text-muted-foreground">
          {day.programme.name} · {day.maintenance ? `${day.phase} (maintenance)` : day.phase} · week {day.week} · day{' '}
          {day.programmeDay}
        </p>
      </header>
      <WorkoutWeek days={day.days} />
      {day.programme.clearanceNeeded ? (
        <ClearanceForm />
      ) : !workout ? (
        <p>Rest day: let your body recover. A walk is welcome.</p>
      ) : (
        <div className="grid gap-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h3 className="text-lg font-semibold">{workout.title}</h3>
              <p className="text-sm text-muted-foreground">
                About {workout.minutes} min · about {workout.kcal} calories
              </p>
            </div>
            {!running && (
              <Button asChild>
                <Link href="/plan?workout=start#workout">
                  <Icon icon={Dumbbell} className="size-4" />
                  Start workout
                </Link>
              </Button>
            )}
          </div>
          {session?.finished ? (
            <div className="grid gap-1 rounded-xl border border-success/40 p-4" role="status">
              <p className="flex items-center gap-2 font-semibold text-success">
                <Icon icon={CircleCheck} className="size-5" />
                Workout finished
              </p>
              <p className="text-sm">
                {session.feeling && `Felt ${FEELING_LABEL[session.feeling].toLowerCase()} · `}
                {session.minutes} min · about {session.kcal} calories
              </p>
              {session.coachComment && (
                <p className="text-sm">
                  {session.commentedByName}: {session.coachComment}
                </p>
              )}
            </div>
          ) : null}
          {running ? (
            <>
              <ol aria-label="Exercises" className="grid gap-3">
                {workout.items.map((item, index) => (
                  <ExerciseCard key={item.slotId} item={item} current={index === current} />
                ))}
              </ol>
              {!session?.finished && <FinishWorkoutForm />}
            </>
          ) : (
            <ol aria-label="Exercises" className="grid list-decimal gap-1 pl-5 text-sm">
              {workout.items.map((item) => (
                <li key={item.slotId}>
                  {item.exercise.name}: {prescriptionText(item.sets, item.target, item.exercise.eachSide)}
                  {item.lastTime && <span className="text-muted-foreground"> · last time {item.lastTime}</span>}
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}
