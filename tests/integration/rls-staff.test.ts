import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reassignClient, setCoachActive } from '@/lib/db/admin';
import { getDatabase } from '@/lib/db/database';
import { rowsOf, type Tx } from '@/lib/db/connection';
import {
  bmiAssessments,
  clientTargets,
  coachNotes,
  customerProfiles,
  dailyCheckins,
  foodLogs,
  orders,
  planPeriods,
  staff,
  supportChats,
  supportMessages,
  weeklyCheckins,
} from '@/lib/db/schema';
import { reschedulePlans } from '@/lib/db/plans';
import { approveInvitedStaff } from '@/lib/db/staff';
import { withUser } from '@/lib/db/with-user';
import { createAuthUser, expectRefused } from '../support/db';

// The RLS matrix, staff side: coach A reads only A's clients' rows, coach B none of them, an admin
// all; customers never read coach notes; only staff write notes and targets; a deactivated coach
// loses access at once. Assignments are made explicit with 'Reassign', so the cases hold on a
// database other tests share (PostgreSQL), where the automatic choice may pick any coach.

type User = { id: string };

let admin: User;
let coachA: User;
let coachB: User;
/** Coach A's client, with a row in every table. */
let client: User;
/** Coach B's client. */
let other: User;

const paidOrder = (user: User) => ({
  userId: user.id,
  packageId: 'online-6m',
  productName: 'Online 6 Months',
  subtotal: 899_900,
  gst: 162_000,
  cgst: 81_000,
  sgst: 81_000,
  amount: 1_061_900,
  status: 'paid' as const,
  paidAt: new Date(),
  idempotencyKey: randomUUID(),
});

async function makeStaff(role: 'admin' | 'coach', name: string): Promise<User> {
  const user = await createAuthUser();
  const { db } = await getDatabase();
  await db.insert(staff).values({ userId: user.id, role, name, approvedBy: 'rls-staff.test' });
  return user;
}

async function seedClient(user: User, coach: User): Promise<void> {
  const { db } = await getDatabase();
  await db.transaction(async (tx) => {
    await tx.insert(orders).values(paidOrder(user));
    // As recordCapture() does with the payment: the plan's period.
    await reschedulePlans(tx, user.id);
  });
  await reassignClient(admin, user.id, coach.id);
  await withUser(user, async (tx) => {
    await tx.insert(customerProfiles).values({
      userId: user.id,
      name: 'Asha Verma',
      age: 31,
      gender: 'female',
      height: 162,
      weight: 74.5,
      email: 'asha@example.in',
      whatsapp: '+919876543210',
      address: '12 MG Road, Bengaluru 560001',
      workoutExperience: 'beginner',
      dietPreference: 'vegetarian',
      medicalIssues: 'Thyroid',
      primaryGoal: 'Lose 8 kg',
      termsAccepted: true,
      dataConsent: true,
    });
    await tx.insert(bmiAssessments).values({
      userId: user.id,
      weight: 80,
      height: 170,
      age: 34,
      bmi: 27.7,
      category: 'Overweight',
      bodyFat: 21.2,
      targetWeight: 73,
    });
    await tx.insert(dailyCheckins).values({ userId: user.id, day: '2026-11-20', weight: 74, waterGlasses: 3 });
    await tx.insert(foodLogs).values({
      userId: user.id,
      day: '2026-11-20',
      meal: 'lunch',
      kind: 'quick',
      foodName: 'Dal and two rotis',
      servingLabel: 'Quick add',
      quantity: 1,
      kcal: 450,
      protein: 0,
      carbs: 0,
      fat: 0,
    });
    await tx.insert(weeklyCheckins).values({ dueDay: '2026-11-27', week: 1, energy: 4, sleep: 3, hunger: 2, mood: 4 });
    const [chat] = await tx.insert(supportChats).values({ userId: user.id }).returning();
    await tx.insert(supportMessages).values({ chatId: chat!.id, senderId: user.id, message: 'Is rice allowed?' });
  });
  await withUser(coach, async (tx) => {
    await tx.insert(coachNotes).values({ customerId: user.id, body: 'Wants a vegetarian plan' });
    await tx.insert(clientTargets).values({ customerId: user.id, waterGlasses: 10 });
  });
}

