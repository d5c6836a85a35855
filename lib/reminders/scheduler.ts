import 'server-only';
import { and, count, eq, gt, gte, isNotNull, isNull, lte, notInArray, sql } from 'drizzle-orm';
import { DAILY_GOALS } from '@/lib/domain/progress';
import { addDays, istDay } from '@/lib/domain/india-time';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import {
  type DaySoFar,
  EVENT_REMINDER_KINDS,
  MEASURE_WEEK_DAYS,
  type ReminderKind,
  type ReminderSettings,
  remindersAhead,
} from '@/lib/domain/reminders';
import { currentTargets } from '@/lib/db/coaching';
import { type Db, dayOfRow, rowsOf, type Tx } from '@/lib/db/connection';
import {
  bodyMeasurements,
  dailyCheckins,
  dueReminders,
  foodLogs,
  reminderSettings,
  supportChats,
  supportMessages,
} from '@/lib/db/schema';

// The reminders' rows: planned two days ahead per customer, claimed by one worker at a time
// under a lease (FOR UPDATE SKIP LOCKED), done with an outcome. Privileged: the worker acts for
// everyone, so these run on the server's own connection, never for a request.

/** How long a claim holds: a worker that died mid-batch gives its rows back after this. */
export const CLAIM_LEASE_MS = 2 * 60_000;
/** Customers planned per call, so a planner never holds many locks. */
const PLAN_BATCH = 500;

type SettingsRow = typeof reminderSettings.$inferSelect;

const hhmm = (time: string | null) => (time ? time.slice(0, 5) : null);

/** A customer's stored reminders as the app speaks of them ('HH:MM' in India). */
export const settingsOf = (row: SettingsRow): ReminderSettings => ({
  weighInAt: hhmm(row.weighInAt),
  water:
    row.waterEveryHours && row.waterFrom && row.waterUntil
      ? { everyHours: row.waterEveryHours, from: hhmm(row.waterFrom)!, until: hhmm(row.waterUntil)! }
      : null,
  workoutAt: hhmm(row.workoutAt),
  meals: row.meals,
  measure: row.measure,
  chatReplies: row.chatReplies,
  videoCalls: row.videoCalls,
  whatsapp: row.whatsappOptedInAt !== null,
});

/** Reminders go out once the customer allowed a channel: this browser's notifications, or WhatsApp. */
const optedIn = (row: SettingsRow) => row.optedInAt !== null || row.whatsappOptedInAt !== null;

async function planFor(tx: Tx, row: SettingsRow, now: Date): Promise<void> {
  const today = istDay(now);
  const due = remindersAhead(settingsOf(row), today, 2, now);
  if (due.length) {
    await tx
      .insert(dueReminders)
      .values(due.map(({ kind, day, dueAt }) => ({ userId: row.userId, kind, day, dueAt })))
      .onConflictDoNothing();
  }
  await tx
    .update(reminderSettings)
    .set({ plannedUntil: addDays(today, 1) })
    .where(eq(reminderSettings.userId, row.userId));
}

/**
 * Writes the reminders of today and tomorrow (in India) for customers not yet planned that far,
 * a batch at a time; several instances may run it at once. Returns how many customers it planned.
 */
export async function planReminders(db: Db, now: Date): Promise<number> {
  const tomorrow = addDays(istDay(now), 1);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(reminderSettings)
      .where(
        and(
          sql`(${reminderSettings.optedInAt} is not null or ${reminderSettings.whatsappOptedInAt} is not null)`,
          sql`(${reminderSettings.plannedUntil} is null or ${reminderSettings.plannedUntil} < ${tomorrow})`,
        ),
      )
      .orderBy(reminderSettings.userId)
      .limit(PLAN_BATCH)
      .for('update', { skipLocked: true });
    for (const row of rows) await planFor(tx, row, now);
    return rows.length;
  });
}

/** After a customer changes their reminders: the ones ahead not yet sent are written again. */
export async function replanReminders(db: Db, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)).for('update');
    await tx
      .delete(dueReminders)
      .where(
        and(
          eq(dueReminders.userId, userId),
          isNull(dueReminders.doneAt),
          gt(dueReminders.dueAt, now),
          notInArray(dueReminders.kind, [...EVENT_REMINDER_KINDS]),
        ),
      );
    if (row && optedIn(row)) await planFor(tx, row, now);
  });
}

