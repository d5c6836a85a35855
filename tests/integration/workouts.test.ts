import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clockNow } from '@/lib/clock';
import { loadDashboard } from '@/lib/db/dashboard';
import { getDatabase } from '@/lib/db/database';
import { dailyCheckins, workoutSets } from '@/lib/db/schema';
import { finishWorkout, logSet, myWorkoutDay } from '@/lib/db/workouts';
import { addDays, istDay } from '@/lib/domain/india-time';
import type { LogSetInput } from '@/lib/domain/workout-log';
import { buy, paid } from '../support/checkout';
import { createAuthUser } from '../support/db';

// A customer's workout through the data layer (issue 41): the day's workout from the programme a
// payment gave, sets logged against the server's targets, once per phone id, the finish, and the
// next session's target from this one.

type User = { id: string };

let customer: User;
let other: User;
const today = istDay(clockNow());

const bridgeOf = async (user: User, day: string) => {
  const workout = (await myWorkoutDay(user, day))?.workout;
  const item = workout?.items.find((candidate) => candidate.exercise.id === 'glute-bridge');
  if (!item) throw new Error(`no glute bridge on ${day}`);
  return item;
};

const set = (slotId: string, setNumber: number, reps: number, fields: Partial<LogSetInput> = {}): LogSetInput => ({
  slotId,
  exerciseId: 'glute-bridge',
  setNumber,
  reps,
  seconds: null,
  kg: null,
  ...fields,
});

beforeAll(async () => {
  [customer, other] = [await createAuthUser(), await createAuthUser()];
  paid(await buy(customer, 'online-3m'));
  paid(await buy(other, 'online-3m'));
});

describe("a customer's workout", () => {
  it("day 1 is 'Full-body basics' of 'Home beginner', the glute bridge at 3 × 10-15 the first time", async () => {
    const day = await myWorkoutDay(customer, today);
    expect(day).toMatchObject({ programmeDay: 1, programme: { name: 'Home beginner', clearanceNeeded: false }, session: null });
    expect(day?.workout?.title).toBe('Full-body basics');
    expect(await bridgeOf(customer, today)).toMatchObject({
      sets: 3,
      target: { repsMin: 10, repsMax: 15, seconds: null, kg: null },
      lastTime: null,
    });
  });

  it("Today's Workout tab says the same workout, minutes and kcal as Plan", async () => {
    const day = await myWorkoutDay(customer, today);
    expect((await loadDashboard(customer)).workout).toMatchObject({
      kind: 'workout',
      programmeDay: 1,
      title: day?.workout?.title,
      minutes: day?.workout?.minutes,
      kcal: day?.workout?.kcal,
      done: 0,
    });
  });

  it('a set sent twice under one phone id counts once; the same set again replaces it', async () => {
    const { slotId } = await bridgeOf(customer, today);
    const clientId = randomUUID();
    expect(await logSet(customer, set(slotId, 1, 14, { clientId }), today)).toEqual({ status: 'ok' });
    expect(await logSet(customer, set(slotId, 1, 99, { clientId }), today)).toEqual({ status: 'ok' });
    expect((await bridgeOf(customer, today)).logged).toMatchObject([{ setNumber: 1, reps: 14 }]);
    await logSet(customer, set(slotId, 1, 15), today);
    await logSet(customer, set(slotId, 2, 15), today);
    await logSet(customer, set(slotId, 3, 15), today);
    const { db } = await getDatabase();
    const rows = await db.select().from(workoutSets).where(eq(workoutSets.userId, customer.id));
    expect(rows.map((row) => [row.setNumber, row.reps, row.targetRepsMin, row.targetRepsMax])).toEqual([
      [1, 15, 10, 15],
      [2, 15, 10, 15],
      [3, 15, 10, 15],
    ]);
  });

  it("refuses an exercise the plan does not allow in the slot, and another customer's slot", async () => {
    const { slotId } = await bridgeOf(customer, today);
    expect(await logSet(customer, set(slotId, 1, 10, { exerciseId: 'burpee' }), today)).toEqual({
      status: 'refused',
      reason: 'notASwap',
    });
    expect(await logSet(other, set(slotId, 1, 10), today)).toEqual({ status: 'refused', reason: 'slotGone' });
  });

  it("'Finish workout' keeps how it felt and marks the day's workout done with its kcal", async () => {
    const finished = await finishWorkout(customer, { feeling: 'right', note: 'Easy on the knees' }, today);
    expect(finished).toMatchObject({ status: 'ok' });
    const { kcal, minutes } = finished as { kcal: number; minutes: number };
    expect(kcal).toBeGreaterThan(0);
    expect(minutes).toBeGreaterThan(0);
    const { db } = await getDatabase();
    const [checkin] = await db
      .select()
      .from(dailyCheckins)
      .where(and(eq(dailyCheckins.userId, customer.id), eq(dailyCheckins.day, today)));
    expect(checkin).toMatchObject({ workoutDone: true, workoutCalories: kcal });
    expect((await myWorkoutDay(customer, today))?.session).toMatchObject({ finished: true, feeling: 'right' });
    expect((await myWorkoutDay(customer, today))?.days[0]?.state).toBe('done');
    expect(await finishWorkout(other, { feeling: 'easy', note: null }, today)).toEqual({
      status: 'refused',
      reason: 'nothingLogged',
    });
  });

  it("day 5's glute bridge says 'Last time: 3 × 15' and aims two reps higher: every set reached the top", async () => {
    const later = addDays(today, 4);
    expect((await myWorkoutDay(customer, later))?.workout?.title).toBe('Full-body basics');
    expect(await bridgeOf(customer, later)).toMatchObject({
      lastTime: '3 × 15',
      target: { repsMin: 12, repsMax: 17 },
      logged: [],
    });
  });
});
