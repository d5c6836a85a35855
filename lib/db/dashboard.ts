import 'server-only';
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
import { istDay } from '@/lib/domain/india-time';
import { type DailyGoals, dailyGoalsFor, dueWeeklyCheckin, type WeeklyCheckin, type WeekSlot } from '@/lib/domain/coaching';
import { mealAt } from '@/lib/domain/food-log';
import type { ReminderSettings } from '@/lib/domain/reminders';
import { type DailyNutritionTargets, nutritionTargetsOf } from '@/lib/domain/nutrition';
import { type PlanState, planState } from '@/lib/domain/plans';
import { type NamedRefundRequest, refundablePlans, withPlanNames } from '@/lib/domain/refunds';
import { type Experience, sessionFor, type WorkoutSession } from '@/lib/domain/workouts';
import { type StudioView, studioViewIn } from './bookings';
import { type FoodLogView, foodLogIn } from './food-logs';
import { currentTargets, myCoachName, weeklyCheckinOf, weeklyCheckinsOf } from './coaching';
import { plansOf, programmeStartOf } from './plans';
import { refundRequestsOf } from './refunds';
import { remindersIn } from './reminders';
import { latestBmiIn } from './bmi-assessments';
import { checkinsIn, mealsIn } from './checkins';
import { type Order, ordersIn } from './orders';
import { profileIn } from './profiles';
import { countUnreadReplies } from './support';
import { type SessionUser, withUser } from './with-user';

export interface Dashboard {
  firstName: string | null;
  /** Nothing logged yet: the header says 'Welcome' rather than 'Welcome Back'. */
  firstVisit: boolean;
  hasProfile: boolean;
  hasBmi: boolean;
  /** From the first plan's first day; its timeline counts past the days paused. Null before any plan. */
  programme: { startDay: string; timeline: Timeline; productName: string } | null;
  /** Which plan runs, until when, what follows, the phase; an expired plan's end. */
  plan: PlanState;
  /** The customer's refund requests, and the plans they may still ask to refund (with the last day). */
  refunds: {
    requests: NamedRefundRequest[];
    refundable: { orderId: string; productName: string; until: string }[];
  };
  progress: WeightProgress | null;
  /** The latest logged weight, else the profile's or the BMI check's: shown even before a target can be set. */
  currentWeight: number | null;
  /** Weights logged since the programme started (all of them before it does), oldest first. */
  weights: WeightEntry[];
  today: TodayLog;
  workout: WorkoutSession;
  orders: Order[];
  /** The customer's coach, once one is assigned. */
  coachName: string | null;
  /** The coach's answers in the support chat the customer has not read. */
  unreadReplies: number;
  /** Today's goals: the coach's targets where set. */
  goals: DailyGoals;
  /** The weekly check-in asked for today, if any, and those answered (with the coach's comments). */
  weekly: { due: WeekSlot | null; answered: WeeklyCheckin[] };
  /** The food log, and the day's calorie target (null before a profile or a coach's target). */
  food: { log: FoodLogView; targets: DailyNutritionTargets | null; suggestedMeal: Meal };
  reminders: ReminderSettings;
  /** The studio batch of an in-person plan. */
  studio: StudioView;
}

/** The plan of the customer's level (beginner until the profile says), on the programme's day. */
const sessionOfDay = (experience: Experience | undefined, startDay: string | null, today: string) =>
  sessionFor(experience ?? 'beginner', startDay ? timeline(startDay, today).day : 1);

/** Today's workout alone, for marking it done: three small reads rather than the whole dashboard. */
export async function todaysWorkout(user: SessionUser, now: Date = clockNow()): Promise<WorkoutSession> {
  const today = istDay(now);
  const { profile, startDay, targets } = await withUser(user, async (tx) => ({
    targets: await currentTargets(tx, user.id),
    profile: await profileIn(tx, user.id),
    startDay: await programmeStartOf(tx, user.id, today),
  }));
  return sessionOfDay(targets.workoutPlan ?? profile?.workoutExperience, startDay, today);
}

/**
 * The dashboard's weight figures alone (start, target, where they come from), for the BMI
 * calculator to say the same numbers: five small reads rather than the whole dashboard.
 */
export async function weightProgressOf(user: SessionUser, now: Date = clockNow()): Promise<WeightProgress | null> {
  const today = istDay(now);
  const rows = await withUser(user, async (tx) => ({
    profile: await profileIn(tx, user.id),
    bmi: await latestBmiIn(tx, user.id),
    checkins: await checkinsIn(tx, user.id),
    targets: await currentTargets(tx, user.id),
    plans: await plansOf(tx, user.id),
  }));
  return progressOf(rows, planState(rows.plans, today).firstDay);
}

