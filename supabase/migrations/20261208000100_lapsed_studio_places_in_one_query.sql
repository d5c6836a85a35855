-- release_lapsed_studio_places(), the reminder worker's round, asked studio_plan_of() of every
-- customer holding a place: 2,000 calls at 100,000 customers (one in fifty at the studio), each a
-- security definer function with its own search_path, 63-111 ms against the scale test's 20 ms.
-- The live in-person plans are now one inlinable set (studio_plan_periods()), which
-- studio_plan_of() reads for one customer and the round joins for all of them at once; only the
-- customers it finds lapsed are asked again, under their lock. A plan period says whether it is
-- an in-person plan's (an order's package never changes), so the set is read from a partial index
-- of the studio's few periods rather than by joining every plan to its order: a hash join over
-- all 100,000 plans took 15-20 ms and read both tables whole (and 28 ms reading every order).

set local lock_timeout = '5s';

alter table public.plan_periods add column studio boolean not null default false;
update public.plan_periods p set studio = true
  from public.orders o where o.id = p.order_id and o.package_id like 'offline-%';
create index plan_periods_studio_idx on public.plan_periods (user_id) where studio and ended_on is null;

create function public.plan_period_studio() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.studio := exists (select 1 from public.orders o where o.id = new.order_id and o.package_id like 'offline-%');
  return new;
end
$$;
revoke all on function public.plan_period_studio() from public, anon, authenticated;
create trigger plan_periods_studio before insert or update of order_id on public.plan_periods
  for each row execute function public.plan_period_studio();

-- Paid in-person plans that have not ended by on_day. A plan period is kept for a paid or a
-- refunded order (lib/db/plans), and only a refund ends one, in the transaction that marks the
-- order refunded (lib/db/refunds): a period not ended is a paid order's, so its order is not read.
-- No SET clause and not security definer, so a query calling it inlines it; only the database's
-- own functions call it.
create function public.studio_plan_periods(on_day date)
returns table (user_id uuid, order_id uuid, starts_on date)
language sql
stable
as $$
  select p.user_id, p.order_id, p.starts_on
  from public.plan_periods p
  where p.studio
    and p.ended_on is null
    and p.ends_on >= on_day
$$;
revoke all on function public.studio_plan_periods(date) from public, anon, authenticated;

create or replace function public.studio_plan_of(customer uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select sp.order_id from public.studio_plan_periods((public.clock_now() at time zone 'Asia/Kolkata')::date) sp
  where sp.user_id = customer
  order by sp.starts_on, sp.order_id
  limit 1
$$;

create or replace function public.release_lapsed_studio_places(customer uuid default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  today date := (public.clock_now() at time zone 'Asia/Kolkata')::date;
  lapsed uuid;
  ended integer;
  released integer := 0;
begin
  for lapsed in
    select distinct k.user_id from public.batch_bookings k
    join public.batches b on b.id = k.batch_id
    where k.status in ('booked', 'waitlisted') and b.last_day >= today
      and (customer is null or k.user_id = customer)
      and not exists (select 1 from public.studio_plan_periods(today) sp where sp.user_id = k.user_id)
    order by k.user_id
  loop
    -- As book_batch and cancel_my_booking: one change to a customer's places at a time.
    if customer is null then
      continue when not pg_try_advisory_xact_lock(hashtext('batch-booking:' || lapsed::text));
    else
      perform pg_advisory_xact_lock(hashtext('batch-booking:' || lapsed::text));
    end if;
    continue when public.studio_plan_of(lapsed) is not null;
    update public.batch_bookings k set status = 'cancelled', cancelled_at = public.clock_now()
      from public.batches b
      where b.id = k.batch_id and k.user_id = lapsed and k.status in ('booked', 'waitlisted') and b.last_day >= today;
    get diagnostics ended = row_count;
    released := released + ended;
  end loop;
  return released;
end
$$;
