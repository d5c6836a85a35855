import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { logWeight } from '@/lib/db/checkins';
import { deleteMyAccount, exportMyData } from '@/lib/db/my-data';
import { addDevice, myReminders, saveReminders } from '@/lib/db/reminders';
import { getDatabase } from '@/lib/db/database';
import {
  bodyMeasurements,
  dueReminders,
  pushSubscriptions,
  reminderSettings,
  supportChats,
  supportMessages,
} from '@/lib/db/schema';
import { markMyChatsRead } from '@/lib/db/support';
import { istMoment } from '@/lib/domain/india-time';
import { DEFAULT_REMINDERS } from '@/lib/domain/reminders';
import { MAX_PUSH_DEVICES } from '@/lib/domain/push-endpoints';
import type { Delivery, MessageSender, OutgoingMessage } from '@/lib/messages/sender';
import { WebPushSender } from '@/lib/messages/web-push';
import { CLAIM_LEASE_MS, claimDueReminders, finishReminder } from '@/lib/reminders/scheduler';
import { type RoundReport, runReminderRound } from '@/lib/reminders/worker';
import { startPushService } from '../support/push-service';
import { createAuthUser } from '../support/db';

// The reminders' worker on real data, with a clock of its own: each test's day is its own, so
// the rows of one never fall due in another.

type User = { id: string };

/** A customer who turned reminders on: weigh-in, workout and one glass of water, all at `time` in India. */
async function remindedAt(time: string): Promise<User> {
  const user = await createAuthUser();
  const { db } = await getDatabase();
  await db.insert(reminderSettings).values({
    userId: user.id,
    weighInAt: time,
    workoutAt: time,
    waterEveryHours: 1,
    waterFrom: time,
    waterUntil: time,
    optedInAt: new Date(),
    optInText: 'Reminders from WellFit on this device. Turn each off here at any time.',
  });
  return user;
}

/** A channel that only counts, taking a moment per message as a real one would. */
class CountingSender implements MessageSender {
  readonly channel = 'counting';
  readonly sent: string[] = [];
  async send(userId: string, message: OutgoingMessage): Promise<Delivery> {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
    this.sent.push(`${userId} ${message.tag}`);
    return 'sent';
  }
}

/** A worker's rounds until one finds nothing due. */
async function worker(sender: MessageSender, name: string, now: Date): Promise<number> {
  let done = 0;
  for (;;) {
    const report: RoundReport = await runReminderRound((await getDatabase()).db, sender, name, { now, roundSize: 4 });
    const taken = Object.values(report).reduce((sum, n) => sum + n, 0);
    if (!taken) return done;
    done += taken;
  }
}

async function outcomesOf(users: User[]) {
  const { db } = await getDatabase();
  return db
    .select({ userId: dueReminders.userId, kind: dueReminders.kind, outcome: dueReminders.outcome })
    .from(dueReminders)
    .where(
      inArray(
        dueReminders.userId,
        users.map((u) => u.id),
      ),
    );
}

