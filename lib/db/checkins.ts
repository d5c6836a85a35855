import 'server-only';
import { sql } from 'drizzle-orm';
import type { Meal } from '@/lib/domain/progress';
import { dailyCheckins, mealLogs } from './schema';
import { type SessionUser, withUser } from './with-user';

const WATER_MAX = 30;

type CheckinValues = Partial<Pick<typeof dailyCheckins.$inferInsert, 'weight' | 'workoutDone' | 'workoutCalories'>>;

/** Sets these fields of the day's check-in, creating the row the first time that day. */
async function setCheckin(user: SessionUser, day: string, values: CheckinValues): Promise<void> {
  await withUser(user, (tx) =>
    tx
      .insert(dailyCheckins)
      .values({ userId: user.id, day, ...values })
      .onConflictDoUpdate({ target: [dailyCheckins.userId, dailyCheckins.day], set: { ...values, updatedAt: sql`now()` } }),
  );
}

/** Today's weight; a second entry the same day replaces the first. */
export async function logWeight(user: SessionUser, day: string, weight: number): Promise<void> {
  await setCheckin(user, day, { weight });
}

/** One glass more or less, never below 0; returns the day's count. */
export async function changeWater(user: SessionUser, day: string, delta: 1 | -1): Promise<number> {
  const [row] = await withUser(user, (tx) =>
    tx
      .insert(dailyCheckins)
      .values({ userId: user.id, day, waterGlasses: Math.max(0, delta) })
      .onConflictDoUpdate({
        target: [dailyCheckins.userId, dailyCheckins.day],
        set: {
          waterGlasses: sql`least(${WATER_MAX}, greatest(0, ${dailyCheckins.waterGlasses} + ${delta}))`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ waterGlasses: dailyCheckins.waterGlasses }),
  );
  return row?.waterGlasses ?? 0;
}

/** Marks today's workout done (with the calories it burns) or not done. */
export async function setWorkoutDone(user: SessionUser, day: string, done: boolean, calories: number): Promise<void> {
  await setCheckin(user, day, { workoutDone: done, workoutCalories: done ? calories : 0 });
}

/** What was eaten at one meal today; logging the meal again replaces it. */
export async function logMeal(
  user: SessionUser,
  day: string,
  meal: Meal,
  description: string,
  calories: number | null,
): Promise<void> {
  await withUser(user, (tx) =>
    tx
      .insert(mealLogs)
      .values({ userId: user.id, day, meal, description, calories })
      .onConflictDoUpdate({
        target: [mealLogs.userId, mealLogs.day, mealLogs.meal],
        set: { description, calories, updatedAt: sql`now()` },
      }),
  );
}