/** Each table's rows of one customer, as the caller may see them. */
const reads: Record<string, (tx: Tx, customer: User) => Promise<unknown[]>> = {
  customer_profiles: (tx, c) => tx.select().from(customerProfiles).where(eq(customerProfiles.userId, c.id)),
  bmi_assessments: (tx, c) => tx.select().from(bmiAssessments).where(eq(bmiAssessments.userId, c.id)),
  daily_checkins: (tx, c) => tx.select().from(dailyCheckins).where(eq(dailyCheckins.userId, c.id)),
  food_logs: (tx, c) => tx.select().from(foodLogs).where(eq(foodLogs.userId, c.id)),
  orders: (tx, c) => tx.select().from(orders).where(eq(orders.userId, c.id)),
  plan_periods: (tx, c) => tx.select().from(planPeriods).where(eq(planPeriods.userId, c.id)),
  weekly_checkins: (tx, c) => tx.select().from(weeklyCheckins).where(eq(weeklyCheckins.userId, c.id)),
  support_chats: (tx, c) => tx.select().from(supportChats).where(eq(supportChats.userId, c.id)),
  support_messages: (tx, c) =>
    tx
      .select({ id: supportMessages.id })
      .from(supportMessages)
      .innerJoin(supportChats, eq(supportChats.id, supportMessages.chatId))
      .where(eq(supportChats.userId, c.id)),
  coach_notes: (tx, c) => tx.select().from(coachNotes).where(eq(coachNotes.customerId, c.id)),
  client_targets: (tx, c) => tx.select().from(clientTargets).where(eq(clientTargets.customerId, c.id)),
};
const tables = Object.keys(reads);

const readAs = (caller: User, table: string, customer: User) => withUser(caller, (tx) => reads[table]!(tx, customer));

beforeAll(async () => {
  admin = await makeStaff('admin', 'Admin Meera');
  coachA = await makeStaff('coach', 'Coach Asha');
  coachB = await makeStaff('coach', 'Coach Bala');
  client = await createAuthUser();
  other = await createAuthUser();
  await seedClient(client, coachA);
  await seedClient(other, coachB);
});

describe.each(tables)('%s', (table) => {
  it("the client's coach reads the client's rows", async () => {
    expect((await readAs(coachA, table, client)).length).toBeGreaterThan(0);
  });

  it('another coach reads none of them, and an admin reads them all', async () => {
    expect(await readAs(coachB, table, client)).toEqual([]);
    expect((await readAs(admin, table, client)).length).toBeGreaterThan(0);
  });
});

describe('what customers may do with staff rows', () => {
  it("a customer never reads their coach's notes, and reads their targets", async () => {
    expect(await readAs(client, 'coach_notes', client)).toEqual([]);
    expect(await readAs(client, 'client_targets', client)).toMatchObject([{ waterGlasses: 10, setByName: 'Coach Asha' }]);
  });

  it('a customer cannot write a note or a target, even on themselves', async () => {
    await expectRefused(withUser(client, (tx) => tx.insert(coachNotes).values({ customerId: client.id, body: 'I am great' })));
    await expectRefused(withUser(client, (tx) => tx.insert(clientTargets).values({ customerId: client.id, waterGlasses: 1 })));
  });

  it('a weekly check-in is dated by the database and unread, whatever the customer sent', async () => {
    const [stored] = await withUser(client, (tx) =>
      tx
        .insert(weeklyCheckins)
        .values({
          dueDay: '2026-12-04',
          week: 2,
          energy: 1,
          sleep: 1,
          hunger: 1,
          mood: 1,
          createdAt: new Date(0),
          coachReadAt: new Date(),
          coachComment: 'Great week!',
        })
        .returning(),
    );
    expect(stored).toMatchObject({ coachReadAt: null, coachComment: null });
    expect(Date.now() - stored!.createdAt.getTime()).toBeLessThan(60_000);
  });

  it("a customer cannot see the admin's lists or run the admin's functions", async () => {
    for (const statement of [
      sql`select * from public.admin_coaches()`,
      sql`select * from public.admin_clients()`,
      sql`select public.invite_coach('919000000999', 'Me')`,
      sql`select public.set_coach_active(${coachA.id}::uuid, false)`,
      sql`select public.reassign_client(${client.id}::uuid, ${coachB.id}::uuid)`,
    ]) {
      await expectRefused(withUser(client, (tx) => tx.execute(statement)));
    }
  });
});

