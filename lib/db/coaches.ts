import 'server-only';
import { notInArray, sql } from 'drizzle-orm';
import { type Env, settings } from '@/lib/settings';
import { getDatabase } from './client';
import type { Db } from './connection';
import { coaches } from './schema';

/**
 * Makes the invitations (public.coaches) the given list, then the staff approved from it follow:
 * a phone taken off takes its approval with it, and whoever already signed in with a listed
 * phone, confirmed, is approved by user id (server rights: nobody edits these through the API).
 */
export async function syncCoaches(db: Db, phones: string[], name: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(coaches).where(phones.length ? notInArray(coaches.phone, phones) : undefined);
    if (phones.length) {
      await tx
        .insert(coaches)
        .values(phones.map((phone) => ({ phone, name })))
        .onConflictDoUpdate({ target: coaches.phone, set: { name } });
    }
    await tx.execute(sql`select public.sync_invited_coaches()`);
  });
}

/**
 * COACH_PHONES (comma-separated) and COACH_NAME invite who answers support chats. Unset, the
 * list is left as it is; set, it becomes exactly that list.
 */
export async function syncCoachesFromEnv(db: Db, env?: Env): Promise<void> {
  const { COACH_PHONES: phones, COACH_NAME: name } = settings(env);
  if (phones === undefined) return;
  await syncCoaches(db, phones, name);
}

/** After a sign-in by code: the person is approved as staff if their confirmed phone is invited. */
export async function approveInvitedCoach(userId: string): Promise<void> {
  const { db } = await getDatabase();
  await db.execute(sql`select public.approve_invited_coaches(${userId}::uuid)`);
}
