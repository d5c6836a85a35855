import 'server-only';
import { sql } from 'drizzle-orm';
import { getDatabase } from './database';
import type { Tx } from './connection';

export interface SessionUser {
  id: string;
}

type DbRole = 'authenticated' | 'anon';

async function runAs<T>(role: DbRole, claims: Record<string, unknown>, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const { db } = await getDatabase();
  return db.transaction(async (tx) => {
    // Both settings are transaction-local, so the pooled connection goes back clean; set_config('role')
    // is SET LOCAL ROLE in one round trip with the claims, as PostgREST does it.
    await tx.execute(
      sql`select set_config('request.jwt.claims', ${JSON.stringify(claims)}, true), set_config('role', ${role}, true)`,
    );
    return fn(tx);
  });
}

/**
 * Runs fn as this customer, the way Supabase's API runs a request: role `authenticated` and
 * the user's claims, so the RLS policies decide what the queries may see and change.
 */
export function withUser<T>(user: SessionUser, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return runAs('authenticated', { sub: user.id, role: 'authenticated' }, fn);
}

/** Runs fn as a visitor without a session (Supabase's `anon` role). */
export function withAnon<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return runAs('anon', { role: 'anon' }, fn);
}
