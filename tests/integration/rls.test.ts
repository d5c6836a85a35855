import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDatabase } from '@/lib/db/database';
import type { Tx } from '@/lib/db/connection';
import { bmiAssessments, checkouts, customerProfiles, orders, planPeriods, supportChats, supportMessages } from '@/lib/db/schema';
import { withAnon, withUser } from '@/lib/db/with-user';
import { createAuthUser, expectRefused } from '../support/db';

// The RLS matrix: for every table, another customer (B) and a visitor without a session can
// neither read nor write customer A's rows, while A can do what the spec needs. Each case runs
// in its own transaction, as each request does.

type User = { id: string };
type Caller = 'another customer' | 'a visitor';

const profileFor = (user: User) => ({
  userId: user.id,
  name: 'Asha Verma',
  age: 31,
  gender: 'female' as const,
  height: 162,
  weight: 74.5,
  email: 'asha@example.in',
  whatsapp: '+919876543210',
  address: '12 MG Road, Bengaluru 560001',
  workoutExperience: 'beginner' as const,
  dietPreference: 'vegetarian' as const,
  primaryGoal: 'Lose 8 kg before my wedding',
  termsAccepted: true,
  dataConsent: true,
});

const orderFor = (user: User) => ({
  userId: user.id,
  packageId: 'online-6m',
  productName: 'Online 6 Months',
  subtotal: 899_900,
  gst: 162_000,
  cgst: 81_000,
  sgst: 81_000,
  amount: 1_061_900,
  idempotencyKey: randomUUID(),
});

const assessmentFor = (user: User) => ({
  userId: user.id,
  weight: 80,
  height: 170,
  age: 34,
  bmi: 27.7,
  category: 'Overweight' as const,
  bodyFat: 21.2,
  targetWeight: 73,
});

interface Seeded {
  assessmentId: string;
  profileId: string;
  orderId: string;
  checkoutId: string;
  chatId: string;
  messageId: string;
}

interface TableCase {
  table: string;
  rowId: (s: Seeded) => string;
  select: (tx: Tx, id: string) => Promise<unknown[]>;
  insertForA: (tx: Tx, a: User, s: Seeded) => Promise<unknown>;
  update: (tx: Tx, id: string) => Promise<unknown[]>;
  remove: (tx: Tx, id: string) => Promise<unknown[]>;
}

const cases: TableCase[] = [
  {
    table: 'customer_profiles',
    rowId: (s) => s.profileId,
    select: (tx, id) => tx.select().from(customerProfiles).where(eq(customerProfiles.id, id)),
    insertForA: (tx, a) => tx.insert(customerProfiles).values(profileFor(a)),
    update: (tx, id) => tx.update(customerProfiles).set({ name: 'Changed' }).where(eq(customerProfiles.id, id)).returning(),
    remove: (tx, id) => tx.delete(customerProfiles).where(eq(customerProfiles.id, id)).returning(),
  },
  {
    table: 'bmi_assessments',
    rowId: (s) => s.assessmentId,
    select: (tx, id) => tx.select().from(bmiAssessments).where(eq(bmiAssessments.id, id)),
    insertForA: (tx, a) => tx.insert(bmiAssessments).values(assessmentFor(a)),
    update: (tx, id) => tx.update(bmiAssessments).set({ targetWeight: 1 }).where(eq(bmiAssessments.id, id)).returning(),
    remove: (tx, id) => tx.delete(bmiAssessments).where(eq(bmiAssessments.id, id)).returning(),
  },
  {
    table: 'orders',
    rowId: (s) => s.orderId,
    select: (tx, id) => tx.select().from(orders).where(eq(orders.id, id)),
    insertForA: (tx, a) => tx.insert(orders).values(orderFor(a)),
    update: (tx, id) => tx.update(orders).set({ status: 'refunded' }).where(eq(orders.id, id)).returning(),
    remove: (tx, id) => tx.delete(orders).where(eq(orders.id, id)).returning(),
  },
  {
    table: 'checkouts',
    rowId: (s) => s.checkoutId,
    select: (tx, id) => tx.select().from(checkouts).where(eq(checkouts.id, id)),
    insertForA: (tx, a) => tx.insert(checkouts).values({ userId: a.id, packageId: 'offline-12m' }),
    update: (tx, id) =>
      tx
        .update(checkouts)
        .set({ openedAt: new Date(0) })
        .where(eq(checkouts.id, id))
        .returning(),
    remove: (tx, id) => tx.delete(checkouts).where(eq(checkouts.id, id)).returning(),
  },
  {
    table: 'plan_periods',
    rowId: (s) => s.orderId,
    select: (tx, id) => tx.select().from(planPeriods).where(eq(planPeriods.orderId, id)),
    insertForA: (tx, a, s) =>
      tx
        .insert(planPeriods)
        .values({ orderId: s.orderId, userId: a.id, months: 12, startsOn: '2026-01-01', endsOn: '2099-12-31' }),
    update: (tx, id) => tx.update(planPeriods).set({ endsOn: '2099-12-31' }).where(eq(planPeriods.orderId, id)).returning(),
    remove: (tx, id) => tx.delete(planPeriods).where(eq(planPeriods.orderId, id)).returning(),
  },
  {
    table: 'support_chats',
    rowId: (s) => s.chatId,
    select: (tx, id) => tx.select().from(supportChats).where(eq(supportChats.id, id)),
    insertForA: (tx, a) => tx.insert(supportChats).values({ userId: a.id }),
    update: (tx, id) => tx.update(supportChats).set({ status: 'closed' }).where(eq(supportChats.id, id)).returning(),
    remove: (tx, id) => tx.delete(supportChats).where(eq(supportChats.id, id)).returning(),
  },
  {
    table: 'support_messages',
    rowId: (s) => s.messageId,
    select: (tx, id) => tx.select().from(supportMessages).where(eq(supportMessages.id, id)),
    insertForA: (tx, a, s) => tx.insert(supportMessages).values({ chatId: s.chatId, senderId: a.id, message: 'Hi' }),
    update: (tx, id) => tx.update(supportMessages).set({ message: 'Changed' }).where(eq(supportMessages.id, id)).returning(),
    remove: (tx, id) => tx.delete(supportMessages).where(eq(supportMessages.id, id)).returning(),
  },
];

