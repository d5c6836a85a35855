import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { validProfileForm } from '@/fixtures/profile';
import { changeWater, logWeight, setWorkoutDone } from '@/lib/db/checkins';
import { getDatabase } from '@/lib/db/database';
import { rowsOf } from '@/lib/db/connection';
import { loadAccountPage, loadDashboard, loadFoodPage, loadPlanPage, loadProgressPage } from '@/lib/db/dashboard';
import { changeFoodQuantity, deleteFoodLog, logFood, quickAddFood, restoreFoodLog } from '@/lib/db/food-logs';
import { homeAfterSignIn } from '@/lib/db/home-after-sign-in';
import { deleteMyAccount, exportMyData } from '@/lib/db/my-data';
import { saveCustomerProfile } from '@/lib/db/profiles';
import {
  authUsers,
  bmiAssessments,
  checkouts,
  customerProfiles,
  dailyCheckins,
  foodLogs,
  orders,
  programmes,
  staff,
  supportChats,
} from '@/lib/db/schema';
import { openSupportChat } from '@/lib/db/support';
import { withAnon, withUser } from '@/lib/db/with-user';
import { profileSchema } from '@/lib/domain/profile-schema';
import { istDay } from '@/lib/domain/india-time';
import { refused } from '@/lib/domain/outcome';
import { mealsLogged } from '@/lib/domain/progress';
import { buy, paid } from '../support/checkout';
import { createAuthUser, expectRefused } from '../support/db';

type User = { id: string };
const today = istDay(new Date());

async function payingCustomer(): Promise<User> {
  const user = await createAuthUser();
  await saveCustomerProfile(user, profileSchema.parse({ ...validProfileForm, weight: '70', height: '150' }));
  paid(await buy(user, 'online-6m'));
  return user;
}

let a: User;
let b: User;

beforeAll(async () => {
  [a, b] = await Promise.all([payingCustomer(), createAuthUser()]);
});

describe('daily check-ins', () => {
  it('a second weight the same day replaces the first', async () => {
    await logWeight(a, today, 69.4);
    await logWeight(a, today, 69.1);
    const rows = await withUser(a, (tx) => tx.select().from(dailyCheckins).where(eq(dailyCheckins.day, today)));
    expect(rows).toMatchObject([{ weight: 69.1 }]);
  });

  it('water goes up and down a glass at a time, never below 0', async () => {
    const c = await createAuthUser();
    expect(await changeWater(c, today, -1)).toBe(0);
    expect(await changeWater(c, today, 1)).toBe(1);
    expect(await changeWater(c, today, 1)).toBe(2);
    expect(await changeWater(c, today, -1)).toBe(1);
  });

  it("a quick add and a food found by search are one log: Today's Overview and Nutrition, and Food, say the same", async () => {
    await logFood(a, { foodId: 'idli', serving: '1 idli', quantity: 2, meal: 'breakfast' }, today);
    await quickAddFood(a, { meal: 'dinner', description: '2 rotis, palak paneer', kcal: 450 }, today);
    const [dashboard, food] = await Promise.all([loadDashboard(a), loadFoodPage(a)]);
    expect(food.log.today.byMeal.dinner.entries).toMatchObject([
      { kind: 'quick', foodName: '2 rotis, palak paneer', servingLabel: 'Quick add', kcal: 450, protein: 0 },
    ]);
    expect(food.log.today.total.kcal).toBeGreaterThan(450);
    expect(dashboard.today.food.kcal).toBe(food.log.today.total.kcal);
    expect(dashboard.today.food.byMeal.dinner).toEqual({ names: ['2 rotis, palak paneer'], kcal: 450 });
    expect(dashboard.today.food.byMeal.breakfast.names).toEqual(['Idli']);
    expect(dashboard.today.food.byMeal.breakfast.kcal).toBe(food.log.today.byMeal.breakfast.total.kcal);
    expect(mealsLogged(dashboard.today.food)).toBe(2);
    // The Overview's target is the Food page's.
    expect(dashboard.goals.calorieIntake).toBe(food.targets?.kcal ?? null);
  });

  it('a quick add has no quantity to change, and goes and comes back with Undo like any entry', async () => {
    const c = await createAuthUser();
    await quickAddFood(c, { meal: 'snack', description: 'Chai and 2 biscuits', kcal: 120 }, today);
    const [entry] = (await loadFoodPage(c)).log.today.byMeal.snack.entries;
    expect(await changeFoodQuantity(c, entry!.id, 2)).toEqual(refused('entryGone'));
    const deleted = await deleteFoodLog(c, entry!.id);
    expect(deleted.status).toBe('ok');
    if (deleted.status === 'ok') await restoreFoodLog(c, deleted.entry);
    expect((await loadFoodPage(c)).log.today.byMeal.snack.entries).toMatchObject([{ id: entry!.id, kcal: 120 }]);
  });

  it("another customer cannot read or write a customer's check-ins, nor can a visitor", async () => {
    expect(await withUser(b, (tx) => tx.select().from(dailyCheckins).where(eq(dailyCheckins.userId, a.id)))).toEqual([]);
    expect(await withAnon((tx) => tx.select().from(foodLogs).where(eq(foodLogs.userId, a.id))).catch(() => [])).toEqual([]);
    await expectRefused(withUser(b, (tx) => tx.insert(dailyCheckins).values({ userId: a.id, day: today, waterGlasses: 3 })));
    await expectRefused(
      withUser(b, (tx) =>
        tx.insert(foodLogs).values({
          userId: a.id,
          day: today,
          meal: 'dinner',
          kind: 'quick',
          foodName: 'x',
          servingLabel: 'Quick add',
          quantity: 1,
          kcal: 1,
          protein: 0,
          carbs: 0,
          fat: 0,
        }),
      ),
    );
    const changed = await withUser(b, (tx) =>
      tx.update(dailyCheckins).set({ weight: 40 }).where(eq(dailyCheckins.userId, a.id)).returning(),
    );
    expect(changed).toEqual([]);
    // Check-ins go only with the account (delete_my_account()), never one by one through the API.
    await expectRefused(withUser(a, (tx) => tx.delete(dailyCheckins).where(eq(dailyCheckins.userId, a.id))));
  });
});

