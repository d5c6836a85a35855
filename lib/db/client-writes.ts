import 'server-only';
import {
  type ClientWrite,
  type ClientWriteResult,
  clientWriteSchema,
  dayOfWrite,
  OFFLINE_MESSAGES,
} from '@/lib/domain/offline-writes';
import { changeWater, logWeight, setWorkoutDone } from './checkins';
import { todaysWorkout } from './dashboard';
import { logFood } from './food-logs';
import type { SessionUser } from './with-user';

/** The entry's id when it has one to answer by, however malformed the rest. */
const idOf = (entry: unknown) =>
  typeof entry === 'object' && entry !== null && typeof (entry as { id?: unknown }).id === 'string'
    ? (entry as { id: string }).id.slice(0, 64)
    : '';

/** Applies one entry; the reason when it cannot count (a food no longer there). */
async function apply(user: SessionUser, write: ClientWrite, day: string): Promise<string | null> {
  switch (write.kind) {
    case 'water':
      await changeWater(user, day, write.change === 'add' ? 1 : -1, write.id);
      return null;
    case 'weight':
      await logWeight(user, day, write.weight, write.id);
      return null;
    case 'workout': {
      const { calories } = await todaysWorkout(user);
      await setWorkoutDone(user, day, write.done === 'yes', calories, write.id);
      return null;
    }
    case 'food': {
      const outcome = await logFood(user, { ...write, clientId: write.id }, day);
      return outcome.status === 'refused' ? outcome.message : null;
    }
  }
}

/**
 * A phone's waiting entries, each checked and applied on its own (once, by its id) on the day in
 * India it was logged. A refused entry says why; one whose write fails (a lost connection) is
 * answered `failed`, to be sent again; the others still count. Never throws for an entry.
 */
export async function applyClientWrites(user: SessionUser, entries: unknown[], now = new Date()): Promise<ClientWriteResult[]> {
  const results: ClientWriteResult[] = [];
  for (const entry of entries) {
    const parsed = clientWriteSchema.safeParse(entry);
    if (!parsed.success) {
      results.push({ id: idOf(entry), status: 'refused', message: parsed.error.issues[0]?.message ?? 'Invalid input' });
      continue;
    }
    const when = dayOfWrite(parsed.data.loggedAt, now);
    if ('problem' in when) {
      results.push({ id: parsed.data.id, status: 'refused', message: when.problem });
      continue;
    }
    let problem: string | null;
    try {
      problem = await apply(user, parsed.data, when.day);
    } catch (error) {
      // Each entry is written in a transaction of its own: the next ones are not held up by this one.
      console.error('applyClientWrites failed', error);
      results.push({ id: parsed.data.id, status: 'failed', message: OFFLINE_MESSAGES.failed });
      continue;
    }
    results.push(
      problem ? { id: parsed.data.id, status: 'refused', message: problem } : { id: parsed.data.id, status: 'synced' },
    );
  }
  return results;
}
