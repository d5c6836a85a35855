import 'server-only';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { cache } from 'react';
import { formatPhone } from '@/lib/domain/phone';
import type { CoachSummary } from '@/lib/domain/staff';
import { type Env, settings } from '@/lib/settings';
import { getDatabase } from './database';
import { type Db, rowsOf } from './connection';
import { staffInvitations } from './schema';
import { type SessionUser, withUser } from './with-user';

type ListSource = 'COACH_PHONES' | 'ADMIN_PHONES';

/** The name env-invited admins answer under. */
export const ADMIN_NAME = 'WellFit Team';

/**
 * A listed coach is unnamed (the admin is asked to name them); a listed admin answers as the team.
 * A name given earlier, by an admin or by the person, stays.
 */
async function syncList(db: Db, source: ListSource, phones: string[]): Promise<void> {
  const role = source === 'ADMIN_PHONES' ? ('admin' as const) : ('coach' as const);
  const name = role === 'admin' ? ADMIN_NAME : null;
  await db
    .delete(staffInvitations)
    .where(and(eq(staffInvitations.invitedBy, source), phones.length ? notInArray(staffInvitations.phone, phones) : undefined));
  if (!phones.length) return;
  // The operator's list has the last word on a phone an admin invited too.
  await db
    .insert(staffInvitations)
    .values(phones.map((phone) => ({ phone, name, role, invitedBy: source })))
    .onConflictDoUpdate({
      target: staffInvitations.phone,
      set: { name: sql`coalesce(${staffInvitations.name}, excluded.name)`, role, invitedBy: source },
    });
}

/**
 * Makes the environment's invitations these lists (a list left undefined is left as it is), then
 * the staff approved from them follow: a phone taken off takes its approval with it, and whoever
 * already signed in with a listed phone, confirmed, is approved by user id. A phone on both
 * lists is an admin. Invitations an admin made are not touched.
 */
export async function syncStaffInvitations(db: Db, lists: { coaches?: string[]; admins?: string[] }): Promise<void> {
  await db.transaction(async (tx) => {
    const admins = lists.admins ?? [];
    if (lists.coaches) {
      const coaches = lists.coaches.filter((phone) => !admins.includes(phone));
      await syncList(tx, 'COACH_PHONES', coaches);
    }
    if (lists.admins) await syncList(tx, 'ADMIN_PHONES', lists.admins);
    await tx.execute(sql`select public.sync_invited_coaches()`);
  });
}

/**
 * ADMIN_PHONES and COACH_PHONES (comma-separated) invite the team. Unset, a
 * list is left as it is; set, it becomes exactly that list.
 */
export async function syncStaffFromEnv(db: Db, env?: Env): Promise<void> {
  const { COACH_PHONES: coaches, ADMIN_PHONES: admins } = settings(env);
  if (coaches === undefined && admins === undefined) return;
  await syncStaffInvitations(db, { coaches, admins });
}

/** After a sign-in by code: the person is approved as staff if their confirmed phone is invited. */
export async function approveInvitedStaff(userId: string): Promise<void> {
  const { db } = await getDatabase();
  await db.execute(sql`select public.approve_invited_coaches(${userId}::uuid)`);
}

export interface StaffMember {
  /** Null until named: staff screens show the phone. */
  name: string | null;
  role: 'coach' | 'admin';
  bio: string;
  /** As shown: '+91 90000 00001'. */
  phone: string;
}

/**
 * The signed-in person as staff (active, confirmed phone), or null for everyone else; read once
 * a request (the staff layout and the page both ask).
 */
export const staffMember = cache(async (user: SessionUser): Promise<StaffMember | null> => {
  const [row] = rowsOf<StaffMember>(await withUser(user, (tx) => tx.execute(sql`select * from public.staff_me()`)));
  return row ? { ...row, phone: formatPhone(row.phone) } : null;
});

/** The coach's (or admin's) own name and bio, as their clients read them. */
export async function saveStaffProfile(user: SessionUser, input: { name: string; bio: string }): Promise<void> {
  await withUser(user, (tx) => tx.execute(sql`select public.set_my_staff_profile(${input.name}, ${input.bio})`));
}

/** Whether this person is active staff: a coach or an admin (public.is_coach(), which admins pass too). */
export async function isStaff(user: SessionUser): Promise<boolean> {
  const [row] = rowsOf<{ staff: boolean }>(await withUser(user, (tx) => tx.execute(sql`select public.is_coach() as staff`)));
  return row?.staff === true;
}

/** Whether this person is an active admin (public.is_staff_admin()). */
export async function isAdmin(user: SessionUser): Promise<boolean> {
  const [row] = rowsOf<{ admin: boolean }>(
    await withUser(user, (tx) => tx.execute(sql`select public.is_staff_admin() as admin`)),
  );
  return row?.admin === true;
}

interface CoachRow {
  user_id: string | null;
  phone: string;
  name: string | null;
  active: boolean;
  active_clients: number;
}

/** The coaches and open invitations, active first (the admin's functions refuse anyone else). */
export async function listCoaches(user: SessionUser): Promise<CoachSummary[]> {
  const rows = rowsOf<CoachRow>(await withUser(user, (tx) => tx.execute(sql`select * from public.admin_coaches()`)));
  return rows.map((row) => ({
    userId: row.user_id,
    phone: formatPhone(row.phone),
    name: row.name,
    status: row.user_id === null ? 'invited' : row.active ? 'active' : 'deactivated',
    activeClients: row.active_clients,
  }));
}