let a: User;
let b: User;
let seeded: Seeded;

function as<T>(caller: Caller, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return caller === 'a visitor' ? withAnon(fn) : withUser(b, fn);
}

/** Either the database refuses outright, or the statement touches no row. */
async function expectNoRows(statement: Promise<unknown[]>): Promise<void> {
  const rows = await statement.catch(async (error: unknown) => {
    await expectRefused(Promise.reject(error));
    return [];
  });
  expect(rows).toEqual([]);
}

beforeAll(async () => {
  a = await createAuthUser();
  b = await createAuthUser();
  // Orders are written by the server only (claim_checkout()).
  const { db } = await getDatabase();
  const [order] = await db.insert(orders).values(orderFor(a)).returning();
  // Plan periods too (lib/db/plans.ts, with the server's rights).
  await db
    .insert(planPeriods)
    .values({ orderId: order!.id, userId: a.id, months: 6, startsOn: '2026-11-24', endsOn: '2027-05-23' });
  seeded = await withUser(a, async (tx) => {
    const [assessment] = await tx.insert(bmiAssessments).values(assessmentFor(a)).returning();
    const [profile] = await tx.insert(customerProfiles).values(profileFor(a)).returning();
    const [checkout] = await tx.insert(checkouts).values({ userId: a.id, packageId: 'online-6m' }).returning();
    const [chat] = await tx.insert(supportChats).values({ userId: a.id }).returning();
    const [message] = await tx
      .insert(supportMessages)
      .values({ chatId: chat!.id, senderId: a.id, message: 'I need help with my payment' })
      .returning();
    return {
      assessmentId: assessment!.id,
      profileId: profile!.id,
      orderId: order!.id,
      checkoutId: checkout!.id,
      chatId: chat!.id,
      messageId: message!.id,
    };
  });
});

describe.each(cases)('$table', (c) => {
  it('a customer reads their own row', async () => {
    expect(await withUser(a, (tx) => c.select(tx, c.rowId(seeded)))).toHaveLength(1);
  });

  describe.each<Caller>(['another customer', 'a visitor'])('%s', (caller) => {
    it("cannot read customer A's row", async () => {
      await expectNoRows(as(caller, (tx) => c.select(tx, c.rowId(seeded))));
    });

    it('cannot insert a row on behalf of customer A', async () => {
      await expectRefused(as(caller, (tx) => c.insertForA(tx, a, seeded)));
    });

    it("cannot update customer A's row", async () => {
      const before = await withUser(a, (tx) => c.select(tx, c.rowId(seeded)));
      expect(before).toHaveLength(1);
      await expectNoRows(as(caller, (tx) => c.update(tx, c.rowId(seeded))));
      expect(await withUser(a, (tx) => c.select(tx, c.rowId(seeded)))).toEqual(before);
    });

    it("cannot delete customer A's row", async () => {
      await expectNoRows(as(caller, (tx) => c.remove(tx, c.rowId(seeded))));
      expect(await withUser(a, (tx) => c.select(tx, c.rowId(seeded)))).toHaveLength(1);
    });
  });
});

