import 'server-only';
import { notInArray } from 'drizzle-orm';
import { parseCoachPhones } from '@/lib/domain/support';
import type { Db } from './connection';
import { coaches } from './schema';

/** Makes the coaches table the given list (server rights: nobody edits it through the API). */
export async function syncCoaches(db: Db, phones: string[], name: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(coaches).where(phones.length ? notInArray(coaches.phone, phones) : undefined);
    if (phones.length) {
      await tx
        .insert(coaches)
        .values(phones.map((phone) => ({ phone, name })))
        .onConflictDoUpdate({ target: coaches.phone, set: { name } });
    }
  });
}

/**
 * COACH_PHONES (comma-separated) and COACH_NAME decide who answers support chats. Unset, the
 * table is left as it is; set, it becomes exactly that list.
 */
export async function syncCoachesFromEnv(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (env.COACH_PHONES === undefined) return;
  const { phones, invalid } = parseCoachPhones(env.COACH_PHONES);
  if (invalid.length) console.warn(`COACH_PHONES: ignoring ${invalid.join(', ')} (not a 10-digit Indian mobile number)`);
  await syncCoaches(db, phones, env.COACH_NAME?.trim() || 'Coach');
}
