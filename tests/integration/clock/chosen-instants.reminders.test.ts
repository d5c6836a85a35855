import { and, asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { getDatabase } from '@/lib/db/database';
import { addDevice, saveReminders } from '@/lib/db/reminders';
import { dueReminders, reminderSettings } from '@/lib/db/schema';
import { DEFAULT_REMINDERS, type ReminderSettings } from '@/lib/domain/reminders';
import type { Delivery, MessageSender, OutgoingMessage } from '@/lib/messages/sender';
import { runReminderRound } from '@/lib/reminders/worker';
import { resetClock, setClock } from '../../support/clock';
import { createAuthUser } from '../../support/db';
import { expectStampedAt } from './instants';

// The reminders at chosen instants: planned at the customer's times in India, due from that
// minute, planned a day further just after midnight in India, and not sent over two hours late.
// The worker's rounds take no `now`: they read the server's clock.

afterEach(resetClock);

type User = { id: string };

/** A channel that records what it was asked to send. */
class RecordingSender implements MessageSender {
  readonly channel = 'recording';
  readonly sent: { userId: string; tag: string }[] = [];
  async send(userId: string, message: OutgoingMessage): Promise<Delivery> {
    this.sent.push({ userId, tag: message.tag });
    return 'sent';
  }
}

const weighInOnly = (weighInAt: string): ReminderSettings => ({ ...DEFAULT_REMINDERS, weighInAt, chatReplies: false });

/** A customer who turns reminders on in this browser and sets a weigh-in at `time` IST, at the clock's instant. */
async function remindedAt(time: string): Promise<User> {
  const user = await createAuthUser();
  const device = {
    endpoint: `https://fcm.googleapis.com/fcm/send/chosen-instants-${user.id}`,
    p256dh: 'p'.repeat(87),
    auth: 'a'.repeat(22),
    label: null,
  };
  await addDevice(user, device, 'Reminders at the times you choose.');
  await saveReminders(user, weighInOnly(time));
  return user;
}

const round = async (sender: MessageSender) => runReminderRound((await getDatabase()).db, sender, 'chosen-instants');

const rowsOf = async (user: User) => {
  const { db } = await getDatabase();
  return db
    .select({ day: dueReminders.day, dueAt: dueReminders.dueAt, outcome: dueReminders.outcome, doneAt: dueReminders.doneAt })
    .from(dueReminders)
    .where(and(eq(dueReminders.userId, user.id), eq(dueReminders.kind, 'weigh-in')))
    .orderBy(asc(dueReminders.dueAt));
};

const sentTo = (sender: RecordingSender, user: User) => sender.sent.filter((s) => s.userId === user.id).map((s) => s.tag);

describe('reminders at the times chosen in India, at chosen instants', () => {
  it('a weigh-in set for 08:00 IST is planned for today and tomorrow, not due at 07:59 IST, and sent at 08:00:30 IST', async () => {
    await setClock('2027-03-10T07:50:00+05:30');
    const user = await remindedAt('08:00');
    const { db } = await getDatabase();
    const [settings] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, user.id));
    expectStampedAt(settings?.optedInAt, '2027-03-10T07:50:00+05:30');
    expect(settings?.plannedUntil).toBe('2027-03-11');
    expect(await rowsOf(user)).toEqual([
      { day: '2027-03-10', dueAt: new Date('2027-03-10T08:00:00+05:30'), outcome: null, doneAt: null },
      { day: '2027-03-11', dueAt: new Date('2027-03-11T08:00:00+05:30'), outcome: null, doneAt: null },
    ]);

    const sender = new RecordingSender();
    await setClock('2027-03-10T07:59:00+05:30');
    await round(sender);
    expect(sentTo(sender, user)).toEqual([]);
    expect((await rowsOf(user)).map((row) => row.outcome)).toEqual([null, null]);

    await setClock('2027-03-10T08:00:30+05:30');
    await round(sender);
    expect(sentTo(sender, user)).toEqual(['weigh-in']);
    const [today, tomorrow] = await rowsOf(user);
    expect(today).toMatchObject({ day: '2027-03-10', outcome: 'sent' });
    expectStampedAt(today?.doneAt, '2027-03-10T08:00:30+05:30');
    expect(tomorrow).toMatchObject({ day: '2027-03-11', outcome: null, doneAt: null });
  });

  it('a round at 23:59:50 IST plans nothing new; one at 00:00:10 IST plans the day after the new day', async () => {
    await setClock('2027-03-20T21:00:00+05:30');
    const user = await remindedAt('08:00');
    // 08:00 has passed today: tomorrow's alone is planned.
    expect((await rowsOf(user)).map((row) => row.day)).toEqual(['2027-03-21']);

    const sender = new RecordingSender();
    await setClock('2027-03-20T23:59:50+05:30');
    await round(sender);
    expect((await rowsOf(user)).map((row) => row.day)).toEqual(['2027-03-21']);

    await setClock('2027-03-21T00:00:10+05:30');
    await round(sender);
    expect(await rowsOf(user)).toMatchObject([
      { day: '2027-03-21', dueAt: new Date('2027-03-21T08:00:00+05:30'), outcome: null },
      { day: '2027-03-22', dueAt: new Date('2027-03-22T08:00:00+05:30'), outcome: null },
    ]);
    const { db } = await getDatabase();
    const [settings] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, user.id));
    expect(settings?.plannedUntil).toBe('2027-03-22');
    expect(sentTo(sender, user)).toEqual([]);
  });

  it('a round at 08:00:30 IST sends a 06:01 weigh-in (1 h 59 min late) and marks a 06:00 one late (just over 2 h)', async () => {
    await setClock('2027-03-25T05:00:00+05:30');
    const onTime = await remindedAt('06:01');
    const tooLate = await remindedAt('06:00');

    const sender = new RecordingSender();
    await setClock('2027-03-25T08:00:30+05:30');
    await round(sender);
    expect(sentTo(sender, onTime)).toEqual(['weigh-in']);
    expect(sentTo(sender, tooLate)).toEqual([]);
    expect((await rowsOf(onTime))[0]).toMatchObject({ day: '2027-03-25', outcome: 'sent' });
    expect((await rowsOf(tooLate))[0]).toMatchObject({ day: '2027-03-25', outcome: 'late' });
  });
});
