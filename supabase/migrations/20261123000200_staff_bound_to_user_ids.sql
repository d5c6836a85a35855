-- Staff are people an operator approved, bound to their user id, not a phone string. A phone
-- in public.coaches (synced from COACH_PHONES) is an invitation: the person who signs in with
-- it, their phone confirmed by a code and not an anonymous account, is approved once, and from
-- then on it is their user id that counts. A number typed into someone's account without its
-- code (an unconfirmed sign-up, an anonymous user changing their phone) makes nobody staff.

set local lock_timeout = '5s';

-- Supabase Auth has phone_confirmed_at; the embedded stand-in gains it. Every phone the
-- embedded provider ever stored was confirmed by a code.
do $$
begin
  if not exists (
    select 1 from information_schema.columns
    where table_schema = 'auth' and table_name = 'users' and column_name = 'phone_confirmed_at'
  ) then
    alter table auth.users add column phone_confirmed_at timestamptz;
    update auth.users set phone_confirmed_at = coalesce(last_sign_in_at, created_at) where phone is not null;
  end if;
end
$$;

create table public.staff (
  user_id uuid primary key references auth.users (id) on delete cascade,
  role text not null check (role in ('coach')),
  name text not null check (char_length(name) between 1 and 100),
  -- 'COACH_PHONES' for the bootstrap from the environment; later, the approving admin.
  approved_by text not null,
  approved_at timestamptz not null default now()
);

-- Nobody reads or writes staff through the API; the functions below read it with their owner's rights.
alter table public.staff enable row level security;
grant all on public.staff to service_role;

-- A person counts as staff only while their phone is confirmed and the account is not anonymous.
create or replace function public.coach_name_of(person uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select s.name
  from public.staff s
  join auth.users u on u.id = s.user_id
  where s.user_id = person
    and s.role = 'coach'
    and u.phone_confirmed_at is not null
    and not coalesce(u.is_anonymous, false)
$$;

-- Approves whoever signed in with an invited phone (one person, or everyone when null); returns
-- how many were approved. The server calls it after a sign-in by code and on start.
create function public.approve_invited_coaches(person uuid default null)
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  with approved as (
    insert into public.staff (user_id, role, name, approved_by)
    select u.id, 'coach', c.name, 'COACH_PHONES'
    from public.coaches c
    join auth.users u on regexp_replace(u.phone, '[^0-9]', '', 'g') = c.phone
    where (person is null or u.id = person)
      and u.phone_confirmed_at is not null
      and not coalesce(u.is_anonymous, false)
    on conflict (user_id) do nothing
    returning 1
  )
  select count(*)::integer from approved
$$;

-- Bootstrapped coaches follow the list: a phone taken off COACH_PHONES takes its approval with
-- it, and a renamed team renames them.
create function public.sync_invited_coaches()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  delete from public.staff s
  where s.approved_by = 'COACH_PHONES'
    and not exists (
      select 1 from auth.users u join public.coaches c on c.phone = regexp_replace(u.phone, '[^0-9]', '', 'g')
      where u.id = s.user_id
    );
  update public.staff s set name = c.name
  from auth.users u, public.coaches c
  where s.approved_by = 'COACH_PHONES' and u.id = s.user_id
    and c.phone = regexp_replace(u.phone, '[^0-9]', '', 'g') and s.name <> c.name;
  return public.approve_invited_coaches();
end
$$;

revoke all on function public.approve_invited_coaches(uuid) from public, anon, authenticated;
revoke all on function public.sync_invited_coaches() from public, anon, authenticated;
grant execute on function public.approve_invited_coaches(uuid) to service_role;
grant execute on function public.sync_invited_coaches() to service_role;

-- Coaches who already signed in keep their console.
select public.sync_invited_coaches();