describe('what a customer may do with their own rows', () => {
  it('a customer updates and deletes their own profile', async () => {
    const c = await createAuthUser();
    await withUser(c, (tx) => tx.insert(customerProfiles).values(profileFor(c)));
    const updated = await withUser(c, (tx) =>
      tx.update(customerProfiles).set({ weight: 72 }).where(eq(customerProfiles.userId, c.id)).returning(),
    );
    expect(updated).toMatchObject([{ weight: 72 }]);
    const removed = await withUser(c, (tx) => tx.delete(customerProfiles).where(eq(customerProfiles.userId, c.id)).returning());
    expect(removed).toHaveLength(1);
  });

  it('a customer cannot write an order of their own: any amount, any status (only the server prices orders)', async () => {
    await expectRefused(withUser(a, (tx) => tx.insert(orders).values(orderFor(a))));
    await expectRefused(
      withUser(a, (tx) => tx.insert(orders).values({ ...orderFor(a), amount: 100, subtotal: 100, gst: 0, cgst: 0, sgst: 0 })),
    );
    await expectRefused(withUser(a, (tx) => tx.insert(orders).values({ ...orderFor(a), status: 'paid' })));
  });

  it("a customer cannot run the server's order functions", async () => {
    await expectRefused(
      withUser(a, (tx) =>
        tx.execute(
          sql`select * from public.claim_checkout(${a.id}, ${seeded.checkoutId}, 'online-6m', 'x', 1, 0, 1, 0, 0, 0, 0, 'upi', '27', '999723', 'n', 'a', '27', '27AAAAA0000A1Z2', 'x')`,
        ),
      ),
    );
    await expectRefused(
      withUser(a, (tx) => tx.execute(sql`select * from public.record_payment(${seeded.orderId}, 'forged', '26-27')`)),
    );
  });

  it("the moment of consent is the database's, whatever the client sends", async () => {
    const [row] = await withUser(a, (tx) =>
      tx
        .update(customerProfiles)
        .set({ consentedAt: new Date('2001-01-01T00:00:00Z') })
        .where(eq(customerProfiles.id, seeded.profileId))
        .returning(),
    );
    expect(row!.consentedAt.getFullYear()).toBeGreaterThan(2001);
    const user = await createAuthUser();
    const [inserted] = await withUser(user, (tx) =>
      tx
        .insert(customerProfiles)
        .values({ ...profileFor(user), consentedAt: new Date('2001-01-01T00:00:00Z') })
        .returning(),
    );
    expect(Date.now() - inserted!.consentedAt.getTime()).toBeLessThan(60_000);
  });

  it('a customer cannot lengthen their own plan, nor write one (only the server schedules plans)', async () => {
    await expectRefused(
      withUser(a, (tx) => tx.update(planPeriods).set({ endsOn: '2099-12-31' }).where(eq(planPeriods.orderId, seeded.orderId))),
    );
    await expectRefused(withUser(a, (tx) => tx.delete(planPeriods).where(eq(planPeriods.orderId, seeded.orderId))));
    expect(await withUser(a, (tx) => tx.select().from(planPeriods))).toMatchObject([{ endsOn: '2027-05-23' }]);
  });

  it('a customer cannot mark their own order paid', async () => {
    await expectRefused(
      withUser(a, (tx) => tx.update(orders).set({ status: 'paid' }).where(eq(orders.id, seeded.orderId)).returning()),
    );
  });

  it('a customer opens a chat only for themselves and only open', async () => {
    await expectRefused(withUser(a, (tx) => tx.insert(supportChats).values({ userId: a.id, status: 'closed' })));
  });

  it('a customer cannot speak as the coaching team', async () => {
    await expectRefused(
      withUser(a, (tx) =>
        tx.insert(supportMessages).values({ chatId: seeded.chatId, senderId: a.id, message: 'Refund approved', isAdmin: true }),
      ),
    );
  });

  it("another customer cannot post into customer A's chat as themselves", async () => {
    await expectRefused(
      withUser(b, (tx) => tx.insert(supportMessages).values({ chatId: seeded.chatId, senderId: b.id, message: 'Hello' })),
    );
  });
});