describe('the dashboard', () => {
  it("shows day 1 of the paying customer's programme with one set of numbers", async () => {
    const c = await payingCustomer();
    await logWeight(c, today, 68.5);
    await changeWater(c, today, 1);
    await setWorkoutDone(c, today, true, 180);
    await quickAddFood(c, { meal: 'breakfast', description: 'Poha', kcal: 300 }, today);
    const dashboard = await loadDashboard(c);
    expect(dashboard.programme?.timeline).toMatchObject({ day: 1, daysCompleted: 0, daysRemaining: 45 });
    // 70 kg at 150 cm is Obese (BMI 31.1): the target is 60; today's 68.5 is the first weight of the programme.
    expect(dashboard.progress).toEqual({
      start: 68.5,
      startFrom: 'weigh-in',
      current: 68.5,
      target: 59,
      targetFrom: 'start',
      lost: 0,
      percent: 0,
    });
    expect(dashboard.today).toMatchObject({ waterGlasses: 1, workoutDone: true, caloriesBurned: 180, weight: 68.5 });
    expect(dashboard.today.food.byMeal.breakfast).toEqual({ names: ['Poha'], kcal: 300 });
    expect(dashboard.firstName).toBe('Priya');
    expect(dashboard.firstVisit).toBe(false);
  });

  it('before any order there is no programme and no number shown as if it were theirs', async () => {
    const dashboard = await loadDashboard(b);
    expect(dashboard).toMatchObject({ programme: null, progress: null, firstVisit: true, hasProfile: false, hasBmi: false });
  });

  it('shows the logged weight before a height is known, with no target', async () => {
    const c = await createAuthUser();
    await logWeight(c, today, 81.2);
    expect(await loadDashboard(c)).toMatchObject({ currentWeight: 81.2, progress: null });
    expect(await loadProgressPage(c)).toMatchObject({
      currentWeight: 81.2,
      progress: null,
      weights: [{ day: today, weight: 81.2 }],
    });
  });

  it("each place reads its own: 'Plan' the plan, 'Food' the day's log, 'Account' the orders and the reminders", async () => {
    const c = await payingCustomer();
    const [plan, food, account] = await Promise.all([loadPlanPage(c), loadFoodPage(c), loadAccountPage(c)]);
    expect(plan.plan.current).toMatchObject({ packageId: 'online-6m' });
    expect(plan.refunds.refundable).toHaveLength(1);
    expect(plan.studio.booking).toBeNull();
    expect(food.log.today.total.kcal).toBe(0);
    expect(food.targets?.source).toBe('profile');
    expect(account.orders).toMatchObject([{ status: 'paid' }]);
    expect(account.reminders).toMatchObject({ meals: false, chatReplies: true, whatsapp: false });
  });

  it('sends a paying customer to the dashboard after sign-in, anyone else through onboarding', async () => {
    expect(await homeAfterSignIn(a)).toBe('/dashboard');
    expect(await homeAfterSignIn(b)).toBe('/onboarding');
  });

  it('sends an admin to /admin after sign-in, and a coach to the console', async () => {
    const { db } = await getDatabase();
    const [admin, coach] = [await createAuthUser(), await createAuthUser()];
    await db.insert(staff).values([
      { userId: admin.id, role: 'admin', name: 'Asha Admin', approvedBy: 'dashboard.test' },
      { userId: coach.id, role: 'coach', name: 'Coach Bela', approvedBy: 'dashboard.test' },
    ]);
    expect(await homeAfterSignIn(admin)).toBe('/admin');
    expect(await homeAfterSignIn(coach)).toBe('/coach');
  });
});

