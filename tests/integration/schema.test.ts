import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { getDatabase } from '@/lib/db/database';
import * as schema from '@/lib/db/schema';

const tables: PgTable[] = Object.values(schema).filter((value) => is(value, PgTable));
const qualified = (table: PgTable) => `${getTableConfig(table).schema ?? 'public'}.${getTableConfig(table).name}`;
/** The schemas the migrations own (auth is Supabase's). */
const OURS = "'public', 'auth_embedded'";

interface ColumnRow {
  column_name: string;
  data_type: string;
  /** Postgres's own spelling, 'numeric(5,1)[]' for an array (information_schema has no element type). */
  full_type: string;
  numeric_precision: number | null;
  numeric_scale: number | null;
  is_nullable: 'YES' | 'NO';
}

function sqlType(row: ColumnRow): string {
  if (row.data_type === 'ARRAY') return row.full_type.replace(/\((\d+),(\d+)\)/, '($1, $2)');
  // Drizzle names it 'time'; information_schema spells the default out.
  if (row.data_type === 'time without time zone') return 'time';
  return row.data_type === 'numeric' ? `numeric(${row.numeric_precision}, ${row.numeric_scale})` : row.data_type;
}

describe('lib/db/schema.ts agrees with the migrated database', () => {
  it('has every table the migrations make, and no other (the catalog, both ways)', async () => {
    const { raw } = await getDatabase();
    const inDatabase = await raw.query<{ name: string }>(
      `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in (${OURS}) and c.relkind in ('r', 'p') order by 1`,
    );
    // auth.users is Supabase's (lib/db/sql/auth-shim.sql here): mirrored for its references only.
    const inSchema = tables.map(qualified).filter((name) => name !== 'auth.users');
    expect(inSchema.sort()).toEqual(inDatabase.map((row) => row.name));
  });

  it('has every index the migrations make, and no other (the catalog, both ways)', async () => {
    const { raw } = await getDatabase();
    // Indexes of their own: those behind a primary key or unique constraint are compared below.
    const inDatabase = await raw.query<{ name: string }>(
      `select n.nspname || '.' || i.relname as name
         from pg_index x join pg_class i on i.oid = x.indexrelid join pg_namespace n on n.oid = i.relnamespace
        where n.nspname in (${OURS})
          and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid)
        order by 1`,
    );
    const inSchema = tables.flatMap((t) => {
      const config = getTableConfig(t);
      return config.indexes.map((index) => `${config.schema ?? 'public'}.${index.config.name}`);
    });
    expect(inSchema.filter((name) => !name.startsWith('auth.')).sort()).toEqual(inDatabase.map((row) => row.name));
  });

  it('has the same primary keys and unique constraints, column for column', async () => {
    const { raw } = await getDatabase();
    const rows = await raw.query<{ tbl: string; kind: 'p' | 'u'; cols: string }>(
      `select n.nspname || '.' || c.relname as tbl, k.contype as kind,
              (select string_agg(a.attname, ',' order by a.attname) from unnest(k.conkey) col(num)
                 join pg_attribute a on a.attrelid = k.conrelid and a.attnum = col.num) as cols
         from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in (${OURS}) and k.contype in ('p', 'u')`,
    );
    const key = (tbl: string, kind: string, cols: string[]) =>
      `${tbl} ${kind === 'p' ? 'primary key' : 'unique'} (${[...cols].sort().join(',')})`;
    const inDatabase = rows.map((row) => key(row.tbl, row.kind, row.cols.split(','))).sort();
    const inSchema = tables
      .filter((t) => qualified(t) !== 'auth.users')
      .flatMap((t) => {
        const config = getTableConfig(t);
        const name = qualified(t);
        return [
          ...config.columns.filter((c) => c.primary).map((c) => key(name, 'p', [c.name])),
          ...config.primaryKeys.map((pk) =>
            key(
              name,
              'p',
              pk.columns.map((c) => c.name),
            ),
          ),
          ...config.columns.filter((c) => c.isUnique).map((c) => key(name, 'u', [c.name])),
          ...config.uniqueConstraints.map((u) =>
            key(
              name,
              'u',
              u.columns.map((c) => c.name),
            ),
          ),
        ];
      })
      .sort();
    expect(inSchema).toEqual(inDatabase);
  });

  it.each(tables.map((t) => [getTableConfig(t).name, t] as const))(
    '%s: same columns, types and nullability',
    async (_, table) => {
      const config = getTableConfig(table);
      const { raw } = await getDatabase();
      const rows = await raw.query<ColumnRow>(
        `select column_name, data_type, numeric_precision, numeric_scale, is_nullable,
                (select format_type(a.atttypid, a.atttypmod) from pg_attribute a
                  where a.attrelid = format('%I.%I', table_schema, table_name)::regclass and a.attname = column_name) as full_type
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

  it('reads the time only through public.clock_now(): no function, default or policy of ours calls now()', async () => {
    const { raw } = await getDatabase();
    const readers = await raw.query<{ what: string }>(
      `select 'function ' || p.proname as what from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prosrc ~ '\\mnow\\(\\)' and p.proname <> 'clock_now'
       union all
       select 'default of ' || c.relname || '.' || a.attname from pg_attrdef d
         join pg_class c on c.oid = d.adrelid join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
        where n.nspname = 'public' and pg_get_expr(d.adbin, d.adrelid) ~ '\\mnow\\(\\)'
       union all
       select 'policy ' || policyname from pg_policies
        where schemaname = 'public' and concat(qual, ' ', with_check) ~ '\\mnow\\(\\)'`,
    );
    expect(readers).toEqual([]);
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