describe('what coaches may write', () => {
  it("a coach cannot write notes or targets on another coach's client", async () => {
    await expectRefused(withUser(coachB, (tx) => tx.insert(coachNotes).values({ customerId: client.id, body: 'Mine now' })));
    await expectRefused(withUser(coachB, (tx) => tx.insert(clientTargets).values({ customerId: client.id, waterGlasses: 2 })));
  });

  it("a note carries its author's id, name and time as the database knows them", async () => {
    const [note] = await withUser(coachA, (tx) =>
      tx
        .insert(coachNotes)
        .values({
          customerId: client.id,
          body: 'Check thyroid report',
          authorId: coachB.id,
          authorName: 'Coach Bala',
          createdAt: new Date(0),
        })
        .returning(),
    );
    expect(note).toMatchObject({ authorId: coachA.id, authorName: 'Coach Asha' });
    expect(Date.now() - note!.createdAt.getTime()).toBeLessThan(60_000);
  });

  it('a coach reads but never changes what the client gave', async () => {
    const changed = await withUser(coachA, (tx) =>
      tx.update(customerProfiles).set({ name: 'Changed' }).where(eq(customerProfiles.userId, client.id)).returning(),
    ).catch(() => []);
    expect(changed).toEqual([]);
    await expectRefused(withUser(coachA, (tx) => tx.insert(dailyCheckins).values({ userId: client.id, day: '2026-11-21' })));
  });

  it("a coach cannot run the admin's functions", async () => {
    await expectRefused(withUser(coachA, (tx) => tx.execute(sql`select * from public.admin_coaches()`)));
    await expectRefused(
      withUser(coachA, (tx) => tx.execute(sql`select public.reassign_client(${other.id}::uuid, ${coachA.id}::uuid)`)),
    );
  });
});

describe('a deactivated coach', () => {
  it('loses access at once, and their clients go to another coach', async () => {
    const leaving = await makeStaff('coach', 'Coach Chitra');
    const customer = await createAuthUser();
    await seedClient(customer, leaving);
    expect((await readAs(leaving, 'customer_profiles', customer)).length).toBe(1);

    await setCoachActive(admin, leaving.id, false);
    for (const table of tables) expect(await readAs(leaving, table, customer)).toEqual([]);
    const [assignment] = rowsOf<{ name: string }>(
      await withUser(customer, (tx) => tx.execute(sql`select name from public.my_coach()`)),
    );
    expect(assignment?.name).not.toBe('Coach Chitra');
    expect(assignment?.name).toBeTruthy();
  });

  it('an approved coach who was deactivated stays so after signing in again', async () => {
    const { db } = await getDatabase();
    const [row] = await db.select().from(staff).where(eq(staff.userId, coachB.id));
    expect(row?.active).toBe(true);
    await setCoachActive(admin, coachB.id, false);
    await approveInvitedStaff(coachB.id);
    expect(await readAs(coachB, 'customer_profiles', other)).toEqual([]);
    await setCoachActive(admin, coachB.id, true);
    await reassignClient(admin, other.id, coachB.id);
    expect((await readAs(coachB, 'customer_profiles', other)).length).toBe(1);
  });
});
