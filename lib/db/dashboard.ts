import 'server-only';
import type { MeasurementEntry } from '@/lib/domain/measurements';
import { clockNow } from '@/lib/clock';
import {
  type Meal,
  type Timeline,
  timeline,
  type TodayLog,
  type WeightEntry,
  type WeightProgress,
  weightProgress,
} from '@/lib/domain/progress';
import type { TodaysMeals } from '@/lib/domain/diet-charts/views';
import { istDay } from '@/lib/domain/india-time';
import { type DailyGoals, dailyGoalsFor, dueWeeklyCheckin, type WeeklyCheckin, type WeekSlot } from '@/lib/domain/coaching';
import { mealAt } from '@/lib/domain/food-log';
import type { ReminderSettings } from '@/lib/domain/reminders';
import { type DailyNutritionTargets, nutritionTargetsOf } from '@/lib/domain/nutrition';
import { type PlanState, planState } from '@/lib/domain/plans';
import { type NamedRefundRequest, refundablePlans, withPlanNames } from '@/lib/domain/refunds';
import type { WorkoutDay, WorkoutSummary } from '@/lib/domain/workout-day';
import { type StudioView, studioViewIn } from './bookings';
import { type FoodLogView, foodLogIn, todaysFoodIn } from './food-logs';
import { currentTargets, myCoach, weeklyCheckinOf, weeklyCheckinsOf } from './coaching';
import { plansOf } from './plans';
import { refundRequestsOf } from './refunds';
import { remindersIn } from './reminders';
import { latestBmiIn } from './bmi-assessments';
import { checkinsIn } from './checkins';
import { todaysMealsIn } from './diet-charts';
import { type Order, ordersIn } from './orders';
import { profileIn } from './profiles';
import type { Tx } from './connection';
import { measurementsIn } from './measurements';
import { type PhotoSection, photoSectionIn } from './progress-photos';
import { compositionChecksIn, type CompositionSection, compositionSection } from './body-composition';
import { type SessionUser, withUser } from './with-user';
import { type UpcomingWorkout, upcomingWorkoutIn, workoutDayIn, workoutSummaryIn } from './workouts';

/** The programme as the customer's pages show it: from its first day, its 'Day N of 45' timeline. */
export type Programme = { startDay: string; timeline: Timeline; productName: string } | null;

/** Today (/dashboard): the day's figures, the programme's numbers and what is due. */
export interface Dashboard {
  firstName: string | null;
  /** Nothing logged yet: the header says 'Welcome' rather than 'Welcome Back'. */
  firstVisit: boolean;
  hasProfile: boolean;
  hasBmi: boolean;
  /** From the first plan's first day; its timeline counts past the days paused. Null before any plan. */
  programme: Programme;
  /** Which plan runs, until when, what follows, the phase; an expired plan's end. */
  plan: PlanState;
  progress: WeightProgress | null;
  /** The latest logged weight, else the profile's or the BMI check's: shown even before a target can be set. */
  currentWeight: number | null;
  today: TodayLog;
  /** Today's workout of the customer's programme. */
  workout: WorkoutSummary;
  /** Today's meals of the customer's diet chart, while a plan covers today (the Nutrition tab's next one). */
  meals: TodaysMeals | null;
  /** The customer's coach, once one is assigned. */
  coachName: string | null;
  /** Today's goals: the coach's targets where set. */
  goals: DailyGoals;
  /** The weekly check-in asked for today, if any. */
  weeklyDue: WeekSlot | null;
}

/** 'Plan' (/plan): the plan period with pause, refund and renewal, and the studio batch. */
export interface PlanPage {
  plan: PlanState;
  programme: Programme;
  /** Today's workout of the customer's workout programme; null before they have one. */
  workout: WorkoutDay | null;
  /** A workout programme that begins after today. */
  upcomingWorkout: UpcomingWorkout | null;
  /** Today's meals of the customer's diet chart, while a plan covers today. */
  meals: TodaysMeals | null;
  /** The customer's refund requests, and the plans they may still ask to refund (with the last day). */
  refunds: {
    requests: NamedRefundRequest[];
    refundable: { orderId: string; productName: string; until: string }[];
  };
  /** The studio batch of an in-person plan. */
  studio: StudioView;
}

/** 'Progress' (/progress): the weight, its chart and the weekly check-ins. */
export interface ProgressPage {
  programme: Programme;
  progress: WeightProgress | null;
  currentWeight: number | null;
  /** Weights logged since the programme started (all of them before it does), oldest first. */
  weights: WeightEntry[];
  /** Today's weight, once logged. */
  todaysWeight: number | null;
  /** The weekly check-in asked for today, if any, and those answered (with the coach's comments). */
  weekly: { due: WeekSlot | null; answered: WeeklyCheckin[] };
  /** Tape measurements, oldest first, and the profile's height for the waist-to-height ratio. */
  measurements: MeasurementEntry[];
  heightCm: number | null;
  /** The studio's body composition checks, oldest first, when there are some or the plan promises them. */
  composition: CompositionSection;
  photos: PhotoSection;
  today: string;
}

