-- What a coach keeps and sets for a client: private notes, targets (every change kept with who
-- and when), and the weekly check-in the customer answers on days 7, 14, … 42 with the coach's
-- comment. Who wrote what and when is the database's to say: a BEFORE trigger sets those columns
-- whatever a client (anon or authenticated, as through the Data API) sent.

set local lock_timeout = '5s';

create table public.coach_notes (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid not null references auth.users (id) on delete cascade,
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  author_name text not null default '',
  body text not null check (char_length(btrim(body)) between 1 and 2000),
  created_at timestamptz not null default now()
);
create index coach_notes_customer_created_idx on public.coach_notes (customer_id, created_at desc);

-- Customers have no policy here: their coach's notes are never theirs to read.
alter table public.coach_notes enable row level security;
create policy "staff read their clients' notes" on public.coach_notes
  for select to authenticated using ((select public.is_coach()) and public.coaches_client(customer_id));
create policy "staff write notes on their clients as themselves" on public.coach_notes
  for insert to authenticated
  with check (author_id = (select auth.uid()) and (select public.is_coach()) and public.coaches_client(customer_id));
grant select on public.coach_notes to authenticated;
grant insert on public.coach_notes to authenticated;
grant all on public.coach_notes to service_role;

create table public.client_targets (
  id bigint generated always as identity primary key,
  customer_id uuid not null references auth.users (id) on delete cascade,
  -- Null: the programme's own (the BMI rule's target, 8 glasses, no calorie or step target,
  -- the plan of the profile's experience).
  target_weight numeric(5, 1) check (target_weight between 30 and 250),
  water_glasses integer check (water_glasses between 1 and 30),
  calories integer check (calories between 800 and 5000),
  steps integer check (steps between 1000 and 50000),
  workout_plan text check (workout_plan in ('beginner', 'intermediate', 'advanced')),
  set_by uuid default auth.uid() references auth.users (id) on delete set null,
  set_by_name text not null default '',
  set_at timestamptz not null default now()
);
create index client_targets_customer_set_idx on public.client_targets (customer_id, set_at desc, id desc);

alter table public.client_targets enable row level security;
create policy "customers read their own targets" on public.client_targets
  for select to authenticated using (customer_id = (select auth.uid()));
create policy "staff read their clients' targets" on public.client_targets
  for select to authenticated using ((select public.is_coach()) and public.coaches_client(customer_id));
create policy "staff set their clients' targets as themselves" on public.client_targets
  for insert to authenticated
  with check (set_by = (select auth.uid()) and (select public.is_coach()) and public.coaches_client(customer_id));
grant select on public.client_targets to authenticated;
grant insert on public.client_targets to authenticated;
grant all on public.client_targets to service_role;

create table public.weekly_checkins (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- The day it was due: the programme's day 7 × week.
  due_day date not null,
  week integer not null check (week between 1 and 6),
  energy integer not null check (energy between 1 and 5),
  sleep integer not null check (sleep between 1 and 5),
  hunger integer not null check (hunger between 1 and 5),
  mood integer not null check (mood between 1 and 5),
  wins text check (char_length(wins) <= 1000),
  struggles text check (char_length(struggles) <= 1000),
  waist_cm numeric(5, 1) check (waist_cm between 40 and 200),
  created_at timestamptz not null default now(),
  coach_read_at timestamptz,
  coach_comment text check (char_length(btrim(coach_comment)) between 1 and 1000),
  commented_by_name text,
  commented_at timestamptz,
  primary key (user_id, due_day)
);

alter table public.weekly_checkins enable row level security;
create policy "customers read their own weekly check-ins" on public.weekly_checkins
  for select to authenticated using (user_id = (select auth.uid()));
create policy "customers answer their own weekly check-ins" on public.weekly_checkins
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "staff read their clients' weekly check-ins" on public.weekly_checkins
  for select to authenticated using ((select public.is_coach()) and public.coaches_client(user_id));
grant select on public.weekly_checkins to authenticated;
grant insert on public.weekly_checkins to authenticated;
grant all on public.weekly_checkins to service_role;

