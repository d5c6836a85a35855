-- The roster reads one row per client. Working out each client's facts when the coach opens
-- /coach cost nine index reads per client: 90 ms for 1,000 clients on the embedded database,
-- four times the dashboard (bench/roster/RESULTS.md). The facts change only when the client (or
-- the team) writes, so each write brings its client's row up to date instead, and the roster
-- joins it. Only what depends on today (days since, the last 7 days, in the programme) is still
-- worked out when the roster is read.

set local lock_timeout = '5s';

-- No policy: only coach_roster() (security definer) reads it, and only refresh_client_summary()
-- writes it.
create table public.client_summaries (
  user_id uuid primary key references auth.users (id) on delete cascade,
  -- Day 1 of the programme: programme_start().
  start_day date,
  -- The last 14 days with a check-in or a meal since day 1, newest first.
  logged_days date[] not null default '{}',
  -- The first weight logged since day 1.
  first_weight numeric(5, 1),
  -- The last three weights logged, oldest first.
  latest_weights numeric(5, 1)[] not null default '{}',
  -- The first of the customer's messages in their open chat after the team's last answer.
  waiting_since timestamptz,
  unread_weekly integer not null default 0
);

alter table public.client_summaries enable row level security;

-- The team's last answer in a chat, read on every message: one index entry, however long the
-- customer has been writing since.
create index support_messages_answers_idx on public.support_messages (chat_id, created_at desc) where is_admin;
revoke all on public.client_summaries from anon, authenticated;

-- Rows for one customer are written one writer at a time: the row is locked first, so a write
-- committed meanwhile is seen by the next statement (read committed) and never overwritten with
-- an older picture.
create function public.refresh_client_summary(customer uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  day_one date;
begin
  -- An account being deleted takes its summary with it (on delete cascade).
  if customer is null or not exists (select 1 from auth.users u where u.id = customer) then
    return;
  end if;
  insert into public.client_summaries (user_id) values (customer) on conflict (user_id) do nothing;
  perform 1 from public.client_summaries s where s.user_id = customer for update;
  day_one := public.programme_start(customer);
  update public.client_summaries s set
    start_day = day_one,
    logged_days = coalesce((
      select array_agg(x.day order by x.day desc) from (
        select dc.day from public.daily_checkins dc where dc.user_id = customer and dc.day >= day_one
        union
        select ml.day from public.meal_logs ml where ml.user_id = customer and ml.day >= day_one
        order by 1 desc
        limit 14
      ) x), '{}'),
    first_weight = (
      select dc.weight from public.daily_checkins dc
      where dc.user_id = customer and dc.weight is not null and dc.day >= day_one
      order by dc.day limit 1),
    latest_weights = coalesce((
      select array_agg(x.weight order by x.day) from (
        select dc.day, dc.weight from public.daily_checkins dc
        where dc.user_id = customer and dc.weight is not null
        order by dc.day desc limit 3
      ) x), '{}'),
    waiting_since = (
      select min(m.created_at)
      from public.support_chats ch
      cross join lateral (
        select max(a.created_at) as at from public.support_messages a where a.chat_id = ch.id and a.is_admin
      ) answered
      join public.support_messages m
        on m.chat_id = ch.id and not m.is_admin and m.created_at > coalesce(answered.at, '-infinity')
      where ch.user_id = customer and ch.status = 'open'),
    unread_weekly = (
      select count(*)::integer from public.weekly_checkins w
      where w.user_id = customer and w.coach_read_at is null)
  where s.user_id = customer;
end
$$;

-- Writes to a customer's own rows (check-ins, meals, weekly check-ins, orders, chats).
create function public.customer_row_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op <> 'DELETE' then
    perform public.refresh_client_summary(new.user_id);
  end if;
  if tg_op = 'DELETE' or old.user_id is distinct from new.user_id then
    perform public.refresh_client_summary(old.user_id);
  end if;
  return null;
end
$$;

-- A message belongs to its chat's customer.
create function public.support_message_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.refresh_client_summary(
    (select ch.user_id from public.support_chats ch where ch.id = coalesce(new.chat_id, old.chat_id)));
  return null;
end
$$;

-- Water and workout ticks change nothing the summary holds, so they fire nothing.
create trigger daily_checkins_summary after insert or delete or update of user_id, day, weight on public.daily_checkins
  for each row execute function public.customer_row_changed();
create trigger meal_logs_summary after insert or delete or update of user_id, day on public.meal_logs
  for each row execute function public.customer_row_changed();
create trigger weekly_checkins_summary after insert or delete or update of user_id, coach_read_at on public.weekly_checkins
  for each row execute function public.customer_row_changed();
create trigger orders_summary after insert or delete or update of user_id, status, paid_at, created_at on public.orders
  for each row execute function public.customer_row_changed();
create trigger support_chats_summary after insert or delete or update of user_id, status on public.support_chats
  for each row execute function public.customer_row_changed();
-- Messages are never changed once sent (the app's roles may only insert them).
create trigger support_messages_summary after insert or delete on public.support_messages
  for each row execute function public.support_message_changed();

select public.refresh_client_summary(u.id) from auth.users u;

drop function public.coach_roster();

create function public.coach_roster()
returns table (
  customer_id uuid,
  coach_name text,
  customer_name text,
  customer_phone text,
  profile_weight numeric,
  start_day date,
  logged_days date[],
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
  )
  select cc.customer_id, st.name, p.name, u.phone, p.weight, s.start_day,
         s.logged_days, s.first_weight, s.latest_weights, s.waiting_since, s.unread_weekly
  from me
  join public.client_coaches cc on me.role = 'admin' or (me.role = 'coach' and cc.coach_id = me.id)
  join public.client_summaries s on s.user_id = cc.customer_id
  join public.staff st on st.user_id = cc.coach_id
  join auth.users u on u.id = cc.customer_id
  left join public.customer_profiles p on p.user_id = cc.customer_id
  where s.start_day > (now() at time zone 'Asia/Kolkata')::date - 45
$$;

revoke all on function public.refresh_client_summary(uuid) from public, anon, authenticated;
revoke all on function public.customer_row_changed() from public, anon, authenticated;
revoke all on function public.support_message_changed() from public, anon, authenticated;
revoke all on function public.coach_roster() from public, anon;
grant execute on function public.coach_roster() to authenticated, service_role;
