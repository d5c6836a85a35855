-- One clock for the server and the database (issue 39). The app reads its time from lib/clock.ts,
-- which outside production may run ahead or behind by CLOCK_START; the database read now(), so
-- the two could disagree about the day in India. public.clock_now() is now() plus the offset the
-- server writes at start (public.server_clock, no row: none), and every function, default and
-- policy reads it instead. tests/integration/schema.test.ts keeps it that way for later files.

set local lock_timeout = '5s';

create table public.server_clock (
  only_row boolean primary key default true check (only_row),
  ahead interval not null
);
-- Written by the server's owner connection only; read through clock_now().
alter table public.server_clock enable row level security;
revoke all on public.server_clock from anon, authenticated;

create function public.clock_now()
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select now() + coalesce((select c.ahead from public.server_clock c), interval '0')
$$;
-- Everyone's time: defaults and policies read it as whoever writes, signed in or not.
grant execute on function public.clock_now() to anon, authenticated, service_role;

do $$
declare
  f record;
  c record;
begin
  for f in
    select p.oid from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prosrc ~ '\mnow\(\)' and p.proname <> 'clock_now'
  loop
    execute regexp_replace(pg_get_functiondef(f.oid), '\mnow\(\)', 'public.clock_now()', 'g');
  end loop;
  for c in
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and column_default = 'now()'
  loop
    execute format('alter table public.%I alter column %I set default public.clock_now()', c.table_name, c.column_name);
  end loop;
end
$$;

drop policy "staff mark present at today's sessions of the batches they run" on public.batch_attendance;

create policy "staff mark present at today's sessions of the batches they run" on public.batch_attendance
  for insert to authenticated
  with check (
    (select public.is_coach())
    and public.coaches_batch(batch_id)
    and marked_by = (select auth.uid())
    and day = (public.clock_now() at time zone 'Asia/Kolkata')::date
    and exists (
      select 1 from public.batch_sessions s where s.batch_id = batch_attendance.batch_id and s.day = batch_attendance.day and s.cancelled_at is null
    )
    and exists (
      select 1 from public.batch_bookings k
      where k.batch_id = batch_attendance.batch_id and k.user_id = batch_attendance.user_id and k.status = 'booked'
    )
    and public.has_studio_plan(batch_attendance.user_id)
  );
