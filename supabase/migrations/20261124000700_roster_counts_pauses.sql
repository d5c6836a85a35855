-- The roster counts the programme's day as the dashboard does: a pause holds it still. The
-- summary keeps each plan's pause (from, days); lib/domain/plans.ts counts the days paused so far,
-- which change every day of a pause and so are not stored.

set local lock_timeout = '5s';

alter table public.client_summaries add column pauses jsonb not null default '[]';

create or replace function public.refresh_client_summary(customer uuid)
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
    pauses = coalesce((
      select jsonb_agg(jsonb_build_object('from', p.paused_from, 'days', p.pause_days) order by p.paused_from)
      from public.plan_periods p where p.user_id = customer and p.paused_from is not null), '[]'),
    active_until = (
      select max(p.ends_on) from public.plan_periods p where p.user_id = customer and p.ends_on >= p.starts_on),
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

select public.refresh_client_summary(u.id) from auth.users u where exists (
  select 1 from public.plan_periods p where p.user_id = u.id and p.paused_from is not null);

drop function public.coach_roster();

create function public.coach_roster()
returns table (
  customer_id uuid,
  coach_name text,
  customer_name text,
  customer_phone text,
  profile_weight numeric,
  start_day date,
  pauses jsonb,
  active_until date,
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
  select cc.customer_id, st.name, p.name, u.phone, p.weight, s.start_day, s.pauses, s.active_until,
         s.logged_days, s.first_weight, s.latest_weights, s.waiting_since, s.unread_weekly
  from me
  join public.client_coaches cc on me.role = 'admin' or (me.role = 'coach' and cc.coach_id = me.id)
  join public.client_summaries s on s.user_id = cc.customer_id
  join public.staff st on st.user_id = cc.coach_id
  join auth.users u on u.id = cc.customer_id
  left join public.customer_profiles p on p.user_id = cc.customer_id
  where s.active_until >= (now() at time zone 'Asia/Kolkata')::date
$$;

revoke all on function public.coach_roster() from public, anon;
grant execute on function public.coach_roster() to authenticated, service_role;
