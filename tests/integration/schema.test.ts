import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { getDatabase } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';

const tables: PgTable[] = Object.values(schema).filter((value) => is(value, PgTable));

interface ColumnRow {
  column_name: string;
  data_type: string;
  /** '_text' for text[]. */
  udt_name: string;
  numeric_precision: number | null;
  numeric_scale: number | null;
  is_nullable: 'YES' | 'NO';
}

/** Array elements by their internal names, as Drizzle spells them. */
const ELEMENT_TYPES: Record<string, string> = { _int2: 'smallint', _int4: 'integer' };

function sqlType(row: ColumnRow): string {
  if (row.data_type === 'ARRAY') return `${ELEMENT_TYPES[row.udt_name] ?? row.udt_name.replace(/^_/, '')}[]`;
  // Drizzle names it 'time'; information_schema spells the default out.
  if (row.data_type === 'time without time zone') return 'time';
  return row.data_type === 'numeric' ? `numeric(${row.numeric_precision}, ${row.numeric_scale})` : row.data_type;
}

describe('lib/db/schema.ts agrees with the migrated database', () => {
  it('covers the tables of the spec and ours, the auth users and the embedded auth state', () => {
    const names = tables.map((t) => `${getTableConfig(t).schema ?? 'public'}.${getTableConfig(t).name}`).sort();
    expect(names).toEqual([
      'auth.users',
      'auth_embedded.otp_challenges',
      'auth_embedded.rate_limit_hits',
      'auth_embedded.refresh_tokens',
      'public.batch_attendance',
      'public.batch_bookings',
      'public.batch_sessions',
      'public.batches',
      'public.bmi_assessments',
      'public.centres',
      'public.checkouts',
      'public.client_coaches',
      'public.client_targets',
      'public.client_writes',
      'public.coach_notes',
      'public.credit_note_series',
      'public.customer_profiles',
      'public.daily_checkins',
      'public.due_reminders',
      'public.food_logs',
      'public.foods',
      'public.invoice_series',
      'public.meal_logs',
      'public.orders',
      'public.plan_periods',
      'public.push_subscriptions',
      'public.refund_requests',
      'public.reminder_settings',
      'public.staff',
      'public.staff_invitations',
      'public.support_chats',
      'public.support_messages',
      'public.weekly_checkins',
    ]);
  });

  it.each(tables.map((t) => [getTableConfig(t).name, t] as const))(
    '%s: same columns, types and nullability',
    async (_, table) => {
      const config = getTableConfig(table);
      const { raw } = await getDatabase();
      const rows = await raw.query<ColumnRow>(
        `select column_name, data_type, udt_name, numeric_precision, numeric_scale, is_nullable
         from information_schema.columns where table_schema = $1 and table_name = $2 order by column_name`,
        [config.schema ?? 'public', config.name],
      );
      const inDatabase = rows.map((r) => ({ name: r.column_name, type: sqlType(r), notNull: r.is_nullable === 'NO' }));
      const inSchema = config.columns
        .map((c) => ({ name: c.name, type: c.getSQLType(), notNull: c.notNull }))
        .sort((a, b) => a.name.localeCompare(b.name));
      expect(inSchema).toEqual(inDatabase);
    },
  );

  it('has row-level security enabled on every table of ours', async () => {
    const { raw } = await getDatabase();
    const rows = await raw.query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'auth_embedded') and c.relkind = 'r' and not c.relrowsecurity`,
    );
    expect(rows).toEqual([]);
  });

  it('supabase/seed.sql applies on the migrated schema', async () => {
    const { raw } = await getDatabase();
    await raw.exec(await readFile('supabase/seed.sql', 'utf8'));
    const [chat] = await raw.query<{ messages: number }>(
      "select count(*)::int as messages from support_messages where chat_id = '00000000-0000-4000-8000-0000000000c1'",
    );
    expect(chat?.messages).toBe(1);
  });
});
