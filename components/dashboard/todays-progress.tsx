'use client';

import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { changeWaterAction, logMealAction, setWorkoutAction } from '@/lib/actions/check-ins';
import { CircleCheck, Droplet, Icon, Minus, Plus } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { DailyGoals } from '@/lib/domain/coaching';
import { dailyPercents, isTodayTab, MEAL_LABEL, MEALS, type TodayLog, type TodayTab } from '@/lib/domain/progress';
import type { WorkoutSession } from '@/lib/domain/workouts';
import { ActionForm } from '@/components/action-form';
import { useLoggedToday } from '@/components/offline/outbox-context';

interface TodaysProgressProps {
  today: TodayLog;
  /** The day's goals: the programme's, or the coach's targets. */
  goals: DailyGoals;
  workout: WorkoutSession;
  /** From ?tab=, so 'Start Workout' and 'Log Food' open their tab, with or without JavaScript. */
  initialTab: TodayTab;
}

function Goal({ label, value, of, percent }: { label: string; value: number; of: string; percent: number }) {
  return (
    <div className="grid gap-1">
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span className="text-muted-foreground tabular-nums">
          {value} {of}
        </span>
      </div>
      <Progress value={percent} aria-label={label} />
    </div>
  );
}

/** 'Today's Progress' against the spec's daily goals, each tab a place to log the day. */
export function TodaysProgress({ today: fromServer, goals, workout, initialTab }: TodaysProgressProps) {
  // What this phone logged offline counts at once, until the server's figures include it.
  const shown = useLoggedToday({ waterGlasses: fromServer.waterGlasses, weight: null, workoutDone: fromServer.workoutDone });
  const today: TodayLog = {
    ...fromServer,
    waterGlasses: shown.waterGlasses,
    workoutDone: shown.workoutDone,
    caloriesBurned:
      shown.workoutDone === fromServer.workoutDone ? fromServer.caloriesBurned : shown.workoutDone ? workout.calories : 0,
  };
  // A link to ?tab= (the action cards) opens its tab even when the dashboard is already open.
  const asked = useSearchParams().get('tab');
  const [tab, setTab] = useState<string>(initialTab);
  const [followed, setFollowed] = useState(asked);
  if (asked !== followed) {
    setFollowed(asked);
    if (isTodayTab(asked)) setTab(asked);
  }
  const mealsLogged = MEALS.filter((meal) => today.meals[meal]).length;
  const caloriesEaten = MEALS.reduce((sum, meal) => sum + (today.meals[meal]?.calories ?? 0), 0);
  const percents = dailyPercents(
    { caloriesBurned: today.caloriesBurned, waterGlasses: today.waterGlasses, mealsLogged, caloriesEaten },
    goals,
  );

  return (
    <Tabs value={tab} onValueChange={setTab} className="gap-4">
      <TabsList className="grid h-auto w-full grid-cols-2 sm:grid-cols-4">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="workout">Workout</TabsTrigger>
        <TabsTrigger value="nutrition">Nutrition</TabsTrigger>
        <TabsTrigger value="hydration">Hydration</TabsTrigger>
      </TabsList>

      <TabsContent value="overview" className="grid gap-4">
        <Goal
          label="Calories burned"
          value={today.caloriesBurned}
          of={`of ${goals.caloriesBurned}`}
          percent={percents.calories}
        />
        <Goal label="Water" value={today.waterGlasses} of={`of ${goals.waterGlasses} glasses`} percent={percents.water} />
        <Goal label="Meals logged" value={mealsLogged} of={`of ${MEALS.length}`} percent={percents.meals} />
        {(caloriesEaten > 0 || goals.calorieIntake !== null) && (
          <p className="text-sm text-muted-foreground">
            About {caloriesEaten} calories eaten today
            {goals.calorieIntake !== null && ` of your ${goals.calorieIntake} kcal target`}.
          </p>
        )}
        {goals.steps !== null && (
          <p className="text-sm text-muted-foreground">Daily steps target: {goals.steps.toLocaleString('en-IN')}.</p>
        )}
      </TabsContent>

      <TabsContent value="workout" className="grid gap-3">
        <div>
          <h3 className="font-semibold">{workout.title}</h3>
          <p className="text-sm text-muted-foreground">
            {workout.minutes} min · about {workout.calories} calories
          </p>
        </div>
        <ol className="grid list-decimal gap-1 pl-5 text-sm">
          {workout.exercises.map((exercise) => (
            <li key={exercise}>{exercise}</li>
          ))}
        </ol>
        <ActionForm
          action={setWorkoutAction}
          offline={(form) => ({ kind: 'workout', done: form.get('done') === 'yes' ? 'yes' : 'no' })}
        >
          {({ pending }) => (
            <>
              <input type="hidden" name="done" value={today.workoutDone ? 'no' : 'yes'} />
              {today.workoutDone && (
                <p className="mb-2 flex items-center gap-2 text-sm text-success">
                  <Icon icon={CircleCheck} className="size-4" />
                  Done today: {today.caloriesBurned} calories
                </p>
              )}
              <Button type="submit" variant={today.workoutDone ? 'outline' : 'default'} disabled={pending}>
                {today.workoutDone ? 'Mark as not done' : 'Mark workout done'}
              </Button>
            </>
          )}
        </ActionForm>
      </TabsContent>

      <TabsContent value="nutrition" className="grid gap-4">
        {MEALS.map((meal) => {
          const logged = today.meals[meal];
          return (
            <ActionForm key={meal} action={logMealAction} className="grid gap-2 rounded-lg border p-3">
              {({ pending, result }) => {
                const errors = result?.status === 'error' ? result.fieldErrors : undefined;
                return (
                  <>
                    <input type="hidden" name="meal" value={meal} />
                    <h3 className="font-semibold">{MEAL_LABEL[meal]}</h3>
                    <div className="grid gap-2 sm:grid-cols-[1fr_7rem_auto] sm:items-end">
                      <div className="grid gap-1">
                        <Label htmlFor={`${meal}-description`}>What you ate</Label>
                        <Input
                          id={`${meal}-description`}
                          name="description"
                          required
                          maxLength={300}
                          defaultValue={logged?.description}
                          placeholder="e.g. 2 rotis, dal, salad"
                          aria-invalid={errors?.description ? true : undefined}
                        />
                      </div>
                      <div className="grid gap-1">
                        <Label htmlFor={`${meal}-calories`}>Calories</Label>
                        <Input
                          id={`${meal}-calories`}
                          name="calories"
                          type="number"
                          inputMode="numeric"
                          min={0}
                          max={5000}
                          defaultValue={logged?.calories ?? undefined}
                          aria-invalid={errors?.calories ? true : undefined}
                        />
                      </div>
                      <Button
                        type="submit"
                        variant="outline"
                        disabled={pending}
                        aria-label={`Save ${MEAL_LABEL[meal].toLowerCase()}`}
                      >
                        {pending ? 'Saving...' : 'Save'}
                      </Button>
                    </div>
                    {errors && <p className="text-sm text-destructive">{Object.values(errors).flat()[0]}</p>}
                    {logged && <p className="text-sm text-muted-foreground">Logged: {logged.description}</p>}
                  </>
                );
              }}
            </ActionForm>
          );
        })}
      </TabsContent>

      <TabsContent value="hydration" className="grid gap-4">
        <p className="flex items-center gap-2 text-lg font-semibold" aria-live="polite">
          <Icon icon={Droplet} className="size-5 text-info" />
          {today.waterGlasses} of {goals.waterGlasses} glasses
        </p>
        <Progress value={percents.water} aria-label="Water today" />
        <div className="flex flex-wrap gap-2">
          {(['remove', 'add'] as const).map((change) => (
            <ActionForm
              key={change}
              action={changeWaterAction}
              offline={(form) => ({ kind: 'water', change: form.get('change') === 'remove' ? 'remove' : 'add' })}
            >
              {({ pending }) => (
                <>
                  <input type="hidden" name="change" value={change} />
                  <Button
                    type="submit"
                    variant={change === 'add' ? 'default' : 'outline'}
                    disabled={pending || (change === 'remove' && today.waterGlasses === 0)}
                  >
                    {change === 'add' ? <Icon icon={Plus} /> : <Icon icon={Minus} />}
                    {change === 'add' ? 'Add a glass of water' : 'Remove a glass of water'}
                  </Button>
                </>
              )}
            </ActionForm>
          ))}
        </div>
      </TabsContent>
    </Tabs>
  );
}
