import 'server-only';
import type { MeasurementEntry } from '@/lib/domain/measurements';
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { clockNow } from '@/lib/clock';
import { NO_TARGETS, type TargetChange, type Targets, type WeekSlot, weekSlots } from '@/lib/domain/coaching';
import { type DailyNutritionTargets, nutritionTargetsOf } from '@/lib/domain/nutrition';
import { customerLabel, formatPhone } from '@/lib/domain/phone';
import { type PlanState, planState } from '@/lib/domain/plans';
import { type Timeline, timeline, type WeightEntry, type WeightProgress, weightProgress } from '@/lib/domain/progress';
import { addDays, daysBetween, istDay } from '@/lib/domain/india-time';
import { type NamedRefundRequest, withPlanNames } from '@/lib/domain/refunds';
import type { InboxEntry, SupportMessage } from '@/lib/domain/support';
import { targetChangeOf, targetHistory, weeklyCheckinOf, weeklyCheckinsOf } from './coaching';
import { rowsOf } from './connection';
import { latestBmiIn } from './bmi-assessments';
import { checkinsIn } from './checkins';
import { type Order, ordersIn } from './orders';
import { measurementsIn } from './measurements';
import { type PhotoSection, photoSectionIn } from './progress-photos';
import { compositionChecksIn, type CompositionSection, compositionSection } from './body-composition';
import { callListIn, type CallSection, callSection } from './video-calls';
import { type ProfileRow, profileIn } from './profiles';
import { coachNotes, foodLogs, supportChats } from './schema';
import { type ClientDietChart, clientDietChartIn } from './diet-charts';
import { type FoodDay, foodDayOf } from './food-logs';
import { plansOf } from './plans';
import { type ClientProgramme, clientProgrammeIn } from './programmes';
import { refundRequestsOf } from './refunds';
import { coachChat, listSupportMessages } from './support';
import { type SessionUser, withUser } from './with-user';
import { type SessionRecord, sessionsIn } from './workouts';

export const RECENT_DAYS = 14;

/** How many days the table shows: 14, or the days since day 1 when fewer (at least today). */
const shownDays = (startDay: string | null, today: string) =>
  startDay ? Math.min(RECENT_DAYS, Math.max(1, daysBetween(startDay, today) + 1)) : RECENT_DAYS;

export interface RecentDay {
  day: string;
  weight: number | null;
  waterGlasses: number;
  workoutDone: boolean;
  mealsLogged: number;
}

export interface CoachNote {
  id: string;
  body: string;
  authorName: string;
  createdAt: string;
}

export interface ClientPage {
  customerId: string;
  /** The name, or the phone until a profile exists. */
  heading: string;
  phone: string | null;
  coachName: string | null;
  programme: { startDay: string; timeline: Timeline } | null;
  /** The client's plans as the client sees them: until when, paused, queued, ended. */
  plan: PlanState;
  /** Their refund requests, latest first, with the plan each is for. */
  refunds: NamedRefundRequest[];
  profile: ProfileRow | null;
  bmi: { bmi: number; category: string; targetWeight: number } | null;
  progress: WeightProgress | null;
  weights: WeightEntry[];
  /** The last 14 days of the programme, today first, with the days nothing was logged. */
  recentDays: RecentDay[];
  orders: Order[];
  chat: { chat: InboxEntry; messages: SupportMessage[] } | null;
  notes: CoachNote[];
  targets: Targets;
  targetHistory: TargetChange[];
  weekly: WeekSlot[];
  /** The client's workout sessions of the last 14 days, latest first, with their sets. */
  workouts: SessionRecord[];
  /** Their workout plan, whether a coach reviewed it, and their limitations. */
  workoutPlan: ClientProgramme;
  /** Their diet chart, whether a coach reviewed it, and how the last 7 days kept to it (today first). */
  dietChart: ClientDietChart;
  /** Their tape measurements, oldest first. */
  measurements: MeasurementEntry[];
  /** Their body composition checks, oldest first; whether the plan running today promises them. */
  composition: CompositionSection;
  /** Their progress photos, once they consented (their coach sees none before). */
  photos: PhotoSection;
  /** Their weekly video calls, when the plan running today offers them or there are some. */
  calls: CallSection;
  today: string;
  /** What the client ate on the programme's last days (today first), against the day's target. */
  food: { days: { day: string; log: FoodDay }[]; targets: DailyNutritionTargets | null };
}

/** How many days of food the coach's page lists. */
export const FOOD_DAYS = 7;

interface IdentityRow {
  customer_name: string | null;
  customer_phone: string | null;
  coach_name: string | null;
}

/**
 * Everything a coach sees of one client, read under RLS as the coach, or null when this staff
 * member may not coach them (the page is then a 404: nobody learns the client exists).
 */
