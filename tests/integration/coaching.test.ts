import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { validProfileForm } from '@/fixtures/profile';
import { listClients, reassignClient } from '@/lib/db/admin';
import { changeWater, logWeight } from '@/lib/db/checkins';
import { getDatabase } from '@/lib/db/database';
import { loadClientPage } from '@/lib/db/client-page';
import { addCoachNote, answerWeeklyCheckin, commentWeeklyCheckin, setClientTargets } from '@/lib/db/coaching';
import { loadDashboard, loadFoodPage, loadProgressPage } from '@/lib/db/dashboard';
import { saveCustomerProfile } from '@/lib/db/profiles';
import { reschedulePlans } from '@/lib/db/plans';
import { ateChartOption, confirmClientDietChart, todaysMealsIn } from '@/lib/db/diet-charts';
import { confirmClientProgramme } from '@/lib/db/programmes';
import { withUser } from '@/lib/db/with-user';
import { loadRoster } from '@/lib/db/roster';
import {
  authUsers,
  dailyCheckins,
  orders,
  planPeriods,
  staff,
  supportMessages,
  workoutSessions,
  workoutSets,
} from '@/lib/db/schema';
import { coachInbox, openSupportChat, postSupportMessage } from '@/lib/db/support';
import { NO_TARGETS } from '@/lib/domain/coaching';
import { profileSchema } from '@/lib/domain/profile-schema';
import { addDays, istDay } from '@/lib/domain/india-time';
import { buy, paid } from '../support/checkout';
import { createAuthUser } from '../support/db';

// The coach's workspace on real data: the roster's facts and reasons, the client page, notes,
// targets that reach the customer's dashboard, and the weekly check-in both ways.

type User = { id: string };
const DAY_MS = 86_400_000;

let admin: User;
let coach: User;
let otherCoach: User;

async function makeStaff(role: 'admin' | 'coach', name: string): Promise<User> {
  const user = await createAuthUser();
  const { db } = await getDatabase();
  await db.insert(staff).values({ userId: user.id, role, name, approvedBy: 'coaching.test' });
  return user;
}

/**
 * A customer of `coach` who paid `daysAgo` days ago (day 1 is the day of payment), whose default
 * workout plan and diet chart the coach has confirmed unless `reviewed` is false.
 */
async function client(daysAgo = 0, { profile = true, reviewed = true } = {}): Promise<User> {
  const user = await createAuthUser();
  if (profile) await saveCustomerProfile(user, profileSchema.parse({ ...validProfileForm, weight: '80', height: '165' }));
  const order = paid(await buy(user, 'online-6m'));
  const { db } = await getDatabase();
  await db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ paidAt: new Date(Date.now() - daysAgo * DAY_MS) })
      .where(eq(orders.id, order.id));
    await reschedulePlans(tx, user.id);
  });
  await reassignClient(admin, user.id, coach.id);
  if (reviewed) {
    await confirmClientProgramme(coach, user.id);
    await confirmClientDietChart(coach, user.id);
  }
  return user;
}

async function logOn(user: User, day: string, weight?: number): Promise<void> {
  const { db } = await getDatabase();
  await db.insert(dailyCheckins).values({ userId: user.id, day, weight, waterGlasses: 2 });
}

/** A workout session on the day with a set logged (not a check-in: the day stays unlogged). */
async function workedOut(user: User, day: string): Promise<void> {
  const { db } = await getDatabase();
  const [session] = await db
    .insert(workoutSessions)
    .values({ userId: user.id, day, title: 'Full-body basics' })
    .returning({ id: workoutSessions.id });
  await db
    .insert(workoutSets)
    .values({ sessionId: session!.id, userId: user.id, exerciseId: 'glute-bridge', setNumber: 1, reps: 12 });
}

/** 'Ate this' on the day: the first option of the chart's first slot. */
async function ateFromChart(user: User, day: string): Promise<void> {
  const meals = (await withUser(user, (tx) => todaysMealsIn(tx, user.id, day)))!;
  const slot = meals.slots[0]!;
  expect(await ateChartOption(user, { slotId: slot.id, optionId: slot.options[0]!.id }, day)).toMatchObject({ status: 'ok' });
}

beforeAll(async () => {
  admin = await makeStaff('admin', 'Admin Meera');
  coach = await makeStaff('coach', 'Coach Asha');
  otherCoach = await makeStaff('coach', 'Coach Bala');
});

