import 'server-only';
import { and, count, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import { clockNow } from '@/lib/clock';
import { MAX_PUSH_DEVICES } from '@/lib/domain/push-endpoints';
import { DEFAULT_REMINDERS, type ReminderSettings } from '@/lib/domain/reminders';
import { REMINDER_MESSAGES } from '@/lib/domain/reminder-schema';
import { replanReminders, settingsOf } from '@/lib/reminders/scheduler';
import { getDatabase } from './database';
import type { Tx } from './connection';
import { pushSubscriptions, reminderSettings } from './schema';
import { type SessionUser, withUser } from './with-user';

export interface MyReminders {
  settings: ReminderSettings;
  /** When the customer turned reminders on (and was shown what that means); null before. */
  optedInAt: Date | null;
  devices: number;
}

/** The customer's reminders and consent, within a transaction of theirs (the dashboard's). */
export async function remindersIn(tx: Tx, userId: string): Promise<Omit<MyReminders, 'devices'>> {
  const [row] = await tx.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));
  return { settings: row ? settingsOf(row) : DEFAULT_REMINDERS, optedInAt: row?.optedInAt ?? null };
}

export async function myReminders(user: SessionUser): Promise<MyReminders> {
  return withUser(user, async (tx) => {
    const [devices] = await tx.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    return { ...(await remindersIn(tx, user.id)), devices: devices?.n ?? 0 };
  });
}

const columnsOf = (settings: ReminderSettings) => ({
  weighInAt: settings.weighInAt,
  waterEveryHours: settings.water?.everyHours ?? null,
  waterFrom: settings.water?.from ?? null,
  waterUntil: settings.water?.until ?? null,
  workoutAt: settings.workoutAt,
  meals: settings.meals,
  measure: settings.measure,
  chatReplies: settings.chatReplies,
  videoCalls: settings.videoCalls,
  whatsappOptInText: settings.whatsapp ? REMINDER_MESSAGES.whatsappOptIn : null,
});

/** 'Save reminders' (and a reminder turned off from its notification): the ones ahead are planned again. */
export async function saveReminders(user: SessionUser, settings: ReminderSettings): Promise<void> {
  const values = columnsOf(settings);
  await withUser(user, (tx) =>
    tx
      .insert(reminderSettings)
      .values({ userId: user.id, ...values, whatsappOptedInAt: settings.whatsapp ? clockNow() : null })
      .onConflictDoUpdate({
        target: reminderSettings.userId,
        set: {
          ...values,
          // The consent keeps the moment it was first given, until it is taken back.
          whatsappOptedInAt: settings.whatsapp ? sql`coalesce(${reminderSettings.whatsappOptedInAt}, public.clock_now())` : null,
          updatedAt: sql`public.clock_now()`,
        },
      }),
  );
  const { db } = await getDatabase();
  await replanReminders(db, user.id, clockNow());
}

/**
 * 'Turn on reminders' on this browser: its push subscription, and the consent (the time and the
 * words shown). A browser another person used on this phone before becomes this person's. A
 * customer keeps MAX_PUSH_DEVICES browsers, the latest turned on: each is one more send a reminder
 * waits on.
 */
export async function addDevice(
  user: SessionUser,
  device: { endpoint: string; p256dh: string; auth: string; label: string | null },
  shownText: string,
): Promise<void> {
  const { db } = await getDatabase();
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, device.endpoint), ne(pushSubscriptions.userId, user.id)));
  await withUser(user, async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId: user.id, endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth, device: device.label })
      .onConflictDoNothing({ target: pushSubscriptions.endpoint });
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_PUSH_DEVICES);
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, user.id), notInArray(pushSubscriptions.id, kept)));
    await tx
      .insert(reminderSettings)
      .values({ userId: user.id, optedInAt: clockNow(), optInText: shownText })
      .onConflictDoUpdate({
        target: reminderSettings.userId,
        set: {
          optedInAt: sql`coalesce(${reminderSettings.optedInAt}, public.clock_now())`,
          optInText: shownText,
          updatedAt: sql`public.clock_now()`,
        },
      });
  });
  await replanReminders(db, user.id, clockNow());
}

/** 'Turn off reminders on this device'. */
export async function removeDevice(user: SessionUser, endpoint: string): Promise<void> {
  await withUser(user, (tx) =>
    tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, user.id), eq(pushSubscriptions.endpoint, endpoint))),
  );
}
