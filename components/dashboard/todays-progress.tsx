'use client';

import { useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { changeWaterAction, setWorkoutAction } from '@/lib/actions/check-ins';
import { CircleCheck, Droplet, Icon, Minus, Plus } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { DailyGoals } from '@/lib/domain/coaching';
import { formatKcal } from '@/lib/domain/food-log';
import { dailyPercents, isTodayTab, MEAL_LABEL, MEALS, mealsLogged, type TodayLog, type TodayTab } from '@/lib/domain/progress';
import { nextSlotOf, type TodaysMeals } from '@/lib/domain/diet-charts/views';
import type { WorkoutSummary } from '@/lib/domain/workout-day';
import { ActionForm } from '@/components/action-form';
import { WorkoutTab } from '@/components/workout/workout-tab';
import { MealSlotItem } from '@/components/diet/todays-meals';
import { useLoggedToday } from '@/components/offline/outbox-context';
import { useDomainText } from '@/lib/i18n/use-domain-text';

interface TodaysProgressProps {
  today: TodayLog;
  /** Today's meals of the diet chart, while a plan covers today. */
  meals: TodaysMeals | null;
  /** The day's goals: the programme's, or the coach's targets. */
  goals: DailyGoals;
  /** Today's workout of the customer's programme. */
  workout: WorkoutSummary;
  /** From ?tab=, so 'Start Workout' (and any link to a tab) opens it, with or without JavaScript. */
  initialTab: TodayTab;
}

/** A goal of today: its label, how far ('0 of 600', said whole for each language) and a bar. */
function Goal({ label, amount, percent }: { label: string; amount: string; percent: number }) {
  return (
    <div className="grid gap-1">
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span className="text-muted-foreground tabular-nums">{amount}</span>
      </div>
      <Progress value={percent} aria-label={label} />
    </div>
  );
}

/**
 * 'Today's Progress' against the spec's daily goals: workout and water logged here, the food log's
 * day by meal with the way to Food.
 */
export function TodaysProgress({ today: fromServer, meals, goals, workout, initialTab }: TodaysProgressProps) {
  const t = useTranslations('dashboard.today');
  const said = useDomainText();
  // What this phone logged offline counts at once, until the server's figures include it.
  const shown = useLoggedToday({ waterGlasses: fromServer.waterGlasses, weight: null, workoutDone: fromServer.workoutDone });
  const today: TodayLog = {
    ...fromServer,
    waterGlasses: shown.waterGlasses,
    workoutDone: shown.workoutDone,
    caloriesBurned:
      shown.workoutDone === fromServer.workoutDone
        ? fromServer.caloriesBurned
        : shown.workoutDone && workout.kind === 'workout'
          ? workout.kcal
          : 0,
  };
  // A link to ?tab= (the action cards) opens its tab even when the dashboard is already open.
  const asked = useSearchParams().get('tab');
  const [tab, setTab] = useState<string>(initialTab);
  const [followed, setFollowed] = useState(asked);
  if (asked !== followed) {
    setFollowed(asked);
    if (isTodayTab(asked)) setTab(asked);
  }
  const mealsCount = mealsLogged(today.food);
  const percents = dailyPercents(
    { caloriesBurned: today.caloriesBurned, waterGlasses: today.waterGlasses, mealsLogged: mealsCount },
    goals,
  );
  // 'N kcal of M kcal' against the day's target, else 'N kcal'.
  const eaten = goals.calorieIntake
    ? t('kcalOf', { kcal: formatKcal(today.food.kcal), target: formatKcal(goals.calorieIntake) })
    : formatKcal(today.food.kcal);

  return (
    <Tabs value={tab} onValueChange={setTab} className="gap-4">
      <TabsList className="grid h-auto w-full grid-cols-2 sm:grid-cols-4">
        <TabsTrigger value="overview">{t('overview')}</TabsTrigger>
        <TabsTrigger value="workout">{t('workout')}</TabsTrigger>
        <TabsTrigger value="nutrition">{t('nutrition')}</TabsTrigger>
        <TabsTrigger value="hydration">{t('hydration')}</TabsTrigger>
      </TabsList>

      <TabsContent value="overview" className="grid gap-4">
        <Goal
          label={t('caloriesBurned')}
          amount={t('of', { value: today.caloriesBurned, total: String(goals.caloriesBurned) })}
          percent={percents.calories}
        />
        <Goal
          label={t('water')}
          amount={t('ofGlasses', { value: today.waterGlasses, total: String(goals.waterGlasses) })}
          percent={percents.water}
        />
        <Goal
          label={t('mealsLogged')}
          amount={t('of', { value: mealsCount, total: String(MEALS.length) })}
          percent={percents.meals}
        />
        {(today.food.kcal > 0 || goals.calorieIntake !== null) && (
          <p className="text-sm text-muted-foreground">{t('eaten', { kcal: eaten })}</p>
        )}
        {goals.steps !== null && (
          <p className="text-sm text-muted-foreground">{t('steps', { steps: goals.steps.toLocaleString('en-IN') })}</p>
        )}
      </TabsContent>

      <TabsContent value="workout" className="grid gap-3">
        <WorkoutTab workout={workout} />
        {workout.kind === 'workout' && (
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
                    {t('done', { calories: String(today.caloriesBurned) })}
                  </p>
                )}
                <Button type="submit" variant="outline" disabled={pending}>
                  {today.workoutDone ? t('markNotDone') : t('markDone')}
                </Button>
              </>
            )}
          </ActionForm>
        )}
      </TabsContent>

      <TabsContent value="nutrition" className="grid gap-4">
        {meals && <NextMeal meals={meals} />}
        <p className="font-semibold tabular-nums">{t('kcalToday', { kcal: eaten })}</p>
        <ul aria-label={t('mealsLabel')} className="grid gap-2">
          {MEALS.map((meal) => {
            const { names, kcal } = today.food.byMeal[meal];
            return (
              <li key={meal} className="grid gap-0.5 rounded-lg border p-3 text-sm">
                <span className="flex justify-between gap-2 font-medium">
                  {said(MEAL_LABEL[meal])}
                  {names.length > 0 && <span className="text-muted-foreground tabular-nums">{formatKcal(kcal)}</span>}
                </span>
                <span className="text-muted-foreground">{names.length > 0 ? names.join(', ') : t('nothingLogged')}</span>
              </li>
            );
          })}
        </ul>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link href="/food?log=search">
              <Icon icon={Plus} />
              {t('logFood')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/food">{t('openFoodLog')}</Link>
          </Button>
        </div>
      </TabsContent>

      <TabsContent value="hydration" className="grid gap-4">
        <p className="flex items-center gap-2 text-lg font-semibold" aria-live="polite">
          <Icon icon={Droplet} className="size-5 text-info" />
          {t('glasses', { count: String(today.waterGlasses), total: String(goals.waterGlasses) })}
        </p>
        <Progress value={percents.water} aria-label={t('waterToday')} />
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
                    {change === 'add' ? t('addGlass') : t('removeGlass')}
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

/** The diet chart's next slot of today, to log in one tap, and the way to the whole day on Plan. */
function NextMeal({ meals }: { meals: TodaysMeals }) {
  const t = useTranslations('dashboard.today');
  const next = nextSlotOf(meals);
  return (
    <section aria-labelledby="next-meal" className="grid gap-2">
      <h3 id="next-meal" className="flex flex-wrap items-baseline justify-between gap-x-4 font-semibold">
        {t('dietChart')}
        <span className="text-sm font-normal text-muted-foreground">
          {t('followed', { followed: String(meals.followed), planned: String(meals.planned) })}
        </span>
      </h3>
      {next ? (
        <ol className="grid">
          <MealSlotItem slot={next} heading="h4" />
        </ol>
      ) : (
        <p className="text-sm">{t('allLogged')}</p>
      )}
      <Link href="/plan#meals" className="text-sm font-medium text-primary underline underline-offset-4">
        {t('allMeals')}
      </Link>
    </section>
  );
}