-- Who wrote it and when, as the database knows it. The server's own role keeps what it writes
-- (imports, fixtures). Security invoker, so current_user is the caller's role.
create function public.server_owned_columns()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  case tg_table_name
    when 'coach_notes' then
      new.author_id := (select auth.uid());
      new.created_at := now();
    when 'client_targets' then
      new.set_by := (select auth.uid());
      new.set_at := now();
    when 'weekly_checkins' then
      new.created_at := now();
      new.coach_read_at := null;
      new.coach_comment := null;
      new.commented_by_name := null;
      new.commented_at := null;
  end case;
  return new;
end
$$;

-- The staff member's name beside what they wrote, from their id (it fires after the trigger
-- above: triggers fire in the order of their names).
create function public.stamp_staff_name()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'coach_notes' then
    new.author_name := coalesce(public.coach_name_of(new.author_id), new.author_name);
  else
    new.set_by_name := coalesce(public.coach_name_of(new.set_by), new.set_by_name);
  end if;
  return new;
end
$$;

create trigger coach_notes_server_columns before insert on public.coach_notes
  for each row execute function public.server_owned_columns();
create trigger coach_notes_staff_name before insert on public.coach_notes
  for each row execute function public.stamp_staff_name();
create trigger client_targets_server_columns before insert on public.client_targets
  for each row execute function public.server_owned_columns();
create trigger client_targets_staff_name before insert on public.client_targets
  for each row execute function public.stamp_staff_name();
create trigger weekly_checkins_server_columns before insert on public.weekly_checkins
  for each row execute function public.server_owned_columns();