export interface ClaimedReminder {
  id: number;
  userId: string;
  kind: ReminderKind;
  day: string;
  dueAt: Date;
  /** The customer's language (lib/db/language.ts), for the reminder's words. */
  language: Locale;
}

/**
 * Takes up to `limit` due reminders for `worker`: those not done, due by `now`, unclaimed or
 * whose claim's lease ran out. Rows another worker is claiming at this moment are skipped.
 */
export async function claimDueReminders(db: Db, worker: string, now: Date, limit: number): Promise<ClaimedReminder[]> {
  const leaseEnded = new Date(now.getTime() - CLAIM_LEASE_MS);
  const rows = rowsOf<{
    id: string | number;
    user_id: string;
    kind: ReminderKind;
    day: string | Date;
    due_at: string | Date;
    language: Locale | null;
  }>(
    await db.execute(sql`
      update public.due_reminders set claimed_at = ${now.toISOString()}, claimed_by = ${worker}
      where id in (
        select id from public.due_reminders
        where done_at is null and due_at <= ${now.toISOString()}
          and (claimed_at is null or claimed_at < ${leaseEnded.toISOString()})
        order by due_at
        limit ${limit}
        for update skip locked)
      returning id, user_id, kind, day, due_at,
        (select l.language from public.language_choices l where l.user_id = due_reminders.user_id) as language`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    userId: row.user_id,
    kind: row.kind,
    day: dayOfRow(row.day),
    dueAt: new Date(row.due_at),
    language: row.language ?? DEFAULT_LOCALE,
  }));
}

export type ReminderOutcome = NonNullable<typeof dueReminders.$inferSelect.outcome>;

/** Records what became of a claimed reminder; false if the claim was lost (its lease ran out and another worker took it). */
export async function finishReminder(db: Db, id: number, worker: string, outcome: ReminderOutcome): Promise<boolean> {
  const done = await db
    .update(dueReminders)
    .set({ doneAt: sql`public.clock_now()`, outcome })
    .where(and(eq(dueReminders.id, id), eq(dueReminders.claimedBy, worker), isNull(dueReminders.doneAt)))
    .returning({ id: dueReminders.id });
  return done.length > 0;
}

/** What the customer has logged on `day`, and the replies they have not read, to skip a reminder whose task is done. */
export async function daySoFar(db: Db, userId: string, day: string): Promise<DaySoFar> {
  return db.transaction(async (tx) => {
    const [checkin] = await tx
      .select({ weight: dailyCheckins.weight, water: dailyCheckins.waterGlasses, workout: dailyCheckins.workoutDone })
      .from(dailyCheckins)
      .where(and(eq(dailyCheckins.userId, userId), eq(dailyCheckins.day, day)));
    const [foods] = await tx
      .select({ n: count() })
      .from(foodLogs)
      .where(and(eq(foodLogs.userId, userId), eq(foodLogs.day, day)));
    const [measured] = await tx
      .select({ n: count() })
      .from(bodyMeasurements)
      .where(
        and(
          eq(bodyMeasurements.userId, userId),
          gte(bodyMeasurements.day, addDays(day, -(MEASURE_WEEK_DAYS - 1))),
          lte(bodyMeasurements.day, day),
        ),
      );
    const targets = await currentTargets(tx, userId);
    const [unread] = await tx
      .select({ n: count() })
      .from(supportMessages)
      .innerJoin(supportChats, eq(supportChats.id, supportMessages.chatId))
      .where(
        and(
          eq(supportChats.userId, userId),
          eq(supportChats.status, 'open'),
          eq(supportMessages.isAdmin, true),
          isNotNull(supportMessages.senderId),
          sql`${supportMessages.createdAt} > coalesce(${supportChats.customerReadAt}, '-infinity')`,
        ),
      );
    return {
      weightLogged: checkin?.weight != null,
      waterGlasses: checkin?.water ?? 0,
      waterGoal: targets.waterGlasses ?? DAILY_GOALS.waterGlasses,
      workoutDone: checkin?.workout ?? false,
      foodsLogged: foods?.n ?? 0,
      unreadReplies: unread?.n ?? 0,
      measuredThisWeek: (measured?.n ?? 0) > 0,
    };
  });
}