export async function loadClientPage(user: SessionUser, customerId: string, now: Date = clockNow()): Promise<ClientPage | null> {
  const today = istDay(now);
  const since = addDays(today, -(RECENT_DAYS - 1));
  const rows = await withUser(user, async (tx) => {
    const [identity] = rowsOf<IdentityRow>(await tx.execute(sql`select * from public.client_identity(${customerId}::uuid)`));
    if (!identity) return null;
    return {
      identity,
      plans: await plansOf(tx, customerId),
      refunds: await refundRequestsOf(tx, customerId),
      profile: (await profileIn(tx, customerId)) ?? null,
      bmi: await latestBmiIn(tx, customerId),
      checkins: await checkinsIn(tx, customerId),
      orders: await ordersIn(tx, customerId),
      chat: (
        await tx
          .select({ id: supportChats.id })
          .from(supportChats)
          .where(eq(supportChats.userId, customerId))
          .orderBy(sql`${supportChats.status} = 'open' desc`, desc(supportChats.lastMessageAt))
          .limit(1)
      )[0],
      notes: await tx.select().from(coachNotes).where(eq(coachNotes.customerId, customerId)).orderBy(desc(coachNotes.createdAt)),
      targets: await targetHistory(tx, customerId),
      weekly: await weeklyCheckinsOf(tx, customerId),
      // The food log of the recent days: the table counts its meals, the food card lists its last 7.
      foods: await tx
        .select()
        .from(foodLogs)
        .where(and(eq(foodLogs.userId, customerId), gte(foodLogs.day, since)))
        .orderBy(asc(foodLogs.createdAt)),
      workouts: await sessionsIn(tx, customerId, since),
      workoutPlan: await clientProgrammeIn(tx, customerId),
      dietChart: await clientDietChartIn(tx, customerId, today, FOOD_DAYS),
      measurements: await measurementsIn(tx, customerId),
      compositionChecks: await compositionChecksIn(tx, customerId),
      photos: await photoSectionIn(tx, customerId),
      calls: await callListIn(tx, customerId, user.id, now),
    };
  });
  if (!rows) return null;

  const plan = planState(rows.plans, today);
  // As on the client's dashboard: logs since the first day, days counted past the pauses.
  const { firstDay: startDay, programmeStart } = plan;
  const logged = rows.checkins.filter((c) => c.weight !== null).map((c) => ({ day: c.day, weight: c.weight! }));
  const targetHistoryRows = rows.targets.map(targetChangeOf);
  const targets = targetHistoryRows[0] ?? null;
  const progress = weightProgress({
    startDay,
    profileWeight: rows.profile?.weight ?? null,
    bmiWeight: rows.bmi?.weight ?? null,
    heightCm: rows.profile?.height ?? rows.bmi?.height ?? null,
    weights: logged,
    targetWeight: targets?.targetWeight,
  });
  const [chat, messages] = rows.chat
    ? await Promise.all([coachChat(user, rows.chat.id), listSupportMessages(user, rows.chat.id)])
    : [undefined, []];

  return {
    customerId,
    measurements: rows.measurements,
    composition: compositionSection(rows.compositionChecks, plan),
    photos: rows.photos,
    calls: callSection(rows.calls, plan),
    today,
    heading: customerLabel(rows.identity.customer_name, rows.identity.customer_phone),
    phone: rows.identity.customer_phone ? formatPhone(rows.identity.customer_phone) : null,
    coachName: rows.identity.coach_name,
    programme: startDay && programmeStart ? { startDay, timeline: timeline(programmeStart, today, plan.pausedAhead) } : null,
    plan,
    refunds: withPlanNames(rows.refunds, rows.plans),
    profile: rows.profile,
    bmi: rows.bmi ? { bmi: rows.bmi.bmi, category: rows.bmi.category, targetWeight: rows.bmi.targetWeight } : null,
    progress,
    weights: startDay ? logged.filter((entry) => entry.day >= startDay) : logged,
    // Days before day 1 belong to no programme: a client who started yesterday has two rows.
    recentDays: Array.from({ length: shownDays(startDay, today) }, (_, index) => {
      const day = addDays(today, -index);
      const checkin = rows.checkins.find((c) => c.day === day);
      return {
        day,
        weight: checkin?.weight ?? null,
        waterGlasses: checkin?.waterGlasses ?? 0,
        workoutDone: checkin?.workoutDone ?? false,
        mealsLogged: new Set(rows.foods.filter((entry) => entry.day === day).map((entry) => entry.meal)).size,
      };
    }),
    orders: rows.orders,
    chat: chat ? { chat, messages } : null,
    notes: rows.notes.map((note) => ({
      id: note.id,
      body: note.body,
      authorName: note.authorName,
      createdAt: note.createdAt.toISOString(),
    })),
    targets: targets ?? NO_TARGETS,
    targetHistory: targetHistoryRows,
    weekly: startDay ? weekSlots(startDay, today, rows.weekly.map(weeklyCheckinOf)) : [],
    workouts: rows.workouts,
    workoutPlan: rows.workoutPlan,
    // From the programme's first day: before it there was no chart to keep to.
    dietChart: { ...rows.dietChart, days: rows.dietChart.days.filter((day) => startDay !== null && day.day >= startDay) },
    food: {
      days: Array.from({ length: Math.min(FOOD_DAYS, shownDays(startDay, today)) }, (_, index) => {
        const day = addDays(today, -index);
        return { day, log: foodDayOf(rows.foods.filter((entry) => entry.day === day)) };
      }),
      targets: nutritionTargetsOf(
        rows.profile,
        { current: logged.at(-1)?.weight ?? null, target: progress?.target ?? null },
        targets?.calories ?? null,
      ),
    },
  };
}

/** Whether this staff member may coach the customer (their coach, or an admin). */
export async function mayCoach(user: SessionUser, customerId: string): Promise<boolean> {
  const [row] = rowsOf<{ allowed: boolean }>(
    await withUser(user, (tx) =>
      tx.execute(sql`select public.is_coach() and public.coaches_client(${customerId}::uuid) as allowed`),
    ),
  );
  return row?.allowed === true;
}