-- The coach has read a client's weekly check-ins (the roster stops flagging them).
create function public.mark_weekly_checkins_read(customer uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.weekly_checkins set coach_read_at = now()
  where user_id = customer and coach_read_at is null
    and public.is_coach() and public.coaches_client(customer)
$$;

-- The coach's comment on one weekly check-in, which the customer sees; answering is reading.
-- False when there is no such check-in this staff member may answer.
create function public.comment_weekly_checkin(customer uuid, due date, comment text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not (public.is_coach() and public.coaches_client(customer)) then
    return false;
  end if;
  update public.weekly_checkins
    set coach_comment = comment, commented_by_name = public.coach_name_of((select auth.uid())),
        commented_at = now(), coach_read_at = coalesce(coach_read_at, now())
    where user_id = customer and due_day = due;
  return found;
end
$$;

-- Who a client is, for the heading of their page: their name (once there is a profile), phone,
-- coach and day 1 of the programme. Nothing for anyone who may not coach them.
create function public.client_identity(customer uuid)
returns table (customer_name text, customer_phone text, coach_name text, start_day date)
language sql
stable
security definer
set search_path = ''
as $$
  select p.name, u.phone, s.name, public.programme_start(customer)
  from auth.users u
  left join public.customer_profiles p on p.user_id = u.id
  left join public.client_coaches cc on cc.customer_id = u.id
  left join public.staff s on s.user_id = cc.coach_id
  where u.id = customer and public.is_coach() and public.coaches_client(customer)
$$;

-- The customer's side of the chat: when they last read it, so the dashboard can say the coach
-- answered. Written by mark_my_chats_read() only (the column is not the client's to date).
alter table public.support_chats add column customer_read_at timestamptz;

create function public.mark_my_chats_read()
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.support_chats set customer_read_at = now()
  where user_id = (select auth.uid()) and status = 'open'
$$;

-- Answers from a coach (not the automatic greeting) the customer has not read yet.
create function public.my_unread_replies()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer
  from public.support_chats c
  join public.support_messages m on m.chat_id = c.id
  where c.user_id = (select auth.uid()) and c.status = 'open'
    and m.is_admin and m.sender_id is not null
    and m.created_at > coalesce(c.customer_read_at, '-infinity')
$$;

-- A client's logs and answers move their coach's roster live: the notification names the
-- customer ('client:<id>') on the support channel, and listeners re-read under RLS.
create function public.client_activity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_notify('support', 'client:' || new.user_id::text);
  return null;
end
$$;

create trigger daily_checkins_activity after insert or update on public.daily_checkins
  for each row execute function public.client_activity();
create trigger meal_logs_activity after insert or update on public.meal_logs
  for each row execute function public.client_activity();
create trigger weekly_checkins_activity after insert or update on public.weekly_checkins
  for each row execute function public.client_activity();

-- The coach's roster: one row of facts per client in their programme (an admin's: every
-- coach's), which lib/domain/roster turns into rows and 'Needs attention' reasons. The last
-- logged day counts check-ins and meals; a message is waiting when a customer wrote in an open
-- chat after the team's last answer.
create function public.coach_roster()
returns table (
  customer_id uuid,
  coach_name text,
  customer_name text,
  customer_phone text,
  profile_weight numeric,
  start_day date,
  last_logged date,
  days_logged_last_7 integer,
  first_weight numeric,
  latest_weights numeric[],
  waiting_since timestamptz,
  unread_weekly integer
)
language sql
stable
security definer
set search_path = ''
as $$
  with me as (
    select (select auth.uid()) as id, public.staff_role_of((select auth.uid())) as role
  ),
  today as (select (now() at time zone 'Asia/Kolkata')::date as day),
  clients as (
    select cc.customer_id, cc.coach_id, public.programme_start(cc.customer_id) as start_day
    from public.client_coaches cc, me
    where me.role = 'admin' or (me.role = 'coach' and cc.coach_id = me.id)
  )
  select c.customer_id, s.name, p.name, u.phone, p.weight, c.start_day,
         logs.last_logged, coalesce(logs.last_7, 0), first.weight, latest.weights, waiting.since, coalesce(weekly.unread, 0)
  from clients c
  cross join today t
  join public.staff s on s.user_id = c.coach_id
  join auth.users u on u.id = c.customer_id
  left join public.customer_profiles p on p.user_id = c.customer_id
  left join lateral (
    select max(d.day) as last_logged, (count(*) filter (where d.day > t.day - 7))::integer as last_7
    from (
      select day from public.daily_checkins where user_id = c.customer_id and day >= c.start_day
      union
      select day from public.meal_logs where user_id = c.customer_id and day >= c.start_day
    ) d
  ) logs on true
  left join lateral (
    select dc.weight from public.daily_checkins dc
    where dc.user_id = c.customer_id and dc.weight is not null and dc.day >= c.start_day
    order by dc.day limit 1
  ) first on true
  left join lateral (
    select array_agg(x.weight order by x.day) as weights
    from (
      select dc.day, dc.weight from public.daily_checkins dc
      where dc.user_id = c.customer_id and dc.weight is not null
      order by dc.day desc limit 3
    ) x
  ) latest on true
  left join lateral (
    select min(m.created_at) as since
    from public.support_chats ch
    join public.support_messages m on m.chat_id = ch.id
    where ch.user_id = c.customer_id and ch.status = 'open' and not m.is_admin
      and m.created_at > coalesce(
        (select max(a.created_at) from public.support_messages a where a.chat_id = ch.id and a.is_admin),
        '-infinity')
  ) waiting on true
  left join lateral (
    select count(*)::integer as unread from public.weekly_checkins w
    where w.user_id = c.customer_id and w.coach_read_at is null
  ) weekly on true
  where c.start_day > t.day - 45
$$;

revoke all on function public.server_owned_columns() from public, anon, authenticated;
revoke all on function public.stamp_staff_name() from public, anon, authenticated;
revoke all on function public.client_activity() from public, anon, authenticated;
grant execute on function public.coach_roster() to authenticated, service_role;
grant execute on function public.client_identity(uuid) to authenticated, service_role;
grant execute on function public.mark_my_chats_read() to authenticated, service_role;
grant execute on function public.my_unread_replies() to authenticated, service_role;
grant execute on function public.mark_weekly_checkins_read(uuid) to authenticated, service_role;
grant execute on function public.comment_weekly_checkin(uuid, date, text) to authenticated, service_role;
