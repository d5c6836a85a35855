import 'server-only';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { clockNow } from '@/lib/clock';
import { releaseLapsedStudioPlaces } from '@/lib/db/bookings';
import { getDatabase } from '@/lib/db/database';
import { REMINDER_LATE_MS, type ReminderMessage, reminderMessage, taskDone } from '@/lib/domain/reminders';
import { domainTextIn } from '@/lib/i18n/domain-texts';
import type { Locale } from '@/lib/i18n/locales';
import type { Db } from '@/lib/db/connection';
import { eachAtMost, EveryChannel, type MessageSender, type OutgoingMessage } from '@/lib/messages/sender';
import { vapidKeys } from '@/lib/messages/vapid';
import { WebPushSender } from '@/lib/messages/web-push';
import { WhatsAppSender, whatsappTransport } from '@/lib/messages/whatsapp';
import { claimDueReminders, daySoFar, finishReminder, planReminders, type ReminderOutcome } from './scheduler';

/** Reminders one round takes at most. */
const ROUND_SIZE = 100;
/** Reminders a round sends at once (each to all of a customer's devices at once). */
const REMINDERS_AT_ONCE = 8;

export interface RoundOptions {
  now?: Date;
  roundSize?: number;
}

export type RoundReport = Record<ReminderOutcome, number>;

const noOutcomes = (): RoundReport => ({ sent: 0, skipped: 0, 'no-device': 0, failed: 0, late: 0 });

/**
 * One round of a worker: plan whoever is due for planning, claim what is due, and send each
 * (or skip it when its task is done, or it is too late to help). Safe to run on every instance at once.
 */
export async function runReminderRound(
  db: Db,
  sender: MessageSender,
  worker: string,
  { now = clockNow(), roundSize = ROUND_SIZE }: RoundOptions = {},
): Promise<RoundReport> {
  const report = noOutcomes();
  await planReminders(db, now);
  // In-person places whose plan ran out go to the next waiting customer (a refund does it at once).
  await releaseLapsedStudioPlaces(db);
  // Several at once, so one customer's slow push service delays nobody else's reminder.
  await eachAtMost(await claimDueReminders(db, worker, now, roundSize), REMINDERS_AT_ONCE, async (reminder) => {
    let outcome: ReminderOutcome;
    if (now.getTime() - reminder.dueAt.getTime() > REMINDER_LATE_MS) outcome = 'late';
    else {
      const day = await daySoFar(db, reminder.userId, reminder.day);
      outcome = taskDone(reminder.kind, day)
        ? 'skipped'
        : await sender.send(reminder.userId, inLanguage(reminderMessage(reminder.kind, day), reminder.language));
    }
    if (await finishReminder(db, reminder.id, worker, outcome)) report[outcome] += 1;
  });
  return report;
}

/** A reminder's words in the customer's language; WhatsApp picks its template's translation by it. */
function inLanguage(message: ReminderMessage, language: Locale): OutgoingMessage {
  const said = domainTextIn(language);
  return { ...message, title: said(message.title), body: said(message.body), language };
}

/** How often each instance looks for due reminders. */
const ROUND_EVERY_MS = 30_000;
/** How long back-to-back rounds may go on before the next interval's. */
const BUSY_FOR_MS = 25_000;
/**
 * A round still going this long after it started is stuck (each send has its own deadline, so
 * something no one foresaw): it no longer keeps the next interval's round from starting. A healthy
 * run is BUSY_FOR_MS of rounds and one more, and a full round of sends that all time out ends in
 * about a minute (ROUND_SIZE / REMINDERS_AT_ONCE deadlines).
 */
const STUCK_AFTER_MS = 90_000;

const sum = (report: RoundReport) => Object.values(report).reduce((total, n) => total + n, 0);

/**
 * The channels reminders go out on here: web push where there are VAPID keys (off, with a
 * warning, in a production without them) and WhatsApp (the Cloud API, or the WhatsApp log).
 */
function channels(db: Db): MessageSender {
  const keys = vapidKeys();
  if (!keys) console.warn('Reminders by web push are off: set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT.');
  return new EveryChannel([...(keys ? [new WebPushSender(db, keys)] : []), new WhatsAppSender(db, whatsappTransport())]);
}

/** Rounds back to back while each comes back full (everyone's 9 am water), for at most BUSY_FOR_MS. */
async function roundsWhileBusy(db: Db, sender: MessageSender, worker: string): Promise<RoundReport> {
  const total = noOutcomes();
  const until = performance.now() + BUSY_FOR_MS;
  let taken: number;
  do {
    const report = await runReminderRound(db, sender, worker);
    for (const outcome of Object.keys(total) as ReminderOutcome[]) total[outcome] += report[outcome];
    taken = sum(report);
  } while (taken === ROUND_SIZE && performance.now() < until);
  return total;
}

/**
 * What a scheduler's call runs (app/api/reminders/run: Vercel Cron, Supabase pg_cron), on hosts
 * where no process lives between requests: the rounds due now, as the worker would run them.
 */
export async function runDueReminders(): Promise<RoundReport> {
  const { db } = await getDatabase();
  return roundsWhileBusy(db, channels(db), `scheduled:${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`);
}

/**
 * Starts this instance's worker (instrumentation.ts, on a long-lived `next start`): a round every
 * half minute, one at a time unless the one going is stuck.
 */
export function startReminderWorker(): void {
  const name = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let sender: MessageSender | undefined;
  /** When the round going started; null between rounds. */
  let runningSince: number | null = null;
  const round = async () => {
    const started = performance.now();
    if (runningSince !== null && started - runningSince < STUCK_AFTER_MS) return;
    runningSince = started;
    try {
      const { db } = await getDatabase();
      sender ??= channels(db);
      await roundsWhileBusy(db, sender, name);
    } catch (error) {
      console.error('reminders round failed', error);
    } finally {
      // A stuck round that ends after the next one started leaves that one's mark alone.
      if (runningSince === started) runningSince = null;
    }
  };
  setInterval(round, ROUND_EVERY_MS).unref();
}
