import * as z from './validation';
import { WATER_GLASSES_MAX, waterSchema, weightLogSchema, workoutSchema } from './checkins';
import { type FoodNotFound, FOOD_LOG_MESSAGES, logFoodSchema } from './food-log';
import { ateThisSchema, DIET_CHART_MESSAGES } from './diet-charts/views';
import { addDays, istDay, istMoment } from './india-time';
import { accepted, type Outcome, type Refusal, refused } from './outcome';
import { finishWorkoutSchema, logSetSchema, WORKOUT_MESSAGES, type WorkoutRefusal } from './workout-log';

// Logging offline: water, weight, the workout, its sets, food and the chart's meals logged without a connection wait on the phone
// (lib/offline/outbox.ts) under an id the phone chose, and the server applies each once, on the
// day in India it was logged.

export const OFFLINE_MESSAGES = {
  offline: 'You are offline',
  saved: "Saved on this phone: will sync when you're back online",
  savedShort: 'Saved on this phone',
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
  z.object({
    ...written,
    kind: z.literal('workout-set'),
    ...logSetSchema.shape,
    // The exercise's name while the set waits on the phone.
    shown: z.optional(z.object({ name: z.string().check(z.maxLength(120)) })),
  }),
  z.object({ ...written, kind: z.literal('workout-finish'), ...finishWorkoutSchema.shape }),
  z.object({
    ...written,
    kind: z.literal('chart-meal'),
    ...ateThisSchema.shape,
    // The slot's name while it waits on the phone ('Breakfast').
    shown: z.optional(z.object({ name: z.string().check(z.maxLength(120)) })),
  }),
]);
export type ClientWrite = z.output<typeof clientWriteSchema>;
export type ClientWriteKind = ClientWrite['kind'];

/** What the phone sends: whose entries these are (the session tag it was given) and the entries, each checked on its own. */
export const outboxBatchSchema = z.object({
  owner: z.string().check(z.minLength(1), z.maxLength(64)),
  entries: z.array(z.unknown()).check(z.minLength(1), z.maxLength(OFFLINE_BATCH_MAX)),
});

/** Why an entry's time cannot count, as keys of OFFLINE_MESSAGES. */
export type WhenRefusal = Refusal<'tooOld' | 'inFuture' | 'badTime'>;

/**
 * Why the server does not count an entry: its time (WhenRefusal), a food no longer in the list
 * (FOOD_LOG_MESSAGES' key), a set of an exercise no longer in the plan (WORKOUT_MESSAGES' key), or
 * an entry the schema refuses. That one keeps the schema's own words
 * (the first field it refuses, in the words of that field's form, e.g. 'Weight must be less than
 * 300kg', or zod's own for a malformed entry): a code would lose which field and why.
 */
export type ClientWriteRefusal =
  WhenRefusal | FoodNotFound | WorkoutRefusal | Refusal<'mealGone'> | (Refusal<'invalid'> & { message: string });

/**
 * One entry's fate on the server: applied (now or before: the same to the phone), refused with
 * its reason, or failed this time (a lost connection: it stays on the phone and is sent again).
 */
export type AppliedClientWrite = { id: string } & (Outcome<object, ClientWriteRefusal> | { status: 'failed' });

/**
 * One entry's fate as the phone is sent it (lib/offline/outbox.ts): a refused entry with its
 * reason's words, which the phone keeps and shows until dismissed. Words, not codes: a phone's
 * outbox (IndexedDB) already holds refusals as text, and a page or service worker still running
 * an older build reads this answer, so its shape stays as it was.
 */
export type ClientWriteResult =
  | { id: string; status: 'synced' }
  | { id: string; status: 'refused'; message: string }
  | { id: string; status: 'failed'; message: string };

/** A refusal's words, from OFFLINE_MESSAGES and FOOD_LOG_MESSAGES, or the schema's own. */
function refusalText(refusal: ClientWriteRefusal): string {
  switch (refusal.reason) {
    case 'invalid':
      return refusal.message;
    case 'notFound':
      return FOOD_LOG_MESSAGES.notFound;
    case 'mealGone':
      return DIET_CHART_MESSAGES.mealGone;
    case 'slotGone':
    case 'notASwap':
    case 'nothingLogged':
      return WORKOUT_MESSAGES[refusal.reason];
    default:
      return OFFLINE_MESSAGES[refusal.reason];
  }
}

/** What /api/outbox answers the phone for an entry the server applied, refused, or failed to write. */
export function clientWriteResultOf(applied: AppliedClientWrite): ClientWriteResult {
  switch (applied.status) {
    case 'ok':
      return { id: applied.id, status: 'synced' };
    case 'refused':
      return { id: applied.id, status: 'refused', message: refusalText(applied) };
    case 'failed':
      return { id: applied.id, status: 'failed', message: OFFLINE_MESSAGES.failed };
  }
}

/** The first moment (ms) of the first day in India an entry may still count for: 00:00 seven days before today. */
const firstCounted = (now: Date) => istMoment(addDays(istDay(now), -OFFLINE_MAX_AGE_DAYS), '00:00').getTime();

/**
 * The day in India an entry counts for, or why it cannot count: the window (from 00:00 in India
 * seven days back to a few minutes ahead of the server's clock) is checked on instants, and only
 * an instant inside it is turned into a day. Never throws, whatever the phone sent.
 */
export function dayOfWrite(loggedAt: string, now: Date): Outcome<{ day: string }, WhenRefusal> {
  if (!loggedAtSchema.safeParse(loggedAt).success) return refused('badTime');
  const at = new Date(loggedAt).getTime();
  if (Number.isNaN(at)) return refused('badTime');
  if (at > now.getTime() + CLOCK_SKEW_MS) return refused('inFuture');
  if (at < firstCounted(now)) return refused('tooOld');
  return accepted({ day: istDay(new Date(at)) });
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
        case 'workout-finish':
          return { ...shown, workoutDone: true };
        case 'food':
        case 'workout-set':
        case 'chart-meal':
          return shown;
      }
    }, server);
}

/** The order the waiting entries are counted in, 'glasses of water' first. */
const WAITING_ORDER: readonly ClientWriteKind[] = [
  'water',
  'weight',
  'workout',
  'food',
  'workout-set',
  'workout-finish',
  'chart-meal',
];

/** What waits on the phone, by kind, for '3 waiting: 2 glasses of water, 1 weight': the kinds present, in order. */
export function waitingCounts(waiting: readonly Pick<ClientWrite, 'kind'>[]): { kind: ClientWriteKind; count: number }[] {
  return WAITING_ORDER.map((kind) => ({ kind, count: waiting.filter((entry) => entry.kind === kind).length })).filter(
    ({ count }) => count > 0,
  );
}