describe('the reminders worker', () => {
  it('two workers on one database send each due reminder exactly once', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => remindedAt('07:00')));
    const now = istMoment('2031-03-03', '07:00');
    const sender = new CountingSender();
    await Promise.all([worker(sender, 'instance-a', now), worker(sender, 'instance-b', now)]);
    const ours = sender.sent.filter((line) => users.some((u) => line.startsWith(u.id)));
    expect(ours).toHaveLength(24);
    expect(new Set(ours).size).toBe(24);
    const today = (await outcomesOf(users)).filter((row) => row.outcome !== null);
    expect(today).toHaveLength(24);
    expect(today.every((row) => row.outcome === 'sent')).toBe(true);
  });

  it('loses none when a worker dies mid-batch: its claims are taken again once their lease runs out', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => remindedAt('09:00')));
    const now = istMoment('2031-03-10', '09:00');
    const { db } = await getDatabase();
    const sender = new CountingSender();
    // The first instance plans and claims, then is gone before sending anything.
    await runReminderRound(db, new CountingSender(), 'warm-up', { now: istMoment('2031-03-10', '08:00') });
    const orphaned = (await claimDueReminders(db, 'instance-that-died', now, 100)).filter((row) =>
      users.some((u) => u.id === row.userId),
    );
    expect(orphaned).toHaveLength(12);
    // While its lease holds, another instance leaves them alone.
    await worker(sender, 'instance-b', now);
    expect(sender.sent.filter((line) => users.some((u) => line.startsWith(u.id)))).toEqual([]);
    // After it, every one is sent, once.
    await worker(sender, 'instance-b', new Date(now.getTime() + CLAIM_LEASE_MS + 1000));
    const ours = sender.sent.filter((line) => users.some((u) => line.startsWith(u.id)));
    expect(ours).toHaveLength(12);
    expect(new Set(ours).size).toBe(12);
    // The instance that died, back, cannot record a reminder as its own.
    expect(await finishReminder(db, orphaned[0]!.id, 'instance-that-died', 'sent')).toBe(false);
  });

  describe('by web push, through a local push service', () => {
    let push: Awaited<ReturnType<typeof startPushService>>;
    const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:care@wellfit.example' };
    beforeAll(async () => {
      push = await startPushService();
    });
    afterAll(() => push.close());

    async function withDevice(user: User, stall?: 'hang' | 'drip') {
      const device = push.subscribe({ stall });
      const { db } = await getDatabase();
      await db
        .insert(pushSubscriptions)
        .values({ userId: user.id, endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth });
      return device;
    }

    it('delivers the weigh-in reminder at its time, encrypted for the device and signed by the app', async () => {
      const { db } = await getDatabase();
      const user = await createAuthUser();
      await db.insert(reminderSettings).values({ userId: user.id, weighInAt: '06:45', optedInAt: new Date(), optInText: 'yes' });
      const device = await withDevice(user);
      const sender = new WebPushSender(db, vapid, { agent: push.agent });

      // A minute early: nothing.
      await runReminderRound(db, sender, 'instance-a', { now: istMoment('2031-04-07', '06:44') });
      expect(push.received.filter((r) => r.endpoint === device.endpoint)).toEqual([]);

      await runReminderRound(db, sender, 'instance-a', { now: istMoment('2031-04-07', '06:45') });
      const [delivered, ...more] = push.received.filter((r) => r.endpoint === device.endpoint);
      expect(more).toEqual([]);
      expect(delivered).toMatchObject({
        payload: {
          title: 'Morning weigh-in',
          body: "Step on the scale before breakfast and log today's weight.",
          url: '/account?reminder=weigh-in#reminders',
          tag: 'weigh-in',
        },
        ttl: '3600',
        topic: 'weigh-in',
        vapid: { aud: 'https://fcm.googleapis.com', sub: vapid.subject, publicKey: vapid.publicKey },
      });
      expect(push.errors).toEqual([]);
    });

    it("skips the weigh-in once today's weight is logged, and forgets a device the push service says is gone", async () => {
      const { db } = await getDatabase();
      const [weighed, gone] = [await createAuthUser(), await createAuthUser()];
      for (const user of [weighed, gone]) {
        await db
          .insert(reminderSettings)
          .values({ userId: user.id, weighInAt: '07:15', optedInAt: new Date(), optInText: 'yes' });
      }
      const kept = await withDevice(weighed);
      const lost = await withDevice(gone);
      push.unsubscribe(lost.id, 410);
      await logWeight(weighed, '2031-04-14', 71.2);

      await runReminderRound(db, new WebPushSender(db, vapid, { agent: push.agent }), 'instance-a', {
        now: istMoment('2031-04-14', '07:15'),
      });
      expect(push.received.filter((r) => [kept.endpoint, lost.endpoint].includes(r.endpoint))).toEqual([]);
      expect(await outcomesOf([weighed, gone])).toEqual(
        expect.arrayContaining([
          { userId: weighed.id, kind: 'weigh-in', outcome: 'skipped' },
          { userId: gone.id, kind: 'weigh-in', outcome: 'no-device' },
        ]),
      );
      expect(
        await db
          .select()
          .from(pushSubscriptions)
          .where(and(eq(pushSubscriptions.userId, gone.id))),
      ).toEqual([]);
    });

    it('asks to measure on Sunday morning, unless the customer measured that week', async () => {
      const { db } = await getDatabase();
      const [measured, notYet] = [await createAuthUser(), await createAuthUser()];
      for (const user of [measured, notYet]) {
        await db.insert(reminderSettings).values({ userId: user.id, measure: true, optedInAt: new Date(), optInText: 'yes' });
      }
      // 2031-04-13 is a Sunday; the entry of the Thursday before counts for its week.
      await db.insert(bodyMeasurements).values({ userId: measured.id, day: '2031-04-10', waistCm: 84 });
      await runReminderRound(db, new WebPushSender(db, vapid, { agent: push.agent }), 'instance-a', {
        now: istMoment('2031-04-13', '08:00'),
      });
      expect(await outcomesOf([measured, notYet])).toEqual(
        expect.arrayContaining([
          { userId: measured.id, kind: 'measure', outcome: 'skipped' },
          { userId: notYet.id, kind: 'measure', outcome: 'no-device' },
        ]),
      );
    });

    it("holds up no one else's reminder when a customer's push service never answers", async () => {
      const { db } = await getDatabase();
      // Three reminders for the stalled customer, so that one at a time they alone would take three timeouts.
      const stalled = await remindedAt('23:29');
      const [alongside, next] = [await createAuthUser(), await createAuthUser()];
      for (const [user, time] of [
        [alongside, '23:30'],
        [next, '23:31'],
      ] as const) {
        await db.insert(reminderSettings).values({ userId: user.id, weighInAt: time, optedInAt: new Date(), optInText: 'yes' });
      }
      // One device takes the message and never answers; the other answers a byte at a time, forever.
      const stalls = [await withDevice(stalled, 'hang'), await withDevice(stalled, 'drip')];
      const [first, second] = [await withDevice(alongside), await withDevice(next)];
      const timeoutMs = 1_500;
      const sender = new WebPushSender(db, vapid, { agent: push.agent, timeoutMs });
      // Earlier tests' reminders, long late by now, out of the way of the timing.
      await runReminderRound(db, sender, 'instance-a', { now: istMoment('2031-04-21', '23:28') });

      const started = Date.now();
      // The stalled customer's reminders and the one beside them in a round; the next one in the next.
      await runReminderRound(db, sender, 'instance-a', { now: istMoment('2031-04-21', '23:30') });
      await runReminderRound(db, sender, 'instance-a', { now: istMoment('2031-04-21', '23:31') });
      const elapsed = Date.now() - started;

      const arrived = (device: { endpoint: string }) => push.received.find((r) => r.endpoint === device.endpoint);
      expect(arrived(first)!.at - started).toBeLessThan(timeoutMs);
      expect(arrived(second)).toBeDefined();
      expect(elapsed).toBeLessThan(2 * timeoutMs);
      expect(stalls.map(arrived)).toEqual([undefined, undefined]);
      expect(await outcomesOf([stalled, alongside, next])).toEqual(
        expect.arrayContaining([
          { userId: stalled.id, kind: 'weigh-in', outcome: 'failed' },
          { userId: stalled.id, kind: 'workout', outcome: 'failed' },
          { userId: stalled.id, kind: 'water', outcome: 'failed' },
          { userId: alongside.id, kind: 'weigh-in', outcome: 'sent' },
          { userId: next.id, kind: 'weigh-in', outcome: 'sent' },
        ]),
      );
      // No answer is not 'gone': the devices stay for tomorrow.
      expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, stalled.id))).toHaveLength(2);
      expect(push.errors).toEqual([]);
    });

    it('never contacts a saved endpoint that is not a push service, and forgets it', async () => {
      let connections = 0;
      const server = createServer((socket) => {
        connections += 1;
        socket.destroy();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      try {
        const { db } = await getDatabase();
        const user = await createAuthUser();
        const keys = push.subscribe();
        // Written around the app (or saved before endpoints were checked).
        const endpoints = [`https://127.0.0.1:${port}/x`, `https://user:pass@127.0.0.1:${port}/`, `https://localhost:${port}/`];
        await db
          .insert(pushSubscriptions)
          .values(endpoints.map((endpoint) => ({ userId: user.id, endpoint, p256dh: keys.p256dh, auth: keys.auth })));
        // No agent: a send would go where the endpoint points.
        const message = {
          title: 'Morning weigh-in',
          body: 'Step on the scale.',
          url: '/dashboard',
          tag: 'weigh-in',
          language: 'en' as const,
        };
        expect(await new WebPushSender(db, vapid).send(user.id, message)).toBe('no-device');
        expect(connections).toBe(0);
        expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual([]);
      } finally {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    });
  });

  describe("a coach's reply", () => {
    /** A customer with an open chat, reminders on (no times), and the coach's answer in it. */
    async function answered(): Promise<{ user: User; chatId: string }> {
      const { db } = await getDatabase();
      const [user, coach] = [await createAuthUser(), await createAuthUser()];
      await db.insert(reminderSettings).values({ userId: user.id, optedInAt: new Date(), optInText: 'yes' });
      const [chat] = await db.insert(supportChats).values({ userId: user.id }).returning({ id: supportChats.id });
      await db.insert(supportMessages).values([
        { chatId: chat!.id, senderId: user.id, message: 'Can I have rice at night?' },
        { chatId: chat!.id, senderId: coach.id, message: 'A small bowl, before 8 pm.', isAdmin: true },
        { chatId: chat!.id, senderId: coach.id, message: 'With dal and a salad.', isAdmin: true },
      ]);
      return { user, chatId: chat!.id };
    }
    const aMinuteOn = () => new Date(Date.now() + 2 * 60_000);

    it('is pushed once, a minute on, when the customer has not read it (no chat open)', async () => {
      const { user } = await answered();
      const sender = new CountingSender();
      const { db } = await getDatabase();
      // Two replies, one alert waiting; not before its minute.
      expect((await outcomesOf([user])).map((row) => row.kind)).toEqual(['chat-reply']);
      await runReminderRound(db, sender, 'instance-a', { now: new Date() });
      expect(sender.sent.filter((line) => line.startsWith(user.id))).toEqual([]);

      await runReminderRound(db, sender, 'instance-a', { now: aMinuteOn() });
      expect(sender.sent.filter((line) => line.startsWith(user.id))).toEqual([`${user.id} chat-reply`]);
      expect(await outcomesOf([user])).toEqual([{ userId: user.id, kind: 'chat-reply', outcome: 'sent' }]);
    });

    it('is not pushed when the customer read it in the open chat, nor when they turned these off', async () => {
      const { user } = await answered();
      await markMyChatsRead(user);
      const { db } = await getDatabase();
      const sender = new CountingSender();
      await runReminderRound(db, sender, 'instance-a', { now: aMinuteOn() });
      expect(await outcomesOf([user])).toEqual([{ userId: user.id, kind: 'chat-reply', outcome: 'skipped' }]);

      const { user: other } = await answered();
      await db.delete(dueReminders).where(eq(dueReminders.userId, other.id));
      await db.update(reminderSettings).set({ chatReplies: false }).where(eq(reminderSettings.userId, other.id));
      const [chat] = await db.select().from(supportChats).where(eq(supportChats.userId, other.id));
      await db.insert(supportMessages).values({ chatId: chat!.id, senderId: user.id, message: 'One more thing.', isAdmin: true });
      expect(await outcomesOf([other])).toEqual([]);
      expect(sender.sent).toEqual([]);
    });
  });

  it("records consent with the words shown, plans what was saved, and is in 'Download my data' and gone with the account", async () => {
    const { db } = await getDatabase();
    const user = await createAuthUser();
    const device = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc:APA91b-consent',
      p256dh: 'p'.repeat(87),
      auth: 'a'.repeat(22),
      label: 'Chrome on Android',
    };
    await addDevice(user, device, 'Reminders at the times you choose.');
    await saveReminders(user, { ...DEFAULT_REMINDERS, weighInAt: '23:59' });
    const mine = await myReminders(user);
    expect(mine).toMatchObject({ settings: { weighInAt: '23:59', water: null }, devices: 1 });
    expect(mine.optedInAt).toBeInstanceOf(Date);
    const planned = await db.select().from(dueReminders).where(eq(dueReminders.userId, user.id));
    expect(planned.map((row) => row.kind)).toContain('weigh-in');

    const exported = await exportMyData(user);
    expect(exported.reminders).toMatchObject({ weighInAt: '23:59:00', optInText: 'Reminders at the times you choose.' });
    expect(exported.reminderDevices).toEqual([
      expect.objectContaining({ endpoint: device.endpoint, device: 'Chrome on Android' }),
    ]);

    // The same browser, another person signed in on it: it becomes theirs.
    const other = await createAuthUser();
    await addDevice(other, device, 'Reminders at the times you choose.');
    expect((await myReminders(user)).devices).toBe(0);

    await deleteMyAccount(other);
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint))).toEqual([]);
    expect(await db.select().from(reminderSettings).where(eq(reminderSettings.userId, other.id))).toEqual([]);
  });

  it(`keeps a customer's ${MAX_PUSH_DEVICES} latest browsers: turning on one more drops the first`, async () => {
    const user = await createAuthUser();
    const endpoints = Array.from(
      { length: MAX_PUSH_DEVICES + 1 },
      (_, i) => `https://fcm.googleapis.com/fcm/send/cap-${user.id}-${i}`,
    );
    for (const endpoint of endpoints) {
      await addDevice(user, { endpoint, p256dh: 'p'.repeat(87), auth: 'a'.repeat(22), label: null }, 'Reminders.');
    }
    const { db } = await getDatabase();
    const kept = await db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(kept.map((row) => row.endpoint).sort()).toEqual(endpoints.slice(1).sort());
    expect((await myReminders(user)).devices).toBe(MAX_PUSH_DEVICES);
  });

  it('does not send a reminder hours late (the app was down): it is marked late', async () => {
    const [user] = [await remindedAt('06:00')];
    const sender = new CountingSender();
    const { db } = await getDatabase();
    await runReminderRound(db, sender, 'instance-a', { now: istMoment('2031-05-05', '05:00') });
    await runReminderRound(db, sender, 'instance-a', { now: istMoment('2031-05-05', '09:30') });
    expect(sender.sent.filter((line) => line.startsWith(user!.id))).toEqual([]);
    expect((await outcomesOf([user!])).filter((row) => row.outcome === 'late')).toHaveLength(3);
  });
});
