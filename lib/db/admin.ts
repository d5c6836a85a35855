import 'server-only';
import { sql } from 'drizzle-orm';
import { accepted, type Outcome, refused } from '@/lib/domain/outcome';
import { customerLabel, formatPhone } from '@/lib/domain/phone';
import type { RefundStatus } from '@/lib/domain/refunds';
import { type ClientSummary, type InviteRefusal, staffLabel } from '@/lib/domain/staff';
import { dayOfRow, rowsOf } from './connection';
import { listRefundRequests } from './refunds';
import { sqlState } from './sql-state';
import { listCoaches } from './staff';
import { type SessionUser, withUser } from './with-user';

interface ClientRow {
  customer_id: string;
  customer_name: string | null;
  customer_phone: string | null;
  coach_id: string | null;
  coach_name: string | null;
  coach_phone: string | null;
  start_day: string | Date | null;
  in_programme: boolean;
  active_until: string | Date | null;
  paused_until: string | Date | null;
  refund_status: RefundStatus | null;
}

/** Customers with a paid order, latest first, optionally those whose name or phone matches. */
export async function listClients(user: SessionUser, search?: string, limit = 100): Promise<ClientSummary[]> {
  const rows = rowsOf<ClientRow>(
    await withUser(user, (tx) => tx.execute(sql`select * from public.admin_clients(${search || null}, ${limit})`)),
  );
  return rows.map((row) => ({
    customerId: row.customer_id,
    customer: customerLabel(row.customer_name, row.customer_phone),
    phone: row.customer_phone ? formatPhone(row.customer_phone) : 'Demo customer',
    coachId: row.coach_id,
    coach: row.coach_id && row.coach_phone ? staffLabel({ name: row.coach_name, phone: formatPhone(row.coach_phone) }) : null,
    startDay: row.start_day === null ? null : dayOfRow(row.start_day),
    inProgramme: row.in_programme,
    activeUntil: row.active_until === null ? null : dayOfRow(row.active_until),
    pausedUntil: row.paused_until === null ? null : dayOfRow(row.paused_until),
    refundStatus: row.refund_status,
  }));
}

/** Invited, and whether they are active already; or why not. */
export type InviteOutcome = Outcome<{ active: boolean }, InviteRefusal>;

/**
 * Invites a coach by phone ('+91…'); answers whether they are active already (someone has
 * signed in with that number before), else they become so at their first sign-in. The database
 * refuses an admin's number (WF409).
 */
export async function inviteCoach(user: SessionUser, input: { phone: string; name: string }): Promise<InviteOutcome> {
  const digits = input.phone.replace(/\D/g, '');
  return withUser(user, async (tx): Promise<InviteOutcome> => {
    await tx.execute(sql`select public.invite_coach(${digits}, ${input.name})`);
    const [row] = rowsOf<{ active: boolean }>(
      await tx.execute(
        sql`select exists (select 1 from public.admin_coaches() c where c.phone = ${digits} and c.active) as active`,
      ),
    );
    return accepted({ active: row?.active === true });
  }).catch((error: unknown) => {
    if (sqlState(error) === 'WF409') return refused('adminNumber');
    throw error;
  });
}

/** Names (or renames) a coach by phone ('+91…'), invited or approved; none with that number throws P0002. */
export async function nameCoach(user: SessionUser, input: { phone: string; name: string }): Promise<void> {
  const digits = input.phone.replace(/\D/g, '');
  await withUser(user, (tx) => tx.execute(sql`select public.name_coach(${digits}, ${input.name})`));
}

/** Deactivates a coach (their clients go to the others) or makes them active again. */
export async function setCoachActive(user: SessionUser, coachId: string, active: boolean): Promise<void> {
  await withUser(user, (tx) => tx.execute(sql`select public.set_coach_active(${coachId}::uuid, ${active})`));
}

/** Gives a customer to another active coach. */
export async function reassignClient(user: SessionUser, customerId: string, coachId: string): Promise<void> {
  await withUser(user, (tx) => tx.execute(sql`select public.reassign_client(${customerId}::uuid, ${coachId}::uuid)`));
}

/** What /admin shows: refund requests, the coaches, and the clients (the latest 100, or those matching the search). */
export async function loadAdminPage(user: SessionUser, search: string) {
  const [refunds, coaches, clients] = await Promise.all([listRefundRequests(user), listCoaches(user), listClients(user, search)]);
  return { refunds, coaches, clients };
}