/** 'Food' (/food): the food log, and the day's calorie target (null before a profile or a coach's target). */
export interface FoodPage {
  log: FoodLogView;
  targets: DailyNutritionTargets | null;
  suggestedMeal: Meal;
}

/** 'Account' (/account): reminders, orders and receipts. */
export interface AccountPage {
  reminders: ReminderSettings;
  orders: Order[];
}

/** What the programme's numbers come from: the profile, the BMI check, the weights, the coach's targets, the plans. */
async function basicsIn(tx: Tx, userId: string) {
  return {
    profile: await profileIn(tx, userId),
    bmi: await latestBmiIn(tx, userId),
    checkins: await checkinsIn(tx, userId),
    targets: await currentTargets(tx, userId),
    plans: await plansOf(tx, userId),
  };
}
type Basics = Awaited<ReturnType<typeof basicsIn>>;

/**
 * The programme's one set of numbers (lib/domain/progress), the same on every page: what was
 * logged since the first day belongs to the programme, and its days count from the start moved on
 * by the days paused.
 */
function figuresOf(basics: Basics, today: string) {
  const plan = planState(basics.plans, today);
  const logged = loggedWeights(basics.checkins);
  const progress = weightProgress({
    startDay: plan.firstDay,
    profileWeight: basics.profile?.weight ?? null,
    bmiWeight: basics.bmi?.weight ?? null,
    heightCm: basics.profile?.height ?? basics.bmi?.height ?? null,
    weights: logged,
    targetWeight: basics.targets.targetWeight,
  });
  return {
    plan,
    programme: programmeOf(plan, today),
    progress,
    logged,
    currentWeight: logged.at(-1)?.weight ?? basics.profile?.weight ?? basics.bmi?.weight ?? null,
    todays: basics.checkins.find((c) => c.day === today),
  };
}

/** The programme from its first day, its 'Day N of 45' counted past the days paused; null before any plan. */
function programmeOf(plan: PlanState, today: string): Programme {
  const shownPlan = plan.current ?? plan.last;
  const { firstDay: startDay, programmeStart } = plan;
  if (!shownPlan || !startDay || !programmeStart) return null;
  return { startDay, timeline: timeline(programmeStart, today, plan.pausedAhead), productName: shownPlan.productName };
}

/** The day's nutrition targets: the coach's kcal, else the formula on the profile and today's weight. */
const nutritionOf = (basics: Basics, figures: ReturnType<typeof figuresOf>) =>
  nutritionTargetsOf(
    basics.profile ?? null,
    { current: figures.currentWeight, target: figures.progress?.target ?? null },
    basics.targets.calories,
  );

const loggedWeights = (checkins: Basics['checkins']): WeightEntry[] =>
  checkins.filter((c) => c.weight !== null).map((c) => ({ day: c.day, weight: c.weight! }));

/** The weekly check-ins answered since the programme's first day. */
const answeredSince = (rows: Awaited<ReturnType<typeof weeklyCheckinsOf>>, startDay: string | null) =>
  rows.map(weeklyCheckinOf).filter((answer) => !startDay || answer.dueDay >= startDay);

/**
 * The dashboard's weight figures alone (start, target, where they come from), for the BMI
 * calculator to say the same numbers: five small reads rather than the whole dashboard.
 */
export async function weightProgressOf(user: SessionUser, now: Date = clockNow()): Promise<WeightProgress | null> {
  const basics = await withUser(user, (tx) => basicsIn(tx, user.id));
  return figuresOf(basics, istDay(now)).progress;
}

/**
 * What Today (/dashboard) shows, read under RLS in one transaction by each feature's loader (each
 * names the customer: RLS would also show a coach the rows of their clients).
 */
