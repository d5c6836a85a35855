import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { WATER_GLASSES_MAX } from '@/lib/domain/checkins';
import type { Tx } from './connection';
import { clientWrites, dailyCheckins } from './schema';
import { type SessionUser, withUser } from './with-user';

/** A customer's daily check-ins, oldest first, in a transaction that reads more. */
export function checkinsIn(tx: Tx, userId: string) {
  return tx.select().from(dailyCheckins).where(eq(dailyCheckins.userId, userId)).orderBy(asc(dailyCheckins.day));
}

type CheckinValues = Partial<Pick<typeof dailyCheckins.$inferInsert, 'weight' | 'workoutDone' | 'workoutCalories'>>;

/** What client_writes records a write as: a chart's meal is a write to the food log ('food'). */
type RecordedKind = (typeof clientWrites.$inferInsert)['kind'];

/**
 * A write the phone sent under its own id (`clientId`): true the first time, false for a replay.
 * Without an id (a form posted without JavaScript) every write is a first.
 */
export async function firstTime(tx: Tx, userId: string, kind: RecordedKind, day: string, clientId?: string): Promise<boolean> {
  if (!clientId) return true;
  const recorded = await tx
    .insert(clientWrites)
    .values({ userId, clientId, kind, day })
    .onConflictDoNothing()
    .returning({ clientId: clientWrites.clientId });
  return recorded.length > 0;
}

/** Sets these fields of the day's check-in, creating the row the first time that day. */
async function setCheckin(
  user: SessionUser,
  day: string,
  values: CheckinValues,
  write: { kind: RecordedKind; clientId?: string },
): Promise<void> {
  await withUser(user, async (tx) => {
    if (!(await firstTime(tx, user.id, write.kind, day, write.clientId))) return;
    await tx
      .insert(dailyCheckins)
      .values({ userId: user.id, day, ...values })
      .onConflictDoUpdate({
        target: [dailyCheckins.userId, dailyCheckins.day],
        set: { ...values, updatedAt: sql`public.clock_now()` },
      });
  });
}

/** The day's weight; a second entry the same day replaces the first. */
export async function logWeight(user: SessionUser, day: string, weight: number, clientId?: string): Promise<void> {
  await setCheckin(user, day, { weight }, { kind: 'weight', clientId });
}

/** One glass more or less, never below 0 or above the most; returns the day's count (a replay changes nothing). */
export async function changeWater(user: SessionUser, day: string, delta: 1 | -1, clientId?: string): Promise<number> {
  return withUser(user, async (tx) => {
    if (!(await firstTime(tx, user.id, 'water', day, clientId))) {
      const [row] = await tx
        .select({ waterGlasses: dailyCheckins.waterGlasses })
        .from(dailyCheckins)
        .where(and(eq(dailyCheckins.userId, user.id), eq(dailyCheckins.day, day)));
      return row?.waterGlasses ?? 0;
    }
    const [row] = await tx
      .insert(dailyCheckins)
      .values({ userId: user.id, day, waterGlasses: Math.max(0, delta) })
      .onConflictDoUpdate({
        target: [dailyCheckins.userId, dailyCheckins.day],
        set: {
          waterGlasses: sql`least(${WATER_GLASSES_MAX}, greatest(0, ${dailyCheckins.waterGlasses} + ${delta}))`,
          updatedAt: sql`public.clock_now()`,
        },
      })
      .returning({ waterGlasses: dailyCheckins.waterGlasses });
    return row?.waterGlasses ?? 0;
  });
}

/** Marks the day's workout done (with the calories it burns) or not done. */
export async function setWorkoutDone(
  user: SessionUser,
  day: string,
  done: boolean,
  calories: number,
  clientId?: string,
): Promise<void> {
  await setCheckin(user, day, { workoutDone: done, workoutCalories: done ? calories : 0 }, { kind: 'workout', clientId });
}
