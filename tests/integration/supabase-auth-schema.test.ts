import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, type RawSql } from '@/lib/db/connection';
import { migrate } from '@/lib/db/migrate';
import { EXECUTABLE, executableBy } from '../support/function-grants';

/**
 * Our migrations on a database shaped like a Supabase project's, not on the embedded stand-in:
 * Supabase Auth's users table with the columns it defines that matter here (phone as text and,
 * since 2024, not unique; phone_confirmed_at; is_anonymous; a nullable created_at), its
 * auth.uid() reading the request's JWT claims, its API roles, and the platform's default grant
 * of EXECUTE on every new public function to anon and authenticated. auth.uid() exists, so the
 * runner skips the stand-in, as it does on Supabase.
 */
const SUPABASE_PROJECT = `
  create role anon nologin noinherit;
  create role authenticated nologin noinherit;
  create role service_role nologin noinherit bypassrls;
  create schema auth;
  create table auth.users (
    instance_id uuid,
    id uuid primary key,
    aud varchar(255),
    role varchar(255),
    email varchar(255),
    encrypted_password varchar(255),
    email_confirmed_at timestamptz,
    raw_app_meta_data jsonb,
    raw_user_meta_data jsonb,
    created_at timestamptz,
    updated_at timestamptz,
    phone text default null,
    phone_confirmed_at timestamptz,
    phone_change text default '',
    phone_change_token varchar(255) default '',
    phone_change_sent_at timestamptz,
    confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
    last_sign_in_at timestamptz,
    banned_until timestamptz,
    deleted_at timestamptz,
    is_anonymous boolean not null default false
  );
  create function auth.jwt() returns jsonb language sql stable as $$
    select coalesce(nullif(current_setting('request.jwt.claim', true), ''), nullif(current_setting('request.jwt.claims', true), ''))::jsonb
  $$;
  create function auth.uid() returns uuid language sql stable as $$
    select coalesce(nullif(current_setting('request.jwt.claim.sub', true), ''), (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'))::uuid
  $$;
  create function auth.role() returns text language sql stable as $$
    select coalesce(nullif(current_setting('request.jwt.claim.role', true), ''), (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'))::text
  $$;
  grant usage on schema auth to anon, authenticated, service_role;
  grant usage on schema public to anon, authenticated, service_role;
  alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges in schema public grant execute on functions to anon, authenticated, service_role;

  -- Supabase Storage's tables and folder function, as its migrations define what matters here.
  create schema storage;
  create table storage.buckets (
    id text primary key, name text not null, public boolean default false,
    file_size_limit bigint, allowed_mime_types text[]);
  create table storage.objects (
    id uuid primary key default gen_random_uuid(), bucket_id text references storage.buckets (id), name text);
  alter table storage.objects enable row level security;
  create function storage.foldername(name text) returns text[] language plpgsql as $$
    declare _parts text[];
    begin
      select string_to_array(name, '/') into _parts;
      return _parts[1:array_length(_parts, 1) - 1];
    end
  $$;
  grant usage on schema storage to anon, authenticated, service_role;
  grant select on storage.objects to anon, authenticated;
`;

const COACH_PHONE = '919000000401';
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await database.raw.exec(SUPABASE_PROJECT);
  await migrate(database.raw);
  await database.raw.exec(`
    insert into public.staff_invitations (phone, name) values ('${COACH_PHONE}', 'Coach Asha');
    select public.sync_invited_coaches();`);
});

afterAll(() => database.close());

/** A row as Supabase Auth writes it. */
async function authUser(fields: { phone: string; confirmed: boolean; anonymous?: boolean }): Promise<string> {
  const [row] = await database.raw.query<{ id: string }>(
    `insert into auth.users (id, aud, role, phone, phone_confirmed_at, is_anonymous, created_at)
     values (gen_random_uuid(), 'authenticated', 'authenticated', $1, case when $2 then now() end, $3, now())
     returning id`,
    [fields.phone, fields.confirmed, fields.anonymous ?? false],
  );
  return row!.id;
}

/** As the Data API runs a request: the `authenticated` role with the user's claims. */
function asUser<T>(userId: string, fn: (tx: RawSql) => Promise<T>): Promise<T> {
  return database.raw.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: userId, role: 'authenticated' })]);
    await tx.exec('set local role authenticated');
    return fn(tx);
  });
}

async function isCoach(userId: string): Promise<boolean> {
  const [row] = await asUser(userId, (tx) => tx.query<{ is_coach: boolean }>('select public.is_coach() as is_coach'));
  return row!.is_coach;
}

