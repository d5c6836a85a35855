-- A plan is a period (issue 24). Each paid order grants its plan's months from its start; one
-- bought while a plan still runs starts the day after it ends. lib/domain/plans.ts works the
-- periods out and lib/db/plans.ts writes them here, with the server's rights, whenever they can
-- change (a payment; later a pause or a refund). SQL reads them: day 1 of the programme is the
-- first plan's first day, a customer is in their programme while a plan covers today, and the
-- roster's 'ends within 5 days' counts to the last covered day.

set local lock_timeout = '5s';

create table public.plan_periods (
  order_id uuid primary key references public.orders (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  months smallint not null check (months in (3, 6, 12)),
  starts_on date not null,
  -- The last day covered; the day before starts_on when a refund ended it before it began.
  ends_on date not null check (ends_on >= starts_on - 1),
  paused_from date,
  pause_days smallint not null default 0 check (pause_days between 0 and 28),
  -- The day a refund ended it.
  ended_on date
);

create index plan_periods_user_idx on public.plan_periods (user_id, starts_on);

alter table public.plan_periods enable row level security;
revoke all on public.plan_periods from anon, authenticated;
grant select on public.plan_periods to authenticated;

create policy "customers read their own plans" on public.plan_periods
  for select to authenticated using (user_id = (select auth.uid()));
create policy "staff read their clients' plans" on public.plan_periods
  for select to authenticated using ((select public.is_coach()) and public.coaches_client(user_id));

-- Orders paid before this migration, scheduled by the same rule as schedulePlans(): in the order
-- they were paid, each from its payment day or the day after the one before it ends. (Postgres
-- adds months as addMonths() does: 31 August plus 6 months is 28 February.)
do $$
declare
  paid record;
  customer uuid;
  covered date;
  months integer;
  starts date;
  ends date;
begin
  for paid in
    select o.id, o.user_id, o.package_id, (coalesce(o.paid_at, o.created_at) at time zone 'Asia/Kolkata')::date as paid_on
    from public.orders o
    where o.status = 'paid' and o.user_id is not null
    order by o.user_id, coalesce(o.paid_at, o.created_at), o.created_at
  loop
    if customer is distinct from paid.user_id then
      customer := paid.user_id;
      covered := null;
    end if;
    starts := case when covered >= paid.paid_on then covered + 1 else paid.paid_on end;
    -- 'online-6m' is six months.
    months := substring(paid.package_id from '-(\d+)m$')::integer;
    ends := (starts + make_interval(months => months))::date - 1;
    insert into public.plan_periods (order_id, user_id, months, starts_on, ends_on)
      values (paid.id, paid.user_id, months, starts, ends);
    covered := greatest(covered, ends);
  end loop;
end
$$;

-- Day 1 of the programme: the first day of the customer's first plan (one a refund emptied
-- does not count).
create or replace function public.programme_start(customer uuid)
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select min(p.starts_on) from public.plan_periods p where p.user_id = customer and p.ends_on >= p.starts_on
$$;

-- In their programme while a plan covers today: the Transformation and then Maintenance.
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
      and (now() at time zone 'Asia/Kolkata')::date between p.starts_on and p.ends_on
  )
$$;

-- The roster's summary learns the last covered day, from the plans rather than the orders.
alter table public.client_summaries add column active_until date;

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

drop trigger orders_summary on public.orders;
create trigger plan_periods_summary after insert or delete or update on public.plan_periods
  for each row execute function public.customer_row_changed();

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
  select cc.customer_id, st.name, p.name, u.phone, p.weight, s.start_day, s.active_until,
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
