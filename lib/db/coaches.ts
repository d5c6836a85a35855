import 'server-only';
import { notInArray } from 'drizzle-orm';
import { type Env, settings } from '@/lib/settings';
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
export async function syncCoachesFromEnv(db: Db, env?: Env): Promise<void> {
  const { COACH_PHONES: phones, COACH_NAME: name } = settings(env);
  if (phones === undefined) return;
  await syncCoaches(db, phones, name);
}