type ProgressRows = {
  profile?: { weight: number; height: number };
  bmi?: { weight: number; height: number };
  checkins: { day: string; weight: number | null }[];
  targets: { targetWeight: number | null };
};

/** The weights logged (any day), and the programme's figures from its first day. */
function progressOf(rows: ProgressRows, startDay: string | null): WeightProgress | null {
  return weightProgress({
    startDay,
    profileWeight: rows.profile?.weight ?? null,
    bmiWeight: rows.bmi?.weight ?? null,
    heightCm: rows.profile?.height ?? rows.bmi?.height ?? null,
    weights: loggedWeights(rows.checkins),
    targetWeight: rows.targets.targetWeight,
  });
}

const loggedWeights = (checkins: ProgressRows['checkins']): WeightEntry[] =>
  checkins.filter((c) => c.weight !== null).map((c) => ({ day: c.day, weight: c.weight! }));

/**
 * Everything /dashboard shows, read under RLS in one transaction by each feature's loader (each
 * names the customer: RLS would also show a coach the rows of their clients), and turned into the
 * programme's one set of numbers by lib/domain/progress.
 */
export async function loadDashboard(user: SessionUser, now: Date = clockNow()): Promise<Dashboard> {
  const today = istDay(now);
  const rows = await withUser(user, async (tx) => ({
    profile: await profileIn(tx, user.id),
    bmi: await latestBmiIn(tx, user.id),
    orders: await ordersIn(tx, user.id),
    checkins: await checkinsIn(tx, user.id),
    meals: await mealsIn(tx, user.id, today),
    targets: await currentTargets(tx, user.id),
    coachName: await myCoachName(tx),
    unreadReplies: await countUnreadReplies(tx),
    weekly: await weeklyCheckinsOf(tx, user.id),
    plans: await plansOf(tx, user.id),
    refunds: await refundRequestsOf(tx, user.id),
    food: await foodLogIn(tx, user.id, today),
    studio: await studioViewIn(tx, user.id, now),
    reminders: await remindersIn(tx, user.id),
  }));

  const plan = planState(rows.plans, today);
  // What was logged since the first day belongs to the programme; its days count from the
  // start moved on by the days paused.
  const { firstDay: startDay, programmeStart } = plan;
  const shownPlan = plan.current ?? plan.last;
  const logged = loggedWeights(rows.checkins);
  const weights = startDay ? logged.filter((entry) => entry.day >= startDay) : logged;
  const todays = rows.checkins.find((c) => c.day === today);
  const programmeTimeline = programmeStart ? timeline(programmeStart, today, plan.pausedAhead) : null;
  const weekly = rows.weekly.map(weeklyCheckinOf).filter((answer) => !startDay || answer.dueDay >= startDay);
  const progress = progressOf(rows, startDay);
  const currentWeight = logged.at(-1)?.weight ?? rows.profile?.weight ?? rows.bmi?.weight ?? null;

  return {
    firstName: rows.profile?.name.trim().split(/\s+/)[0] ?? null,
    firstVisit: rows.checkins.length === 0,
    hasProfile: Boolean(rows.profile),
    hasBmi: Boolean(rows.bmi),
    programme:
      shownPlan && startDay && programmeTimeline
        ? { startDay, timeline: programmeTimeline, productName: shownPlan.productName }
        : null,
    plan,
    refunds: {
      requests: withPlanNames(rows.refunds, rows.plans),
      refundable: refundablePlans(rows.plans, rows.refunds, today).map(({ plan: refundable, until }) => ({
        orderId: refundable.orderId,
        productName: refundable.productName,
        until,
      })),
    },
    progress,
    currentWeight,
    weights,
    today: {
      day: today,
      weight: todays?.weight ?? null,
      waterGlasses: todays?.waterGlasses ?? 0,
      workoutDone: todays?.workoutDone ?? false,
      caloriesBurned: todays?.workoutCalories ?? 0,
      meals: Object.fromEntries(rows.meals.map((m) => [m.meal, { description: m.description, calories: m.calories }])),
    },
    workout: sessionOfDay(rows.targets.workoutPlan ?? rows.profile?.workoutExperience, programmeStart, today),
    orders: rows.orders,
    coachName: rows.coachName,
    unreadReplies: rows.unreadReplies,
    goals: dailyGoalsFor(rows.targets),
    weekly: {
      due: programmeStart ? dueWeeklyCheckin(programmeStart, today, weekly) : null,
      answered: weekly,
    },
    food: {
      log: rows.food,
      targets: nutritionTargetsOf(
        rows.profile ?? null,
        { current: currentWeight, target: progress?.target ?? null },
        rows.targets.calories,
      ),
      suggestedMeal: mealAt(now),
    },
    studio: rows.studio,
    reminders: rows.reminders.settings,
  };
}
