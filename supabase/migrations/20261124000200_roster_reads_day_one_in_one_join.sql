-- The roster, faster for a coach with many clients (bench/roster/RESULTS.md), same columns and
-- rules: each client's day 1 comes from a join to their latest paid order rather than a call of
-- programme_start() per client (a security definer function is never inlined: 1,000 clients
-- were 1,000 separate plans), and the last logged day from two index reads rather than sorting
-- every day since the start.

set local lock_timeout = '5s';

create or replace function public.coach_roster()
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
  assigned as (
    select cc.customer_id, cc.coach_id
    from public.client_coaches cc, me
    where me.role = 'admin' or (me.role = 'coach' and cc.coach_id = me.id)
  ),
  -- Day 1 is the day in India of the latest paid order: programme_start() for all at once.
  clients as (
    select distinct on (a.customer_id) a.customer_id, a.coach_id,
           (coalesce(o.paid_at, o.created_at) at time zone 'Asia/Kolkata')::date as start_day
    from assigned a
    join public.orders o on o.user_id = a.customer_id and o.status = 'paid'
    order by a.customer_id, o.created_at desc
  )
  select c.customer_id, s.name, p.name, u.phone, p.weight, c.start_day,
         logs.last_logged, coalesce(logs.last_7, 0), first.weight, latest.weights, waiting.since, coalesce(weekly.unread, 0)
  from clients c
  cross join today t
  join public.staff s on s.user_id = c.coach_id
  join auth.users u on u.id = c.customer_id
  left join public.customer_profiles p on p.user_id = c.customer_id
  left join lateral (
    -- The last day comes from each table's primary key (user_id, day) read backwards; the week's
    -- days are at most fourteen rows.
    select greatest(
             (select max(dc.day) from public.daily_checkins dc where dc.user_id = c.customer_id and dc.day >= c.start_day),
             (select max(ml.day) from public.meal_logs ml where ml.user_id = c.customer_id and ml.day >= c.start_day)
           ) as last_logged,
           (select count(*)::integer from (
              select dc.day from public.daily_checkins dc
              where dc.user_id = c.customer_id and dc.day >= greatest(c.start_day, t.day - 6)
              union
              select ml.day from public.meal_logs ml
              where ml.user_id = c.customer_id and ml.day >= greatest(c.start_day, t.day - 6)
            ) week) as last_7
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
