import * as z from './validation';
import { WATER_GLASSES_MAX, waterSchema, weightLogSchema, workoutSchema } from './checkins';
import { logFoodSchema } from './food-log';
import { addDays, istDay, istMoment } from './india-time';

// Logging offline: water, weight, the workout and food logged without a connection wait on the phone
// (lib/offline/outbox.ts) under an id the phone chose, and the server applies each once, on the
// day in India it was logged.

export const OFFLINE_MESSAGES = {
  offline: 'You are offline',
  saved: "Saved on this phone: will sync when you're back online",
  syncing: 'Syncing…',
  synced: 'Synced',
  tooOld: 'Logged more than 7 days ago: too long ago to add now.',
  inFuture: "Logged at a time still to come: check this phone's date and time.",
  badTime: "Logged with a date and time that could not be read: check this phone's date and time.",
  otherPerson: 'Logged on this phone by someone else: it syncs when they sign in.',
  signedOut: 'Sign in again to sync what is saved on this phone.',
  failed: 'Could not sync just now. It stays on this phone and tries again.',
} as const;

/** How far back a phone's entry may still count. */
export const OFFLINE_MAX_AGE_DAYS = 7;
/** A phone's clock may run this far ahead of the server's. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
/** Entries sent at once. */
export const OFFLINE_BATCH_MAX = 100;

/** The phone's clock when the entry was logged, with its offset: '2026-11-25T12:00:00.000Z', '2026-11-25T17:30:00+05:30'. */
const loggedAtSchema = z.iso.datetime({ offset: true, error: OFFLINE_MESSAGES.badTime });

const written = { id: z.uuid(), loggedAt: loggedAtSchema };

export const clientWriteSchema = z.discriminatedUnion('kind', [
  z.object({ ...written, kind: z.literal('water'), ...waterSchema.shape }),
  z.object({ ...written, kind: z.literal('weight'), ...weightLogSchema.shape }),
  z.object({ ...written, kind: z.literal('workout'), ...workoutSchema.shape }),
  z.object({
    ...written,
    kind: z.literal('food'),
    ...logFoodSchema.shape,
    // What the phone shows while the entry waits; the server takes the food's values from its own table.
    shown: z.optional(z.object({ name: z.string().check(z.maxLength(120)), kcal: z.number() })),
  }),
]);
export type ClientWrite = z.output<typeof clientWriteSchema>;
export type ClientWriteKind = ClientWrite['kind'];

/** What the phone sends: whose entries these are (the session tag it was given) and the entries, each checked on its own. */
export const outboxBatchSchema = z.object({
  owner: z.string().check(z.minLength(1), z.maxLength(64)),
  entries: z.array(z.unknown()).check(z.minLength(1), z.maxLength(OFFLINE_BATCH_MAX)),
});

/**
 * One entry's fate: applied (now or before, the same to the phone), refused with the reason (the
 * phone shows it until dismissed), or failed this time (it stays on the phone and is sent again).
 */
export type ClientWriteResult =
  | { id: string; status: 'synced' }
  | { id: string; status: 'refused'; message: string }
  | { id: string; status: 'failed'; message: string };

/** The first moment (ms) of the first day in India an entry may still count for: 00:00 seven days before today. */
const firstCounted = (now: Date) => istMoment(addDays(istDay(now), -OFFLINE_MAX_AGE_DAYS), '00:00').getTime();

/**
 * The day in India an entry counts for, or why it cannot count: the window (from 00:00 in India
 * seven days back to a few minutes ahead of the server's clock) is checked on instants, and only
 * an instant inside it is turned into a day. Never throws, whatever the phone sent.
 */
export function dayOfWrite(loggedAt: string, now: Date): { day: string } | { problem: string } {
  if (!loggedAtSchema.safeParse(loggedAt).success) return { problem: OFFLINE_MESSAGES.badTime };
  const at = new Date(loggedAt).getTime();
  if (Number.isNaN(at)) return { problem: OFFLINE_MESSAGES.badTime };
  if (at > now.getTime() + CLOCK_SKEW_MS) return { problem: OFFLINE_MESSAGES.inFuture };
  if (at < firstCounted(now)) return { problem: OFFLINE_MESSAGES.tooOld };
  return { day: istDay(new Date(at)) };
}

/** Today's figures as the server last said, and what this phone has logged since that has not synced. */
export interface LoggedToday {
  waterGlasses: number;
  weight: number | null;
  workoutDone: boolean;
}

/** The figures to show now: the server's, with this phone's waiting entries for `today` applied in order. */
export function withWaiting(server: LoggedToday, waiting: readonly ClientWrite[], today: string): LoggedToday {
  // Today's instants in India, compared as instants: an entry of another year, or of no date, is not today's.
  const [from, until] = [istMoment(today, '00:00').getTime(), istMoment(addDays(today, 1), '00:00').getTime()];
  return waiting
    .filter((entry) => {
      const at = Date.parse(entry.loggedAt);
      return at >= from && at < until;
    })
    .reduce<LoggedToday>((shown, entry) => {
      switch (entry.kind) {
        case 'water':
          return {
            ...shown,
            waterGlasses: Math.min(WATER_GLASSES_MAX, Math.max(0, shown.waterGlasses + (entry.change === 'add' ? 1 : -1))),
          };
        case 'weight':
          return { ...shown, weight: entry.weight };
        case 'workout':
          return { ...shown, workoutDone: entry.done === 'yes' };
        case 'food':
          return shown;
      }
    }, server);
}

/** '3 waiting: 2 glasses of water, 1 weight'. */
export function waitingLabel(waiting: readonly Pick<ClientWrite, 'kind'>[]): string {
  const count = (kind: ClientWriteKind) => waiting.filter((entry) => entry.kind === kind).length;
  const parts = [
    [count('water'), 'glass of water', 'glasses of water'],
    [count('weight'), 'weight', 'weights'],
    [count('workout'), 'workout', 'workouts'],
    [count('food'), 'food', 'foods'],
  ] as const;
  const listed = parts.filter(([n]) => n > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
  return `${waiting.length} waiting: ${listed.join(', ')}`;
}
