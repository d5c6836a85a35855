import 'server-only';
import { clockNow } from '@/lib/clock';
import type { FoodNotFound } from '@/lib/domain/food-log';
import { type AppliedClientWrite, type ClientWrite, clientWriteSchema, dayOfWrite } from '@/lib/domain/offline-writes';
import { accepted, type Outcome, type Refusal, refused } from '@/lib/domain/outcome';
import type { WorkoutRefusal } from '@/lib/domain/workout-log';
import { changeWater, logWeight, setWorkoutDone } from './checkins';
import { ateChartOption } from './diet-charts';
import { logFood } from './food-logs';
import { finishWorkout, logSet, workoutKcalOf } from './workouts';
import type { SessionUser } from './with-user';

/** The entry's id when it has one to answer by, however malformed the rest. */
const idOf = (entry: unknown) =>
  typeof entry === 'object' && entry !== null && typeof (entry as { id?: unknown }).id === 'string'
    ? (entry as { id: string }).id.slice(0, 64)
    : '';

/** Applies one entry; refused when it cannot count (a food or an exercise no longer there). */
async function apply(
  user: SessionUser,
  write: ClientWrite,
  day: string,
): Promise<Outcome<object, FoodNotFound | WorkoutRefusal | Refusal<'mealGone'>>> {
  switch (write.kind) {
    case 'water':
      await changeWater(user, day, write.change === 'add' ? 1 : -1, write.id);
      return accepted({});
    case 'weight':
      await logWeight(user, day, write.weight, write.id);
      return accepted({});
    case 'workout':
      await setWorkoutDone(user, day, write.done === 'yes', await workoutKcalOf(user, day), write.id);
      return accepted({});
    case 'food':
      return logFood(user, { ...write, clientId: write.id }, day);
    case 'workout-set':
      return logSet(user, { ...write, clientId: write.id }, day);
    case 'chart-meal': {
      const ate = await ateChartOption(user, { ...write, clientId: write.id }, day);
      return ate.status === 'ok' ? accepted({}) : ate;
    }
    case 'workout-finish': {
      const finished = await finishWorkout(user, { ...write, clientId: write.id }, day);
      return finished.status === 'ok' ? accepted({}) : finished;
    }
  }
}

/**
 * A phone's waiting entries, each checked and applied on its own (once, by its id) on the day in
 * India it was logged. A refused entry says why (a reason code; /api/outbox words it for the
 * phone); one whose write fails (a lost connection) is answered `failed`, to be sent again; the
 * others still count. Never throws for an entry.
 */
export async function applyClientWrites(user: SessionUser, entries: unknown[], now = clockNow()): Promise<AppliedClientWrite[]> {
  const results: AppliedClientWrite[] = [];
  for (const entry of entries) {
    const parsed = clientWriteSchema.safeParse(entry);
    if (!parsed.success) {
      // The schema's words for the field it refuses: kept as they are (see ClientWriteRefusal).
      const message = parsed.error.issues[0]?.message ?? 'Invalid input';
      results.push({ id: idOf(entry), ...refused('invalid'), message });
      continue;
    }
    const { id } = parsed.data;
    const when = dayOfWrite(parsed.data.loggedAt, now);
    if (when.status === 'refused') {
      results.push({ id, ...when });
      continue;
    }
    try {
      results.push({ id, ...(await apply(user, parsed.data, when.day)) });
    } catch (error) {
      // Each entry is written in a transaction of its own: the next ones are not held up by this one.
      console.error('applyClientWrites failed', error);
      results.push({ id, status: 'failed' });
    }
  }
  return results;
}
