import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changeWater } from '@/lib/db/checkins';
import { applyClientWrites } from '@/lib/db/client-writes';
import { getDatabase } from '@/lib/db/client';
import { clientWrites, dailyCheckins, foodLogs } from '@/lib/db/schema';
import { withUser } from '@/lib/db/with-user';
import { CHECKIN_MESSAGES } from '@/lib/domain/checkins';
import { FOOD_LOG_MESSAGES } from '@/lib/domain/food-log';
import { OFFLINE_MESSAGES } from '@/lib/domain/offline-writes';
import { addDays, istDay } from '@/lib/domain/progress';
import { createAuthUser, expectRefused } from '../support/db';

// Logging offline on real data: each entry applied once by the id the phone gave it, on the day
// in India it was logged, and a refused entry answered with its reason while the rest count.

const NOON_IST = 'T06:30:00.000Z';

async function dayOf(userId: string, day: string) {
  const { db } = await getDatabase();
  const [row] = await db
    .select({ water: dailyCheckins.waterGlasses, weight: dailyCheckins.weight, workout: dailyCheckins.workoutDone })
    .from(dailyCheckins)
    .where(and(eq(dailyCheckins.userId, userId), eq(dailyCheckins.day, day)));
  return row;
}

describe('an outbox sent from the phone', () => {
  it('counts two glasses and a weight once, however many times it is sent', async () => {
    const user = await createAuthUser();
    const now = new Date();
    const loggedAt = now.toISOString();
    const entries = [
      { id: randomUUID(), kind: 'water', change: 'add', loggedAt },
      { id: randomUUID(), kind: 'water', change: 'add', loggedAt },
      { id: randomUUID(), kind: 'weight', weight: 72.4, loggedAt },
    ];
    const first = await applyClientWrites(user, entries, now);
    expect(first.map((result) => result.status)).toEqual(['synced', 'synced', 'synced']);
    // A lost answer, a second tab and Background Sync all send the same outbox again.
    const again = await Promise.all([applyClientWrites(user, entries, now), applyClientWrites(user, entries, now)]);
    expect(again.flat().every((result) => result.status === 'synced')).toBe(true);
    expect(await dayOf(user.id, istDay(now))).toEqual({ water: 2, weight: 72.4, workout: false });
  });

  it('logs a food once by its id, with the values of the food table, and refuses one that is not there', async () => {
    const user = await createAuthUser();
    const now = new Date();
    const loggedAt = now.toISOString();
    const dal = {
      id: randomUUID(),
      kind: 'food',
      foodId: 'dal-tadka',
      serving: '1 katori',
      quantity: 2,
      meal: 'lunch',
      loggedAt,
      // What the phone showed: never what the server stores.
      shown: { name: 'Dal tadka', kcal: 1 },
    };
    const gone = { ...dal, id: randomUUID(), foodId: 'no-such-food' };
    const first = await applyClientWrites(user, [dal, gone], now);
    expect(first).toEqual([
      { id: dal.id, status: 'synced' },
      { id: gone.id, status: 'refused', message: FOOD_LOG_MESSAGES.notFound },
    ]);
    await applyClientWrites(user, [dal], now);
    const { db } = await getDatabase();
    const logged = await db.select().from(foodLogs).where(eq(foodLogs.userId, user.id));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ day: istDay(now), meal: 'lunch', foodName: 'Dal tadka', quantity: 2 });
    expect(logged[0]!.kcal).toBeGreaterThan(100);
  });

  it('counts an entry on the day in India it was logged, not the day it arrived', async () => {
    const user = await createAuthUser();
    const now = new Date();
    const yesterday = addDays(istDay(now), -1);
    await applyClientWrites(user, [{ id: randomUUID(), kind: 'workout', done: 'yes', loggedAt: `${yesterday}${NOON_IST}` }], now);
    expect(await dayOf(user.id, yesterday)).toMatchObject({ workout: true });
    expect(await dayOf(user.id, istDay(now))).toBeUndefined();
  });

  it('refuses a weight of 900 kg, a week-old entry and a clock in the future, each with its reason; the rest count', async () => {
    const user = await createAuthUser();
    const now = new Date();
    const ids = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const results = await applyClientWrites(
      user,
      [
        { id: ids[0], kind: 'weight', weight: 900, loggedAt: now.toISOString() },
        { id: ids[1], kind: 'water', change: 'add', loggedAt: `${addDays(istDay(now), -8)}${NOON_IST}` },
        { id: ids[2], kind: 'water', change: 'add', loggedAt: new Date(now.getTime() + 3_600_000).toISOString() },
        { id: ids[3], kind: 'water', change: 'add', loggedAt: now.toISOString() },
      ],
      now,
    );
    expect(results).toEqual([
      { id: ids[0], status: 'refused', message: CHECKIN_MESSAGES.weightHigh },
      { id: ids[1], status: 'refused', message: OFFLINE_MESSAGES.tooOld },
      { id: ids[2], status: 'refused', message: OFFLINE_MESSAGES.inFuture },
      { id: ids[3], status: 'synced' },
    ]);
    expect(await dayOf(user.id, istDay(now))).toEqual({ water: 1, weight: null, workout: false });
  });

  it('answers an entry that is not one by its id, or none', async () => {
    const user = await createAuthUser();
    const results = await applyClientWrites(user, [{ id: 'x', kind: 'coffee' }, 'water', null]);
    expect(results.map((result) => [result.id, result.status])).toEqual([
      ['x', 'refused'],
      ['', 'refused'],
      ['', 'refused'],
    ]);
  });

  it("keeps a form's retry after a lost answer to one glass", async () => {
    const user = await createAuthUser();
    const day = istDay(new Date());
    const clientId = randomUUID();
    expect(await changeWater(user, day, 1, clientId)).toBe(1);
    expect(await changeWater(user, day, 1, clientId)).toBe(1);
    expect(await changeWater(user, day, 1)).toBe(2);
  });

  it("keeps each person's ids to themselves under RLS", async () => {
    const [a, b] = [await createAuthUser(), await createAuthUser()];
    const clientId = randomUUID();
    await applyClientWrites(a, [{ id: clientId, kind: 'water', change: 'add', loggedAt: new Date().toISOString() }]);
    // The same id from another phone's person is theirs: it counts for them.
    await applyClientWrites(b, [{ id: clientId, kind: 'water', change: 'add', loggedAt: new Date().toISOString() }]);
    expect(await withUser(b, (tx) => tx.select().from(clientWrites))).toHaveLength(1);
    await expectRefused(
      withUser(b, (tx) =>
        tx.insert(clientWrites).values({ userId: a.id, clientId: randomUUID(), kind: 'water', day: istDay(new Date()) }),
      ),
    );
  });
});
