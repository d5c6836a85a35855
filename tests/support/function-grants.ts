import type { RawSql } from '@/lib/db/connection';

/**
 * Every function in `public` that anon or authenticated may execute. A new function is callable
 * by nobody until it is granted by name and listed here. Policies call is_coach() as the
 * customer; the rest are what the app calls under the customer's role.
 */
export const EXECUTABLE = {
  anon: ['receipt_for'],
  authenticated: [
    'checkout_is_over',
    'coach_inbox',
    'delete_my_account',
    'is_coach',
    'open_checkout',
    'open_support_chat',
    'receipt_for',
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