const today = () => istDay(new Date());
const rowOf = async (user: User, as: User = coach) => (await loadRoster(as)).find((row) => row.customerId === user.id);

describe('the roster', () => {
  it('flags a client silent for 2 days, at the top, with the reason', async () => {
    const onTrack = await client(5);
    await logOn(onTrack, today(), 79);
    for (let daysAgo = 1; daysAgo <= 5; daysAgo++) {
      await workedOut(onTrack, addDays(today(), -daysAgo));
      await ateFromChart(onTrack, addDays(today(), -daysAgo));
    }
    const silent = await client(5);
    await logOn(silent, addDays(today(), -3), 80);

    const roster = await loadRoster(coach);
    const silentRow = roster.find((row) => row.customerId === silent.id)!;
    expect(silentRow).toMatchObject({
      phase: { kind: 'transformation', day: 6 },
      lastCheckIn: '3 days ago',
      // Nor a workout since day 1 (three planned in the 5 days), nor a meal of the diet chart.
      reasons: ['No check-in for 2 days or more', 'Missed 3 planned workouts', 'Off the chart 5 days'],
    });
    expect(roster.indexOf(silentRow)).toBeLessThan(roster.findIndex((row) => row.customerId === onTrack.id));
    // Its meals of the chart are logged days too: 6 of the last 7.
    expect(await rowOf(onTrack)).toMatchObject({ lastCheckIn: 'today', daysLoggedLast7: 6, reasons: [] });
  });

  it('asks the coach to review the default plan and diet chart a payment gave, until they confirm each', async () => {
    const user = await client(1, { reviewed: false });
    await logOn(user, today(), 80);
    expect((await rowOf(user))?.reasons).toEqual(['Review the default plan', 'Review the default chart']);
    expect(await confirmClientProgramme(coach, user.id)).toBe(true);
    expect((await rowOf(user))?.reasons).toEqual(['Review the default chart']);
    expect(await confirmClientDietChart(coach, user.id)).toBe(true);
    expect((await rowOf(user))?.reasons).toEqual([]);
  });

  it('shows the phone until there is a profile, and says the profile is incomplete', async () => {
    const user = await client(0, { profile: false });
    const row = await rowOf(user);
    expect(row?.customer).toMatch(/^\+91 \d{5} \d{5}$/);
    expect(row?.reasons).toEqual(['Profile incomplete']);
  });

  it('flags weight rising across the last three logs, and shows start → current', async () => {
    const user = await client(4);
    await logOn(user, addDays(today(), -2), 80);
    await logOn(user, addDays(today(), -1), 80.5);
    await logOn(user, today(), 81);
    expect(await rowOf(user)).toMatchObject({
      weight: { start: 80, current: 81, change: 1 },
      // The four days before today with nothing of the diet chart followed.
      reasons: ['Weight rose across the last 3 logs', 'Off the chart 4 days'],
    });
  });

  it("holds only the coach's own clients; an admin's holds everyone's", async () => {
    const user = await client();
    expect(await rowOf(user, otherCoach)).toBeUndefined();
    expect((await rowOf(user, admin))?.coach).toMatch(/^Coach Asha · \+91 \d{5} \d{5}$/);
  });

  it('follows each write: a question until it is answered, a plan queued after the current one, a check-in taken back', async () => {
    const user = await client(3);
    const chat = await openSupportChat(user);
    const { db } = await getDatabase();
    // The greeting six hours ago, then the question five hours ago (messages are never changed
    // once sent, so they are written as they would have been).
    await db
      .update(supportMessages)
      .set({ createdAt: sql`now() - interval '6 hours'` })
      .where(eq(supportMessages.chatId, chat.id));
    await db.insert(supportMessages).values({
      chatId: chat.id,
      senderId: user.id,
      message: 'Can I have rice at dinner?',
      createdAt: sql`now() - interval '5 hours'`,
    });
    expect((await rowOf(user))?.reasons).toContain('Message unanswered for over 4 hours');
    await postSupportMessage(coach, chat.id, 'Yes, a small katori.', { asCoach: true });
    expect((await rowOf(user))?.reasons).not.toContain('Message unanswered for over 4 hours');

    await logOn(user, addDays(today(), -1), 80);
    expect(await rowOf(user)).toMatchObject({ lastCheckIn: 'yesterday', daysLoggedLast7: 1, weight: { start: 80 } });
    // A second plan waits for the first to end: day 1 stays where it was.
    paid(await buy(user, 'online-3m'));
    expect(await rowOf(user)).toMatchObject({ phase: { kind: 'transformation', day: 4 }, lastCheckIn: 'yesterday' });
    await logOn(user, today(), 79.5);
    expect(await rowOf(user)).toMatchObject({ lastCheckIn: 'today', weight: { start: 80, current: 79.5 } });
    await db.delete(dailyCheckins).where(and(eq(dailyCheckins.userId, user.id), eq(dailyCheckins.day, today())));
    expect(await rowOf(user)).toMatchObject({ lastCheckIn: 'yesterday', weight: { start: 80, current: 80 } });
  });

  it("counts the day as the client's dashboard does through a pause", async () => {
    const user = await client(5);
    const { db } = await getDatabase();
    // A 7-day pause that began 2 days ago: day 6 is held at day 4.
    await db.transaction(async (tx) => {
      await tx
        .update(planPeriods)
        .set({ pausedFrom: addDays(today(), -2), pauseDays: 7 })
        .where(eq(planPeriods.userId, user.id));
      await reschedulePlans(tx, user.id);
    });
    expect((await loadDashboard(user)).plan.phase).toEqual({ kind: 'transformation', day: 4 });
    expect((await rowOf(user))?.phase).toEqual({ kind: 'transformation', day: 4 });
  });

  it('keeps clients in Maintenance after day 45, and leaves out those whose plan ended', async () => {
    expect(await rowOf(await client(50))).toMatchObject({ phase: { kind: 'maintenance', week: 1 } });
    expect(await rowOf(await client(200))).toBeUndefined();
  });

  it("lists ended and refunded clients under 'Ended', out of 'in their programme', with no attention asked", async () => {
    const ended = await client(200);
    const refunded = await client(3, { profile: false });
    const { db } = await getDatabase();
    // Paused yesterday for 7 days, then refunded today: the refund alone counts.
    await db.transaction(async (tx) => {
      await tx
        .update(planPeriods)
        .set({ pausedFrom: addDays(today(), -1), pauseDays: 7, endedOn: today() })
        .where(eq(planPeriods.userId, refunded.id));
      await tx
        .update(orders)
        .set({
          status: 'refunded',
          refundedAt: new Date(),
          creditNoteNumber: `CN/99-00/${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
        })
        .where(eq(orders.userId, refunded.id));
      await reschedulePlans(tx, refunded.id);
    });
    expect(await rowOf(refunded)).toBeUndefined();
    const endedRows = await loadRoster(coach, 'ended');
    expect(endedRows.find((row) => row.customerId === refunded.id)).toMatchObject({
      status: { kind: 'refunded', refundedOn: today() },
      reasons: [],
    });
    expect(endedRows.find((row) => row.customerId === ended.id)).toMatchObject({ status: { kind: 'ended' }, reasons: [] });
    const dashboard = await loadDashboard(refunded);
    expect(dashboard.plan).toMatchObject({
      current: null,
      pausedUntil: null,
      renewDue: false,
      lastStatus: { kind: 'refunded', refundedOn: today() },
    });
    // Found by their phone (the admin's search is by name or phone): on a shared database the
    // first page of all clients need not hold them.
    const [{ phone }] = (await db.select({ phone: authUsers.phone }).from(authUsers).where(eq(authUsers.id, refunded.id))) as [
      { phone: string },
    ];
    const listed = (await listClients(admin, phone.slice(-10))).find((c) => c.customerId === refunded.id);
    expect(listed).toMatchObject({
      inProgramme: false,
      activeUntil: null,
      pausedUntil: null,
    });
  });
});

describe('the client page', () => {
  it("is nobody's business but the coach's and the admins'", async () => {
    const user = await client();
    expect(await loadClientPage(otherCoach, user.id)).toBeNull();
    expect(await loadClientPage(user, user.id)).toBeNull();
    expect(await loadClientPage(admin, user.id)).not.toBeNull();
  });

  it('has the profile, the days of the programme so far (14 at most), the orders, and the notes newest first', async () => {
    const user = await client(2);
    await logWeight(user, today(), 79.4);
    await changeWater(user, today(), 1);
    await addCoachNote(coach, user.id, 'Thyroid: check medication timing');
    await addCoachNote(coach, user.id, 'Prefers morning calls');
    const page = (await loadClientPage(coach, user.id))!;
    expect(page).toMatchObject({
      heading: validProfileForm.name,
      coachName: 'Coach Asha',
      programme: { timeline: { day: 3 } },
      orders: [{ status: 'paid' }],
      notes: [{ body: 'Prefers morning calls', authorName: 'Coach Asha' }, { body: 'Thyroid: check medication timing' }],
    });
    expect(page.recentDays.map((day) => day.day)).toEqual([today(), addDays(today(), -1), addDays(today(), -2)]);
    expect(page.recentDays[0]).toMatchObject({ day: today(), weight: 79.4, waterGlasses: 1 });
    expect((await loadClientPage(coach, (await client(20)).id))!.recentDays).toHaveLength(14);
  });
});

describe('the inbox', () => {
  it("opens a client's page from their chat, for their coach only", async () => {
    const user = await client();
    const chat = await openSupportChat(user);
    await postSupportMessage(user, chat.id, 'Can I swap rice for millets?');
    expect((await coachInbox(coach)).find((entry) => entry.chatId === chat.id)).toMatchObject({ clientId: user.id });
    expect((await coachInbox(admin)).find((entry) => entry.chatId === chat.id)).toMatchObject({ clientId: user.id });
    expect((await coachInbox(otherCoach)).find((entry) => entry.chatId === chat.id)).toBeUndefined();
  });
});

describe('targets', () => {
  it("reach the customer's dashboard at once, and each change is kept", async () => {
    const user = await client();
    expect((await loadDashboard(user)).goals.waterGlasses).toBe(8);
    await setClientTargets(coach, { customerId: user.id, ...NO_TARGETS, waterGlasses: 10, targetWeight: 72 });
    await setClientTargets(coach, { customerId: user.id, ...NO_TARGETS, waterGlasses: 10, targetWeight: 71, calories: 1600 });
    const dashboard = await loadDashboard(user);
    expect(dashboard.goals).toMatchObject({ waterGlasses: 10, calorieIntake: 1600 });
    expect(dashboard.progress?.target).toBe(71);
    // The coach's daily calorie target is the food log's, for the customer and on the coach's page;
    // protein follows the target weight (1.2 g × 71 kg).
    const food = await loadFoodPage(user);
    expect(food.targets).toMatchObject({ kcal: 1600, source: 'coach', macros: { protein: 85 } });
    expect(dashboard.coachName).toBe('Coach Asha');
    const page = (await loadClientPage(coach, user.id))!;
    expect(page.food.targets).toEqual(food.targets);
    expect(page.targetHistory.map((change) => [change.targetWeight, change.setByName])).toEqual([
      [71, 'Coach Asha'],
      [72, 'Coach Asha'],
    ]);
  });
});

describe('the weekly check-in', () => {
  const answers = { energy: 4, sleep: 3, hunger: 2, mood: 5, wins: 'Walked every day', struggles: null, waistCm: 88 };

  it('is not due before day 7, and round-trips on day 7 with the coach’s comment', async () => {
    expect(await answerWeeklyCheckin(await client(3), answers)).toBe('not-due');

    const user = await client(6);
    expect((await loadDashboard(user)).weeklyDue).toMatchObject({ week: 1 });
    expect((await loadProgressPage(user)).weekly.due).toMatchObject({ week: 1 });
    expect(await answerWeeklyCheckin(user, answers)).toBe('saved');
    expect(await answerWeeklyCheckin(user, answers)).toBe('not-due');
    expect((await rowOf(user))?.reasons).toContain('Weekly check-in unread');

    const [slot] = (await loadClientPage(coach, user.id))!.weekly;
    expect(slot?.answer).toMatchObject({ week: 1, wins: 'Walked every day', waistCm: 88 });
    // Its waist is today's measurement too: one waist on /progress.
    expect((await loadProgressPage(user)).measurements).toMatchObject([{ waistCm: 88, hipsCm: null }]);
    expect(await commentWeeklyCheckin(otherCoach, user.id, slot!.dueDay, 'Not mine')).toBe(false);
    expect(await commentWeeklyCheckin(coach, user.id, slot!.dueDay, 'Great week: keep walking!')).toBe(true);

    expect((await rowOf(user))?.reasons).not.toContain('Weekly check-in unread');
    expect((await loadDashboard(user)).weeklyDue).toBeNull();
    const progress = await loadProgressPage(user);
    expect(progress.weekly.due).toBeNull();
    expect(progress.weekly.answered).toMatchObject([{ comment: { text: 'Great week: keep walking!', by: 'Coach Asha' } }]);
  });
});