/** What the server does after each sign-in by code, and on start. */
async function approve(userId: string): Promise<void> {
  await database.raw.query('select public.approve_invited_coaches($1)', [userId]);
  await database.raw.query('select public.sync_invited_coaches()');
}

describe("staff on Supabase Auth's schema", () => {
  it("a sign-up with a coach's number that nobody confirmed (a password sign-up, no SMS) is not a coach", async () => {
    const attacker = await authUser({ phone: COACH_PHONE, confirmed: false });
    await approve(attacker);
    expect(await isCoach(attacker)).toBe(false);
  });

  it("an anonymous user who set a coach's number, even confirmed, is not a coach", async () => {
    const demo = await authUser({ phone: COACH_PHONE, confirmed: true, anonymous: true });
    await approve(demo);
    expect(await isCoach(demo)).toBe(false);
  });

  it('the person who confirmed the invited phone is approved, by user id, and is a coach', async () => {
    const coach = await authUser({ phone: `+${COACH_PHONE}`, confirmed: true });
    await approve(coach);
    expect(await isCoach(coach)).toBe(true);
    const staff = await database.raw.query<{ user_id: string; approved_by: string }>(
      'select user_id, approved_by from public.staff',
    );
    expect(staff).toEqual([{ user_id: coach, approved_by: 'COACH_PHONES' }]);
  });

  it('an approved coach whose phone is no longer confirmed is not a coach', async () => {
    const coach = await authUser({ phone: COACH_PHONE, confirmed: true });
    await approve(coach);
    expect(await isCoach(coach)).toBe(true);
    await database.raw.query('update auth.users set phone_confirmed_at = null where id = $1', [coach]);
    expect(await isCoach(coach)).toBe(false);
  });

  it('a customer cannot approve themselves, read the staff list or write to it', async () => {
    const customer = await authUser({ phone: '919000000402', confirmed: true });
    for (const statement of [
      `select public.approve_invited_coaches()`,
      `select public.sync_invited_coaches()`,
      `insert into public.staff (user_id, role, name, approved_by) values ('${customer}', 'coach', 'Me', 'me')`,
      `insert into public.staff_invitations (phone, name) values ('919000000402', 'Me')`,
    ]) {
      await expect(asUser(customer, (tx) => tx.query(statement))).rejects.toThrow(/permission denied|row-level security/);
    }
    expect(await asUser(customer, (tx) => tx.query('select * from public.staff'))).toEqual([]);
  });

  it.each(Object.entries(EXECUTABLE))(
    "%s executes only the allow-listed functions, despite the platform's default grants",
    async (role, allowed) => {
      expect(await executableBy(database.raw, role)).toEqual(allowed);
    },
  );
});

describe("progress photos in Supabase Storage's private bucket", () => {
  it('the bucket is private, WebP only; a customer reads their own folder, their coach reads it, nobody else', async () => {
    const [bucket] = await database.raw.query<{ public: boolean; allowed_mime_types: string[] }>(
      `select public, allowed_mime_types from storage.buckets where id = 'progress-photos'`,
    );
    expect(bucket).toEqual({ public: false, allowed_mime_types: ['image/webp'] });

    const customer = await authUser({ phone: '919000000403', confirmed: true });
    const stranger = await authUser({ phone: '919000000404', confirmed: true });
    const coach = await authUser({ phone: '919000000405', confirmed: true });
    const otherCoach = await authUser({ phone: '919000000406', confirmed: true });
    for (const [id, name] of [
      [coach, 'Coach Dev'],
      [otherCoach, 'Coach Esha'],
    ]) {
      await database.raw.query(`insert into public.staff (user_id, role, name, approved_by) values ($1, 'coach', $2, 'test')`, [
        id,
        name,
      ]);
    }
    await database.raw.query(`insert into public.client_coaches (customer_id, coach_id, assigned_by) values ($1, $2, 'test')`, [
      customer,
      coach,
    ]);
    const name = `${customer}/${crypto.randomUUID()}.webp`;
    await database.raw.query(`insert into storage.objects (bucket_id, name) values ('progress-photos', $1)`, [name]);
    const seen = async (reader: string) =>
      (await asUser(reader, (tx) => tx.query<{ name: string }>('select name from storage.objects'))).map((row) => row.name);
    expect(await seen(customer)).toEqual([name]);
    expect(await seen(coach)).toEqual([name]);
    expect(await seen(stranger)).toEqual([]);
    expect(await seen(otherCoach)).toEqual([]);
  });
});