describe('my data', () => {
  it("the export holds every row of mine and none of another customer's", async () => {
    await openSupportChat(a);
    await logWeight(b, today, 80);
    const data = await exportMyData(a);
    expect(data.account?.id).toBe(a.id);
    expect(data.profile?.userId).toBe(a.id);
    expect(data.orders.length).toBeGreaterThan(0);
    // Rupees with their sign, and a plan the customer can name, not paise and internal keys.
    expect(data.orders[0]).toMatchObject({ status: 'paid', totalPaid: expect.stringMatching(/^₹[\d,]+\.\d{2}$/) });
    expect(data.orders[0]).not.toHaveProperty('amount');
    expect(data.orders[0]).not.toHaveProperty('idempotencyKey');
    expect(data.plans).toHaveLength(data.orders.filter((order) => order.status === 'paid').length);
    expect(data.checkins.length).toBeGreaterThan(0);
    expect(data.foodLog.length).toBeGreaterThan(0);
    expect(data.supportChats).toHaveLength(1);
    expect(data.supportMessages.length).toBeGreaterThan(0);
    // The workout plan a payment gives, with its days and exercises: a beginner online trains at home.
    expect(data.workoutProgrammes).toMatchObject([{ name: 'Home beginner', replacedAt: null }]);
    expect(data.workoutProgrammes[0]!.phases.map((phase) => phase.name)).toEqual(['Foundation', 'Build', 'Transform']);
    // The diet chart a payment gave, every slot and food of it.
    expect(data.dietCharts).toMatchObject([{ diet: 'vegetarian', replacedAt: null, reviewedAt: null }]);
    expect(data.dietCharts[0]!.days[0]!.slots.map((slot) => slot.name)).toContain('Breakfast');
    const owners = [data.profile, ...data.orders, ...data.checkins, ...data.foodLog, ...data.supportChats].map(
      (row) => row?.userId,
    );
    expect(new Set(owners)).toEqual(new Set([a.id]));
    expect(JSON.stringify(data)).not.toContain(b.id);
  });

  it('deleting the account leaves no personal row and keeps the paid order, detached', async () => {
    const c = await payingCustomer();
    await logWeight(c, today, 69);
    await quickAddFood(c, { meal: 'dinner', description: 'Khichdi', kcal: 400 }, today);
    await openSupportChat(c);
    await withUser(c, (tx) =>
      tx.insert(bmiAssessments).values({
        userId: c.id,
        weight: 70,
        height: 150,
        age: 30,
        bmi: 31.1,
        category: 'Obese',
        bodyFat: 25.3,
        targetWeight: 60,
      }),
    );
    const [order] = await withUser(c, (tx) => tx.select().from(orders));
    // Sign-in traces: this phone's codes and this person's limit hits, beside someone else's.
    const { db } = await getDatabase();
    const [{ phone } = { phone: '' }] = rowsOf<{ phone: string }>(
      await db.execute(sql`select phone from auth.users where id = ${c.id}`),
    );
    const challenge = (forPhone: string) =>
      sql`insert into auth_embedded.otp_challenges (id, phone, code_hmac, expires_at, created_at)
          values (gen_random_uuid(), ${forPhone}, 'hmac', now() + interval '5 minutes', now())`;
    await db.execute(challenge(phone));
    await db.execute(challenge('+919999999999'));
    for (const subject of [c.id, b.id]) {
      await db.execute(
        sql`insert into auth_embedded.rate_limit_hits (bucket, subject, hit_at) values ('order-customer', ${subject}, now())`,
      );
    }
    await deleteMyAccount(c);

    const traces = async (where: ReturnType<typeof sql>) =>
      rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${where}`))[0]!.n;
    expect(await traces(sql`auth_embedded.otp_challenges where phone = ${phone}`)).toBe(0);
    expect(await traces(sql`auth_embedded.otp_challenges where phone = '+919999999999'`)).toBeGreaterThan(0);
    expect(await traces(sql`auth_embedded.rate_limit_hits where subject = ${c.id}`)).toBe(0);
    expect(await traces(sql`auth_embedded.rate_limit_hits where subject = ${b.id}`)).toBe(1);

    for (const [table, column] of [
      [customerProfiles, customerProfiles.userId],
      [bmiAssessments, bmiAssessments.userId],
      [dailyCheckins, dailyCheckins.userId],
      [foodLogs, foodLogs.userId],
      [supportChats, supportChats.userId],
      [orders, orders.userId],
      [checkouts, checkouts.userId],
      [programmes, programmes.clientId],
      [authUsers, authUsers.id],
    ] as const) {
      expect(await db.$count(table, eq(column, c.id))).toBe(0);
    }
    const [kept] = await db.select().from(orders).where(eq(orders.id, order!.id));
    expect(order!.customerName).toBeTruthy();
    expect(kept).toMatchObject({
      userId: null,
      customerName: null,
      status: 'paid',
      amount: order!.amount,
      orderNumber: order!.orderNumber,
      invoiceNumber: order!.invoiceNumber,
    });
  });
});
