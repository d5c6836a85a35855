-- One plan state on every screen (issue 38): a refunded plan covers nothing. Seen after a refund:
-- the coach's roster kept the client 'in their programme' until the refund day was over (the
-- refunded period ends on it), the admin's list said 'Active until' that day and 'Paused until' a
-- pause that no longer runs. lib/domain/plans.ts (planStatus) is the rule the screens read; these
-- are the same rule where SQL answers: in the programme while a plan that was not refunded covers
-- today. The roster lists the others, ended or refunded, under its 'Ended' filter.

set local lock_timeout = '5s';

alter table public.client_summaries add column refunded_on date;

create or replace function public.in_programme(customer uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.plan_periods p
    where p.user_id = customer
      and p.ended_on is null
      and (now() at time zone 'Asia/Kolkata')::date between p.starts_on and p.ends_on
  )
$$;

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
    -- A refunded plan covers nothing: the customer leaves the programme on the refund day.
    active_until = (
      select max(p.ends_on) from public.plan_periods p
      where p.user_id = customer and p.ends_on >= p.starts_on and p.ended_on is null),
    -- The refund day of the plan that ended last, when a refund ended it.
    refunded_on = (
      select p.ended_on from public.plan_periods p
      where p.user_id = customer and p.ends_on >= p.starts_on
      order by p.ends_on desc, p.ended_on is null
      limit 1),
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
  select 1 from public.plan_periods p where p.user_id = u.id and p.ended_on is not null);

drop function public.coach_roster();

create function public.coach_roster(ended boolean default false)
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
  unread_weekly integer,
  missed_sessions integer,
  refunded_on date
)
language sql
stable
security definer
set search_path = ''
as $$
  with me as (
    select auth.uid() as id, public.staff_role_of(auth.uid()) as role,
           (now() at time zone 'Asia/Kolkata')::date as today
  )
  select cc.customer_id, st.name, p.name, u.phone, p.weight, s.start_day, s.pauses, s.active_until,
         s.logged_days, s.first_weight, s.latest_weights, s.waiting_since, s.unread_weekly,
         coalesce(missed.n, 0), s.refunded_on
  from me
  -- The coaches whose clients the caller sees: themselves, or every coach for an admin.
  join public.client_coaches cc on cc.coach_id = any (
    case me.role
      when 'admin' then array(select a.user_id from public.staff a)
      when 'coach' then array[me.id]
    end)
  join public.client_summaries s on s.user_id = cc.customer_id
  join public.staff st on st.user_id = cc.coach_id
  join auth.users u on u.id = cc.customer_id
  left join public.customer_profiles p on p.user_id = cc.customer_id
  left join lateral (
    select count(*)::integer as n
    from public.batch_bookings k
    join public.batch_sessions bs on bs.batch_id = k.batch_id
    where k.user_id = cc.customer_id and k.status = 'booked'
      and bs.cancelled_at is null
      and bs.day < me.today and bs.day >= me.today - 7
      and bs.day >= (k.created_at at time zone 'Asia/Kolkata')::date
      and not exists (
        select 1 from public.batch_attendance a where a.batch_id = bs.batch_id and a.day = bs.day and a.user_id = k.user_id
      )
  ) missed on true
  -- In their programme while a plan that was not refunded covers today; the rest under 'Ended'.
  where case when ended then s.start_day is not null and (s.active_until is null or s.active_until < me.today)
             else s.active_until >= me.today end
$$;

revoke all on function public.coach_roster(boolean) from public, anon;
grant execute on function public.coach_roster(boolean) to authenticated, service_role;

create or replace function public.admin_clients(search text default null, max_rows integer default 100)
returns table (
  customer_id uuid,
  customer_name text,
  customer_phone text,
  coach_id uuid,
  coach_name text,
  start_day date,
  in_programme boolean,
  active_until date,
  paused_until date,
  refund_status text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'Asia/Kolkata')::date;
begin
  perform public.require_staff_admin();
  return query
    with customers as (
      select o.user_id, max(coalesce(o.paid_at, o.created_at)) as last_paid
      from public.orders o
      where o.status in ('paid', 'refunded') and o.user_id is not null
      group by o.user_id
    )
    select c.user_id, p.name, regexp_replace(u.phone, '[^0-9]', '', 'g'), cc.coach_id, s.name,
           public.programme_start(c.user_id), public.in_programme(c.user_id),
           (select max(pp.ends_on) from public.plan_periods pp
             where pp.user_id = c.user_id and pp.ends_on >= pp.starts_on and pp.ended_on is null),
           (select max(pp.paused_from + pp.pause_days - 1) from public.plan_periods pp
             where pp.user_id = c.user_id and pp.ended_on is null
               and pp.paused_from <= today and pp.paused_from + pp.pause_days - 1 >= today),
           (select r.status from public.refund_requests r
             where r.user_id = c.user_id order by r.requested_at desc limit 1)
    from customers c
    join auth.users u on u.id = c.user_id
    left join public.customer_profiles p on p.user_id = c.user_id
    left join public.client_coaches cc on cc.customer_id = c.user_id
    left join public.staff s on s.user_id = cc.coach_id
    where search is null
       or p.name ilike '%' || search || '%'
       or regexp_replace(u.phone, '[^0-9]', '', 'g') like '%' || regexp_replace(search, '[^0-9]', '', 'g') || '%'
          and regexp_replace(search, '[^0-9]', '', 'g') <> ''
    order by c.last_paid desc
    limit greatest(1, least(max_rows, 500));
end
$$;
