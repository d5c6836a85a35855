import type { RawSql } from '@/lib/db/connection';

/**
 * Every function in `public` that anon or authenticated may execute. A new function is callable
 * by nobody until it is granted by name and listed here. Policies call is_coach(), is_staff_admin(),
 * coaches_client(), coaches_batch(), may_answer(), may_read_programme(), may_edit_programme(),
 * may_read_diet_chart(), may_edit_diet_chart(), diet_of() and in_call_window() as the caller; the rest are what the
 * app calls under the caller's role, and each staff function checks the caller's role itself.
 */
export const EXECUTABLE = {
  anon: ['clock_now', 'receipt_for'],
  authenticated: [
    'admin_clients',
    'admin_coaches',
    'admin_refund_requests',
    'assign_diet_chart',
    'assign_programme',
    'book_batch',
    'cancel_batch_session',
    'cancel_my_booking',
    'checkout_is_over',
    'client_identity',
    'clock_now',
    'coach_inbox',
    'coach_roster',
    'coaches_batch',
    'coaches_client',
    'comment_weekly_checkin',
    'comment_workout_session',
    'confirm_my_clearance',
    'copy_diet_chart_template',
    'copy_programme_template',
    'delete_my_account',
    'diet_allows',
    'diet_chart_foods_refused',
    'diet_chart_tree',
    'diet_of',
    'give_default_diet_chart',
    'give_default_programme',
    'has_studio_plan',
    'in_call_window',
    'invite_coach',
    'is_coach',
    'is_staff_admin',
    'mark_my_chats_read',
    'mark_weekly_checkins_read',
    'may_answer',
    'may_edit_diet_chart',
    'may_edit_programme',
    'may_read_diet_chart',
    'may_read_programme',
    'my_batch_changes',
    'my_coach',
    'my_coach_busy_times',
    'my_current_booking',
    'my_unread_replies',
    'my_waitlist_position',
    'name_coach',
    'open_checkout',
    'open_support_chat',
    'programme_tree',
    'reassign_client',
    'receipt_for',
    'review_diet_chart',
    'review_programme',
    'running_batches',
    'search_foods',
    'session_roster',
    'set_coach_active',
    'set_my_staff_profile',
    'staff_me',
  ],
};

/** The names of the functions in `public` the role may execute. */
export async function executableBy(raw: RawSql, role: string): Promise<string[]> {
  const rows = await raw.query<{ name: string }>(
    `select distinct p.proname as name from pg_proc p
     join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and has_function_privilege($1, p.oid, 'execute')
     order by 1`,
    [role],
  );
  return rows.map((row) => row.name);
}
