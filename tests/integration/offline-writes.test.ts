import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { changeWater, logWeight } from '@/lib/db/checkins';
import { applyClientWrites } from '@/lib/db/client-writes';
import { getDatabase } from '@/lib/db/database';
import { clientWrites, dailyCheckins, foodLogs } from '@/lib/db/schema';
import { withUser } from '@/lib/db/with-user';
import { CHECKIN_MESSAGES } from '@/lib/domain/checkins';
import { FOOD_LOG_MESSAGES } from '@/lib/domain/food-log';
import { clientWriteResultOf, OFFLINE_MESSAGES } from '@/lib/domain/offline-writes';
import { addDays, istDay } from '@/lib/domain/india-time';
import { createAuthUser, expectRefused } from '../support/db';

// Logging offline on real data: each entry applied once by the id the phone gave it, on the day
// in India it was logged, and a refused entry answered with its reason while the rest count.

const NOON_IST = 'T06:30:00.000Z';

// The real check-ins, with a way to make one write fail as a lost connection would.
vi.mock('@/lib/db/checkins', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/db/checkins')>();
  return { ...real, logWeight: vi.fn(real.logWeight) };
});

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
    expect(first.map((result) => result.status)).toEqual(['ok', 'ok', 'ok']);
    // A lost answer, a second tab and Background Sync all send the same outbox again.
    const again = await Promise.all([applyClientWrites(user, entries, now), applyClientWrites(user, entries, now)]);
    expect(again.flat().every((result) => result.status === 'ok')).toBe(true);
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
      { id: dal.id, status: 'ok' },
      { id: gone.id, status: 'refused', reason: 'notFound' },
    ]);
    // What the phone is sent: the reason in words.
    expect(first.map(clientWriteResultOf)).toEqual([
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
      { id: ids[0], status: 'refused', reason: 'invalid', message: CHECKIN_MESSAGES.weightHigh },
      { id: ids[1], status: 'refused', reason: 'tooOld' },
      { id: ids[2], status: 'refused', reason: 'inFuture' },
      { id: ids[3], status: 'ok' },
    ]);
    expect(results.map(clientWriteResultOf)).toEqual([
      { id: ids[0], status: 'refused', message: CHECKIN_MESSAGES.weightHigh },
      { id: ids[1], status: 'refused', message: OFFLINE_MESSAGES.tooOld },
      { id: ids[2], status: 'refused', message: OFFLINE_MESSAGES.inFuture },
      { id: ids[3], status: 'synced' },
    ]);
    expect(await dayOf(user.id, istDay(now))).toEqual({ water: 1, weight: null, workout: false });
  });

  it("refuses a weight logged in the year 11, once stored as 2030-11-05 and shown to the coach as '81 → 45 kg'", async () => {
    const user = await createAuthUser();
    const id = randomUUID();
    expect(await applyClientWrites(user, [{ id, kind: 'weight', weight: 45, loggedAt: '0011-05-30T12:00:00Z' }])).toEqual([
      { id, status: 'refused', reason: 'tooOld' },
    ]);
    const { db } = await getDatabase();
    expect(await db.select().from(dailyCheckins).where(eq(dailyCheckins.userId, user.id))).toEqual([]);
  });

  it('refuses an entry of another year, or of no date, with its reason, and stores the good one of the batch', async () => {
    const user = await createAuthUser();
    const now = new Date();
    const ids = Array.from({ length: 6 }, () => randomUUID());
    const results = await applyClientWrites(
      user,
      [
        // Once stored as 2030-11-05, and shown to the coach as '81 → 45 kg'.
        { id: ids[0], kind: 'weight', weight: 45, loggedAt: '0011-05-30T12:00:00Z' },
        // Once stored as 2015-03-04.
        { id: ids[1], kind: 'water', change: 'add', loggedAt: '0003-04-15T12:00:00Z' },
        // Once a bare 500 for the whole batch.
        { id: ids[2], kind: 'workout', done: 'yes', loggedAt: '0030-01-01T00:00:00Z' },
        { id: ids[3], kind: 'water', change: 'add', loggedAt: 'yesterday' },
        { id: ids[4], kind: 'weight', weight: 46, loggedAt: '9999-12-31T23:59:59Z' },
        { id: ids[5], kind: 'weight', weight: 72.4, loggedAt: now.toISOString() },
      ],
      now,
    );
    expect(results).toEqual([
      { id: ids[0], status: 'refused', reason: 'tooOld' },
      { id: ids[1], status: 'refused', reason: 'tooOld' },
      { id: ids[2], status: 'refused', reason: 'tooOld' },
      { id: ids[3], status: 'refused', reason: 'invalid', message: OFFLINE_MESSAGES.badTime },
      { id: ids[4], status: 'refused', reason: 'inFuture' },
      { id: ids[5], status: 'ok' },
    ]);
    expect(results.map(clientWriteResultOf)).toEqual([
      { id: ids[0], status: 'refused', message: OFFLINE_MESSAGES.tooOld },
      { id: ids[1], status: 'refused', message: OFFLINE_MESSAGES.tooOld },
      { id: ids[2], status: 'refused', message: OFFLINE_MESSAGES.tooOld },
      { id: ids[3], status: 'refused', message: OFFLINE_MESSAGES.badTime },
      { id: ids[4], status: 'refused', message: OFFLINE_MESSAGES.inFuture },
      { id: ids[5], status: 'synced' },
    ]);
    // Today's weight alone, and no day of any other year.
    const { db } = await getDatabase();
    const days = await db.select({ day: dailyCheckins.day }).from(dailyCheckins).where(eq(dailyCheckins.userId, user.id));
    expect(days).toEqual([{ day: istDay(now) }]);
    expect(await dayOf(user.id, istDay(now))).toEqual({ water: 0, weight: 72.4, workout: false });
    expect(await withUser(user, (tx) => tx.select().from(clientWrites))).toHaveLength(1);
  });

  it('answers an entry whose write fails (it stays on the phone to try again) and applies the rest', async () => {
    const user = await createAuthUser();
    const now = new Date();
    const loggedAt = now.toISOString();
    const [lost, water] = [randomUUID(), randomUUID()];
    vi.mocked(logWeight).mockRejectedValueOnce(new Error('Connection terminated unexpectedly'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const results = await applyClientWrites(
        user,
        [
          { id: lost, kind: 'weight', weight: 72.4, loggedAt },
          { id: water, kind: 'water', change: 'add', loggedAt },
        ],
        now,
      );
      expect(results).toEqual([
        { id: lost, status: 'failed' },
        { id: water, status: 'ok' },
      ]);
      expect(results.map(clientWriteResultOf)).toEqual([
        { id: lost, status: 'failed', message: OFFLINE_MESSAGES.failed },
        { id: water, status: 'synced' },
      ]);
      expect(errors).toHaveBeenCalledOnce();
    } finally {
      errors.mockRestore();
    }
    expect(await dayOf(user.id, istDay(now))).toEqual({ water: 1, weight: null, workout: false });
    // Sent again, it counts.
    expect(await applyClientWrites(user, [{ id: lost, kind: 'weight', weight: 72.4, loggedAt }], now)).toEqual([
      { id: lost, status: 'ok' },
    ]);
    expect(await dayOf(user.id, istDay(now))).toEqual({ water: 1, weight: 72.4, workout: false });
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
