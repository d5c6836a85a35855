import 'server-only';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { clockNow } from '@/lib/clock';
import {
  dueWeeklyCheckin,
  NO_TARGETS,
  type TargetChange,
  type Targets,
  type WeeklyAnswers,
  type WeeklyCheckin,
} from '@/lib/domain/coaching';
import type { TargetsInput } from '@/lib/domain/coaching-schema';
import { istDay } from '@/lib/domain/india-time';
import type { CoachIntro } from '@/lib/domain/staff';
import { rowsOf, type Tx } from './connection';
import { programmeStartOf } from './plans';
import { bodyMeasurements, clientTargets, coachNotes, weeklyCheckins } from './schema';
import { type SessionUser, withUser } from './with-user';

type TargetRow = typeof clientTargets.$inferSelect;
type WeeklyRow = typeof weeklyCheckins.$inferSelect;

const targetsOf = (row: TargetRow | undefined): Targets =>
  row
    ? {
        targetWeight: row.targetWeight,
        waterGlasses: row.waterGlasses,
        calories: row.calories,
        steps: row.steps,
        workoutPlan: row.workoutPlan,
      }
    : NO_TARGETS;

export const targetChangeOf = (row: TargetRow): TargetChange => ({
  ...targetsOf(row),
  setByName: row.setByName,
  setAt: row.setAt.toISOString(),
});

export const weeklyCheckinOf = (row: WeeklyRow): WeeklyCheckin => ({
  week: row.week,
  dueDay: row.dueDay,
  energy: row.energy,
  sleep: row.sleep,
  hunger: row.hunger,
  mood: row.mood,
  wins: row.wins,
  struggles: row.struggles,
  waistCm: row.waistCm,
  answeredAt: row.createdAt.toISOString(),
  readByCoach: row.coachReadAt !== null,
  comment: row.coachComment
    ? { text: row.coachComment, by: row.commentedByName, at: (row.commentedAt ?? row.createdAt).toISOString() }
    : null,
});

/** The changes of a client's targets, latest first (the first is in force). */
export function targetHistory(tx: Tx, customerId: string) {
  return tx
    .select()
    .from(clientTargets)
    .where(eq(clientTargets.customerId, customerId))
    .orderBy(desc(clientTargets.setAt), desc(clientTargets.id));
}

/** A customer's weekly check-ins, oldest first. */
export function weeklyCheckinsOf(tx: Tx, customerId: string) {
  return tx.select().from(weeklyCheckins).where(eq(weeklyCheckins.userId, customerId)).orderBy(asc(weeklyCheckins.dueDay));
}

/** The targets in force for this customer (their own read), with the coach's name. */
export async function currentTargets(tx: Tx, customerId: string): Promise<Targets> {
  const [latest] = await targetHistory(tx, customerId).limit(1);
  return targetsOf(latest);
}

/** The customer's coach as they see them, or null before one is assigned and named. */
export async function myCoach(tx: Tx): Promise<CoachIntro | null> {
  const [row] = rowsOf<CoachIntro>(await tx.execute(sql`select * from public.my_coach()`));
  return row ?? null;
}

// ---------------------------------------------------------------- staff writes

/** A private note on a client (RLS refuses one on someone this staff member does not coach). */
export async function addCoachNote(user: SessionUser, customerId: string, body: string): Promise<void> {
  await withUser(user, (tx) => tx.insert(coachNotes).values({ customerId, body }));
}

/** A new set of targets, kept beside the earlier ones with who set it and when. */
export async function setClientTargets(user: SessionUser, { customerId, ...targets }: TargetsInput): Promise<void> {
  await withUser(user, (tx) => tx.insert(clientTargets).values({ customerId, ...targets }));
}

/** The coach's comment on a weekly check-in; false when there is none this coach may answer. */
export async function commentWeeklyCheckin(
  user: SessionUser,
  customerId: string,
  dueDay: string,
  comment: string,
): Promise<boolean> {
  const [row] = rowsOf<{ done: boolean }>(
    await withUser(user, (tx) =>
      tx.execute(sql`select public.comment_weekly_checkin(${customerId}::uuid, ${dueDay}::date, ${comment}) as done`),
    ),
  );
  return row?.done === true;
}

/** The coach has seen the client's weekly check-ins. */
export async function markWeeklyCheckinsRead(user: SessionUser, customerId: string): Promise<void> {
  await withUser(user, (tx) => tx.execute(sql`select public.mark_weekly_checkins_read(${customerId}::uuid)`));
}

// ---------------------------------------------------------------- the customer's side

/**
 * The customer's answers to the weekly check-in due today, as the server counts the days from
 * their programme's start: 'not-due' when none is asked for (the browser names no week).
 */
export async function answerWeeklyCheckin(
  user: SessionUser,
  answers: WeeklyAnswers,
  now: Date = clockNow(),
): Promise<'saved' | 'not-due'> {
  return withUser(user, async (tx) => {
    const today = istDay(now);
    const startDay = await programmeStartOf(tx, user.id, today);
    if (!startDay) return 'not-due';
    const answered = (await weeklyCheckinsOf(tx, user.id)).map(weeklyCheckinOf);
    const due = dueWeeklyCheckin(startDay, today, answered);
    if (!due) return 'not-due';
    const stored = await tx
      .insert(weeklyCheckins)
      .values({ week: due.week, dueDay: due.dueDay, ...answers })
      .onConflictDoNothing()
      .returning({ dueDay: weeklyCheckins.dueDay });
    if (stored.length === 0) return 'not-due';
    // The week's waist is also today's measurement, so /progress charts one waist, not two.
    if (answers.waistCm != null) {
      await tx
        .insert(bodyMeasurements)
        .values({ userId: user.id, day: today, waistCm: answers.waistCm })
        .onConflictDoUpdate({
          target: [bodyMeasurements.userId, bodyMeasurements.day],
          set: { waistCm: answers.waistCm, updatedAt: sql`public.clock_now()` },
        });
    }
    return 'saved';
  });
}