export async function loadDashboard(user: SessionUser, now: Date = clockNow()): Promise<Dashboard> {
  const today = istDay(now);
  const rows = await withUser(user, async (tx) => {
    const basics = await basicsIn(tx, user.id);
    const figures = figuresOf(basics, today);
    return {
      ...basics,
      figures,
      food: await todaysFoodIn(tx, user.id, today),
      coachName: (await myCoach(tx))?.name ?? null,
      weekly: await weeklyCheckinsOf(tx, user.id),
      workout: await workoutSummaryIn(tx, user.id, today, {
        programmeStart: figures.plan.programmeStart,
        weightKg: figures.currentWeight,
      }),
      meals: figures.plan.current ? await todaysMealsIn(tx, user.id, today) : null,
    };
  });
  const { figures } = rows;
  const { todays } = figures;
  const { firstDay: startDay, programmeStart } = figures.plan;
  return {
    firstName: rows.profile?.name.trim().split(/\s+/)[0] ?? null,
    firstVisit: rows.checkins.length === 0,
    hasProfile: Boolean(rows.profile),
    hasBmi: Boolean(rows.bmi),
    programme: figures.programme,
    plan: figures.plan,
    progress: figures.progress,
    currentWeight: figures.currentWeight,
    today: {
      day: today,
      weight: todays?.weight ?? null,
      waterGlasses: todays?.waterGlasses ?? 0,
      workoutDone: todays?.workoutDone ?? false,
      caloriesBurned: todays?.workoutCalories ?? 0,
      food: rows.food,
    },
    workout: rows.workout,
    meals: rows.meals,
    coachName: rows.coachName,
    // The Overview's kcal target is the food log's: one figure on Today and Food.
    goals: dailyGoalsFor(rows.targets, nutritionOf(rows, figures)?.kcal ?? null),
    weeklyDue: programmeStart ? dueWeeklyCheckin(programmeStart, today, answeredSince(rows.weekly, startDay)) : null,
  };
}

/** What 'Plan' shows: four reads. */
export async function loadPlanPage(user: SessionUser, now: Date = clockNow()): Promise<PlanPage> {
  const today = istDay(now);
  const rows = await withUser(user, async (tx) => {
    const plans = await plansOf(tx, user.id);
    const plan = planState(plans, today);
    const workout = await workoutDayIn(tx, user.id, today, plan.programmeStart);
    return {
      plans,
      plan,
      refunds: await refundRequestsOf(tx, user.id),
      studio: await studioViewIn(tx, user.id, now),
      workout,
      // Read only when there is no workout today: a programme that has not begun.
      upcomingWorkout: workout ? null : await upcomingWorkoutIn(tx, user.id, today, plan.programmeStart),
      // The chart is followed while a plan covers today.
      meals: plan.current ? await todaysMealsIn(tx, user.id, today) : null,
    };
  });
  const { plan } = rows;
  return {
    plan,
    programme: programmeOf(plan, today),
    workout: rows.workout,
    upcomingWorkout: rows.upcomingWorkout,
    meals: rows.meals,
    refunds: {
      requests: withPlanNames(rows.refunds, rows.plans),
      refundable: refundablePlans(rows.plans, rows.refunds, today).map(({ plan: refundable, until }) => ({
        orderId: refundable.orderId,
        productName: refundable.productName,
        until,
      })),
    },
    studio: rows.studio,
  };
}

/** What 'Progress' shows: the programme's figures and the weekly check-ins. */
export async function loadProgressPage(user: SessionUser, now: Date = clockNow()): Promise<ProgressPage> {
  const today = istDay(now);
  const rows = await withUser(user, async (tx) => ({
    ...(await basicsIn(tx, user.id)),
    weekly: await weeklyCheckinsOf(tx, user.id),
    measurements: await measurementsIn(tx, user.id),
    compositionChecks: await compositionChecksIn(tx, user.id),
    photos: await photoSectionIn(tx, user.id),
  }));
  const figures = figuresOf(rows, today);
  const { firstDay: startDay, programmeStart } = figures.plan;
  const answered = answeredSince(rows.weekly, startDay);
  return {
    programme: figures.programme,
    progress: figures.progress,
    currentWeight: figures.currentWeight,
    weights: startDay ? figures.logged.filter((entry) => entry.day >= startDay) : figures.logged,
    todaysWeight: figures.todays?.weight ?? null,
    weekly: { due: programmeStart ? dueWeeklyCheckin(programmeStart, today, answered) : null, answered },
    measurements: rows.measurements,
    heightCm: rows.profile?.height ?? null,
    composition: compositionSection(rows.compositionChecks, figures.plan),
    photos: rows.photos,
    today,
  };
}

/** What 'Food' shows: the day's log against the target the programme's figures give. */
export async function loadFoodPage(user: SessionUser, now: Date = clockNow()): Promise<FoodPage> {
  const today = istDay(now);
  const rows = await withUser(user, async (tx) => ({
    ...(await basicsIn(tx, user.id)),
    food: await foodLogIn(tx, user.id, today),
  }));
  const figures = figuresOf(rows, today);
  return {
    log: rows.food,
    targets: nutritionOf(rows, figures),
    suggestedMeal: mealAt(now),
  };
}

/** What 'Account' shows: two reads. */
export async function loadAccountPage(user: SessionUser): Promise<AccountPage> {
  const rows = await withUser(user, async (tx) => ({
    reminders: await remindersIn(tx, user.id),
    orders: await ordersIn(tx, user.id),
  }));
  return { reminders: rows.reminders.settings, orders: rows.orders };
}
