import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  istDay,
  type Timeline,
  timeline,
  type TodayLog,
  type WeightEntry,
  type WeightProgress,
  weightProgress,
} from '@/lib/domain/progress';
import { type DailyGoals, dailyGoalsFor, dueWeeklyCheckin, type WeeklyCheckin, type WeekSlot } from '@/lib/domain/coaching';
import { type Experience, sessionFor, type WorkoutSession } from '@/lib/domain/workouts';
import { currentTargets, myCoachName, weeklyCheckinOf, weeklyCheckinsOf } from './coaching';
import type { Order } from './orders';
import { bmiAssessments, customerProfiles, dailyCheckins, mealLogs, orders } from './schema';
import { countUnreadReplies } from './support';
import { type SessionUser, withUser } from './with-user';

export interface Dashboard {
  firstName: string | null;
  /** Nothing logged yet: the header says 'Welcome' rather than 'Welcome Back'. */
  firstVisit: boolean;
  hasProfile: boolean;
  hasBmi: boolean;
  /** The latest paid order starts the programme; null before any. */
  programme: { startDay: string; timeline: Timeline; productName: string } | null;
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
}

type PaidOrder = Pick<Order, 'paidAt' | 'createdAt'>;

/** Day 1 of the programme: the day in India the latest paid order was paid. */
const startDayOf = (order: PaidOrder) => istDay(order.paidAt ?? order.createdAt);

/** The plan of the customer's level (beginner until the profile says), on the programme's day. */
const sessionOfDay = (experience: Experience | undefined, startDay: string | null, today: string) =>
  sessionFor(experience ?? 'beginner', startDay ? timeline(startDay, today).day : 1);

/** Today's workout alone, for marking it done: three small reads rather than the whole dashboard. */
export async function todaysWorkout(user: SessionUser, now: Date = new Date()): Promise<WorkoutSession> {
  const { profile, paid, targets } = await withUser(user, async (tx) => ({
    targets: await currentTargets(tx, user.id),
    profile: (
      await tx
        .select({ experience: customerProfiles.workoutExperience })
        .from(customerProfiles)
        .where(eq(customerProfiles.userId, user.id))
    )[0],
    paid: (
      await tx
        .select({ paidAt: orders.paidAt, createdAt: orders.createdAt })
        .from(orders)
        .where(eq(orders.status, 'paid'))
        .orderBy(desc(orders.createdAt))
        .limit(1)
    )[0],
  }));
  return sessionOfDay(targets.workoutPlan ?? profile?.experience, paid ? startDayOf(paid) : null, istDay(now));
}

/**
 * Everything /dashboard shows, read under RLS in one transaction, one query per group of
 * cards, and turned into the programme's one set of numbers by lib/domain/progress.
 */
export async function loadDashboard(user: SessionUser, now: Date = new Date()): Promise<Dashboard> {
  const today = istDay(now);
  const rows = await withUser(user, async (tx) => ({
    profile: (await tx.select().from(customerProfiles).where(eq(customerProfiles.userId, user.id)))[0],
    bmi: (await tx.select().from(bmiAssessments).orderBy(desc(bmiAssessments.createdAt)).limit(1))[0],
    orders: await tx.select().from(orders).orderBy(desc(orders.createdAt)),
    checkins: await tx.select().from(dailyCheckins).orderBy(asc(dailyCheckins.day)),
    meals: await tx
      .select()
      .from(mealLogs)
      .where(and(eq(mealLogs.userId, user.id), eq(mealLogs.day, today))),
    targets: await currentTargets(tx, user.id),
    coachName: await myCoachName(tx),
    unreadReplies: await countUnreadReplies(tx),
    weekly: await weeklyCheckinsOf(tx, user.id),
  }));

  const paid = rows.orders.find((order) => order.status === 'paid');
  const startDay = paid ? startDayOf(paid) : null;
  const logged = rows.checkins.filter((c) => c.weight !== null).map((c) => ({ day: c.day, weight: c.weight! }));
  const weights = startDay ? logged.filter((entry) => entry.day >= startDay) : logged;
  const todays = rows.checkins.find((c) => c.day === today);
  const programmeTimeline = startDay ? timeline(startDay, today) : null;
  const weekly = rows.weekly.map(weeklyCheckinOf).filter((answer) => !startDay || answer.dueDay >= startDay);

  return {
    firstName: rows.profile?.name.trim().split(/\s+/)[0] ?? null,
    firstVisit: rows.checkins.length === 0,
    hasProfile: Boolean(rows.profile),
    hasBmi: Boolean(rows.bmi),
    programme:
      paid && startDay && programmeTimeline ? { startDay, timeline: programmeTimeline, productName: paid.productName } : null,
    progress: weightProgress({
      startDay,
      profileWeight: rows.profile?.weight ?? rows.bmi?.weight ?? null,
      heightCm: rows.profile?.height ?? rows.bmi?.height ?? null,
      weights: logged,
      targetWeight: rows.targets.targetWeight,
    }),
    currentWeight: logged.at(-1)?.weight ?? rows.profile?.weight ?? rows.bmi?.weight ?? null,
    weights,
    today: {
      day: today,
      weight: todays?.weight ?? null,
      waterGlasses: todays?.waterGlasses ?? 0,
      workoutDone: todays?.workoutDone ?? false,
      caloriesBurned: todays?.workoutCalories ?? 0,
      meals: Object.fromEntries(rows.meals.map((m) => [m.meal, { description: m.description, calories: m.calories }])),
    },
    workout: sessionOfDay(rows.targets.workoutPlan ?? rows.profile?.workoutExperience, startDay, today),
    orders: rows.orders,
    coachName: rows.coachName,
    unreadReplies: rows.unreadReplies,
    goals: dailyGoalsFor(rows.targets),
    weekly: {
      due: startDay ? dueWeeklyCheckin(startDay, today, weekly) : null,
      answered: weekly,
    },
  };
}
