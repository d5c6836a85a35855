-- A studio place follows its in-person plan (issue 38). Seen after an approved refund of an
-- in-person plan: the booking stayed 'booked', the check-in code still marked the customer present,
-- the calendar still listed the sessions, and a refunded customer first on a waitlist was promoted
-- ahead of paying customers. Seen too: a change of batch refused (no changes left, or under 24 hours
-- to go) went through as 'Cancel booking' then 'Book this batch'.
--
-- A place (a seat, or a place on a waitlist, in a batch not yet over) now lasts while its customer
-- holds an in-person plan that has not ended: a refund, or a plan that runs out with no in-person
-- plan after it, ends it (release_lapsed_studio_places, from the refund's transaction and from the
-- reminders round), and until then nothing reads it as theirs: my_current_booking() (the dashboard,
-- /batches, the calendar, the check-in code), the coach's session roster, the attendance policy and
-- the waitlist all ask for the plan.
--
-- Changes of batch count per plan (a renewal starts again from none): each place records the plan
-- it was taken under, and a new place taken after giving a seat up under the same plan is a change
-- like 'Change to this batch', with its limit and its 24 hours.

set local lock_timeout = '5s';

alter table public.batch_bookings
  -- The in-person plan (its order) the place was taken under: changes of batch count per plan.
  add column order_id uuid references public.orders (id) on delete set null,
  -- When the place became a seat (booked, or promoted off the waitlist); null for a place that
  -- only ever waited, whose cancellation gives no seat up.
  add column seated_at timestamptz;

update public.batch_bookings k set seated_at = coalesce(k.promoted_at, k.created_at)
  where k.status = 'booked' or k.promoted_at is not null;

update public.batch_bookings k set order_id = (
  select p.order_id from public.plan_periods p join public.orders o on o.id = p.order_id
  where p.user_id = k.user_id and o.package_id like 'offline-%' and o.status in ('paid', 'refunded')
    and p.ends_on >= (k.created_at at time zone 'Asia/Kolkata')::date
  order by p.starts_on, p.order_id
  limit 1);

-- Sets seated_at when a place becomes a seat, however it does.
create function public.batch_booking_seated()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'booked' and new.seated_at is null then
    new.seated_at := now();
  end if;
  return new;
end
$$;

revoke all on function public.batch_booking_seated() from public, anon, authenticated;

create trigger batch_bookings_seated
  before insert or update of status on public.batch_bookings
  for each row execute function public.batch_booking_seated();

-- The in-person plan a customer's places count against: the first of their paid in-person plans
-- that has not ended (the one running, else the next to start), or null when none is left. A
-- refunded plan is not paid, and ended_on marks it ended on the refund day itself. No caller check:
-- the functions below ask it of anyone; has_studio_plan() is the one callers use.
create function public.studio_plan_of(customer uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select p.order_id from public.plan_periods p
  join public.orders o on o.id = p.order_id
  where p.user_id = customer
    and o.package_id like 'offline-%'
    and o.status = 'paid'
    and p.ended_on is null
    and p.ends_on >= (now() at time zone 'Asia/Kolkata')::date
  order by p.starts_on, p.order_id
  limit 1
$$;

revoke all on function public.studio_plan_of(uuid) from public, anon, authenticated;

-- Whether the customer has an in-person plan that has not ended: they may book, and their place
-- counts. Customers ask it of themselves only; staff of anyone.
create or replace function public.has_studio_plan(customer uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (customer = (select auth.uid()) or public.is_coach()) and public.studio_plan_of(customer) is not null
$$;

revoke all on function public.has_studio_plan(uuid) from public, anon;
grant execute on function public.has_studio_plan(uuid) to authenticated, service_role;

-- The caller's changes of batch under their current in-person plan, from their latest seat taken
-- under it (none yet: 0), and whether a new place now counts as one more change: it does when they
-- gave that seat up ('Cancel booking'), as 'Change to this batch' would have moved it. A seat given
-- up within 24 hours of its batch's next session holds a new place back until that session has
-- begun (late_until), as a change is refused then. A seat kept to its batch's end is no change.
create function public.my_batch_changes()
returns table (changes smallint, counts boolean, late_until timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(seat.changes, 0::smallint),
         coalesce(seat.status = 'cancelled', false),
         case when seat.next_start > now() and seat.next_start < seat.cancelled_at + interval '24 hours'
              then seat.next_start end
  from (select (select auth.uid()) as id) me
  left join lateral (
    select k.changes, k.status, k.cancelled_at,
           (select (s.day + b.start_time) at time zone 'Asia/Kolkata'
              from public.batch_sessions s join public.batches b on b.id = s.batch_id
              where s.batch_id = k.batch_id and s.cancelled_at is null
                and (s.day + b.start_time) at time zone 'Asia/Kolkata' > k.cancelled_at
              order by s.day limit 1) as next_start
    from public.batch_bookings k
    where k.user_id = me.id and k.seated_at is not null and k.order_id = public.studio_plan_of(me.id)
    order by k.created_at desc, k.id
    limit 1
  ) seat on true
  where me.id is not null
$$;

revoke all on function public.my_batch_changes() from public, anon;
grant execute on function public.my_batch_changes() to authenticated, service_role;

-- Gives free seats of a batch to its waitlist, first come first served, and tells each one. A
-- waiting customer whose in-person plan has ended is passed over and their place ends.
create or replace function public.promote_waitlist(batch uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  b public.batches;
  next_in_line public.batch_bookings;
  promoted integer := 0;
begin
  select * into b from public.batches where id = batch for update;
  if not found or b.last_day < (now() at time zone 'Asia/Kolkata')::date then
    return 0;
  end if;
  while b.seats_taken < b.capacity loop
    select * into next_in_line from public.batch_bookings k
      where k.batch_id = batch and k.status = 'waitlisted'
      order by k.created_at, k.id
      limit 1
      for update;
    exit when not found;
    if public.studio_plan_of(next_in_line.user_id) is null then
      update public.batch_bookings set status = 'cancelled', cancelled_at = now() where id = next_in_line.id;
      continue;
    end if;
    update public.batch_bookings set status = 'booked', promoted_at = now() where id = next_in_line.id;
    perform public.post_team_message(
      next_in_line.user_id,
      b.coach_id,
      'Good news: a seat came free in ' || public.batch_label(batch) || ' and it is yours. Your booking is on your dashboard.'
    );
    promoted := promoted + 1;
    select * into b from public.batches where id = batch;
  end loop;
  return promoted;
end
$$;

revoke all on function public.promote_waitlist(uuid) from public, anon, authenticated;

-- Ends the places (seats and waitlist places in batches not yet over) of customers left with no
-- in-person plan: one customer's, in their refund's transaction, or everyone's, from the reminders
-- round, for plans that ran out. A seat given up goes to the next waiting customer who holds a plan
-- (batch_booking_counts), who is told. Everyone's round passes over a customer whose booking is
-- under way (the next round ends their places) rather than wait while it holds batches. Returns how
-- many places ended.
create function public.release_lapsed_studio_places(customer uuid default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'Asia/Kolkata')::date;
  lapsed uuid;
  ended integer;
  released integer := 0;
begin
  for lapsed in
    select distinct k.user_id from public.batch_bookings k
    join public.batches b on b.id = k.batch_id
    where k.status in ('booked', 'waitlisted') and b.last_day >= today
      and (customer is null or k.user_id = customer)
      and public.studio_plan_of(k.user_id) is null
    order by k.user_id
  loop
    -- As book_batch and cancel_my_booking: one change to a customer's places at a time.
    if customer is null then
      continue when not pg_try_advisory_xact_lock(hashtext('batch-booking:' || lapsed::text));
    else
      perform pg_advisory_xact_lock(hashtext('batch-booking:' || lapsed::text));
    end if;
    continue when public.studio_plan_of(lapsed) is not null;
    update public.batch_bookings k set status = 'cancelled', cancelled_at = now()
      from public.batches b
      where b.id = k.batch_id and k.user_id = lapsed and k.status in ('booked', 'waitlisted') and b.last_day >= today;
    get diagnostics ended = row_count;
    released := released + ended;
  end loop;
  return released;
end
$$;

revoke all on function public.release_lapsed_studio_places(uuid) from public, anon, authenticated;
grant execute on function public.release_lapsed_studio_places(uuid) to service_role;

-- The caller's booking that still counts: booked or waitlisted in a batch not yet over, while an
-- in-person plan of theirs has not ended.
create or replace function public.my_current_booking()
returns setof public.batch_bookings
language sql
stable
security invoker
set search_path = ''
as $$
  select k.* from public.batch_bookings k
  join public.batches b on b.id = k.batch_id
  where k.user_id = (select auth.uid())
    and k.status in ('booked', 'waitlisted')
    and b.last_day >= (now() at time zone 'Asia/Kolkata')::date
    and (select public.has_studio_plan((select auth.uid())))
  order by k.created_at desc
  limit 1
$$;

revoke all on function public.my_current_booking() from public, anon;
grant execute on function public.my_current_booking() to authenticated, service_role;

-- The caller's place on their batch's waitlist (1 is next), or null when they are not waiting.
-- Those ahead whose plan has ended are passed over, so they are not counted.
create or replace function public.my_waitlist_position()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select (
    select count(*)::integer from public.batch_bookings other
    where other.batch_id = mine.batch_id and other.status = 'waitlisted'
      and (other.created_at, other.id) <= (mine.created_at, mine.id)
      and public.studio_plan_of(other.user_id) is not null
  )
  from public.batch_bookings mine
  join public.batches b on b.id = mine.batch_id
  where mine.user_id = (select auth.uid()) and mine.status = 'waitlisted'
    and b.last_day >= (now() at time zone 'Asia/Kolkata')::date
$$;

revoke all on function public.my_waitlist_position() from public, anon;
grant execute on function public.my_waitlist_position() to authenticated, service_role;

-- 'Book this batch' ('book': refused (WFFUL) when no seat is left) or 'Join the waitlist'
-- ('waitlist': a seat if one came free meanwhile). Changing batch ('change') moves a booked seat, at
-- most twice per plan and up to 24 hours before the next session; a new place after a seat given up
-- under the same plan is a change too (my_batch_changes). Errors: 42501 not signed in, WF403 no
-- in-person plan, WF404 no such batch or it is over, WFFUL full, WFALR already booked; a change:
-- WFNOB nothing booked, WFSAM the same batch, WFCHG no changes left, WFLAT under 24 hours to go;
-- after a seat given up: WFCHG, or WFRLT given up within 24 hours of a session not yet begun.
-- Returns the new booking's status.
create or replace function public.book_batch(target uuid, intent text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  customer uuid := (select auth.uid());
  today date := (now() at time zone 'Asia/Kolkata')::date;
  plan_order uuid;
  b public.batches;
  current public.batch_bookings;
  used record;
  next_start timestamptz;
  changes smallint;
  status text;
begin
  if customer is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  if intent not in ('book', 'waitlist', 'change') then
    raise exception 'unknown intent %', intent using errcode = '22023';
  end if;
  -- One booking at a time per customer: two tabs cannot both book, and a refund's release of their
  -- places waits for this booking or this booking for it.
  perform pg_advisory_xact_lock(hashtext('batch-booking:' || customer::text));
  plan_order := public.studio_plan_of(customer);
  if plan_order is null then
    raise exception 'no in-person plan' using errcode = 'WF403';
  end if;
  select k.* into current from public.batch_bookings k join public.batches cb on cb.id = k.batch_id
    where k.user_id = customer and k.status in ('booked', 'waitlisted') and cb.last_day >= today
    order by k.created_at desc limit 1;
  select * into used from public.my_batch_changes();
  if intent = 'change' then
    if current.id is null or current.status <> 'booked' then
      raise exception 'nothing to change' using errcode = 'WFNOB';
    end if;
    if current.batch_id = target then
      raise exception 'same batch' using errcode = 'WFSAM';
    end if;
    if used.changes >= 2 then
      raise exception 'no changes left' using errcode = 'WFCHG';
    end if;
    select (s.day + cb.start_time) at time zone 'Asia/Kolkata' into next_start
      from public.batch_sessions s join public.batches cb on cb.id = s.batch_id
      where s.batch_id = current.batch_id and s.cancelled_at is null
        and (s.day + cb.start_time) at time zone 'Asia/Kolkata' > now()
      order by s.day limit 1;
    if next_start is not null and next_start < now() + interval '24 hours' then
      raise exception 'too late to change' using errcode = 'WFLAT';
    end if;
    changes := used.changes + 1;
  elsif current.id is not null then
    raise exception 'already booked' using errcode = 'WFALR';
  elsif used.counts then
    if used.changes >= 2 then
      raise exception 'no changes left' using errcode = 'WFCHG';
    end if;
    if used.late_until is not null then
      raise exception 'given up too late to book again yet' using errcode = 'WFRLT';
    end if;
    changes := used.changes + 1;
  else
    changes := used.changes;
  end if;
  select * into b from public.batches where id = target for update;
  if not found or b.last_day < today then
    raise exception 'no such batch' using errcode = 'WF404';
  end if;
  if b.seats_taken >= b.capacity and intent <> 'waitlist' then
    raise exception 'batch full' using errcode = 'WFFUL';
  end if;
  status := case when b.seats_taken < b.capacity then 'booked' else 'waitlisted' end;
  if intent = 'change' then
    update public.batch_bookings set status = 'cancelled', cancelled_at = now() where id = current.id;
  end if;
  insert into public.batch_bookings (batch_id, user_id, status, changes, order_id)
    values (target, customer, status, changes, plan_order);
  return status;
end
$$;

revoke all on function public.book_batch(uuid, text) from public, anon;
grant execute on function public.book_batch(uuid, text) to authenticated, service_role;

-- A coach marks present a customer booked in their batch, at today's session (in India), not
-- cancelled, while the customer's in-person plan has not ended.
drop policy "staff mark present at today's sessions of the batches they run" on public.batch_attendance;

create policy "staff mark present at today's sessions of the batches they run" on public.batch_attendance
  for insert to authenticated
  with check (
    (select public.is_coach())
    and public.coaches_batch(batch_id)
    and marked_by = (select auth.uid())
    and day = (now() at time zone 'Asia/Kolkata')::date
    and exists (
      select 1 from public.batch_sessions s where s.batch_id = batch_attendance.batch_id and s.day = batch_attendance.day and s.cancelled_at is null
    )
    and exists (
      select 1 from public.batch_bookings k
      where k.batch_id = batch_attendance.batch_id and k.user_id = batch_attendance.user_id and k.status = 'booked'
    )
    and public.has_studio_plan(batch_attendance.user_id)
  );

-- Who is booked at one session of a batch the caller runs, with their name and phone (a batch's
-- coach may not be the customer's own coach), and whether they are marked present. Everyone who
-- ever held a place in the batch is listed for the check-in's messages; the screen shows the booked.
-- A place whose customer's in-person plan has ended reads as cancelled: it ends at the next round.
create or replace function public.session_roster(batch uuid, session_day date)
returns table (
  user_id uuid,
  customer_name text,
  customer_phone text,
  status text,
  present boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select k.user_id, p.name, u.phone, k.status,
         exists (select 1 from public.batch_attendance a where a.batch_id = batch and a.day = session_day and a.user_id = k.user_id)
  from (
    select l.user_id,
           case when l.status <> 'cancelled' and public.studio_plan_of(l.user_id) is null then 'cancelled' else l.status end
             as status
    from (
      -- Each customer's latest place in the batch.
      select distinct on (b.user_id) b.user_id, b.status
      from public.batch_bookings b
      where b.batch_id = batch
      order by b.user_id, b.status = 'cancelled', b.created_at desc
    ) l
  ) k
  join auth.users u on u.id = k.user_id
  left join public.customer_profiles p on p.user_id = k.user_id
  where public.is_coach() and public.coaches_batch(batch)
  order by k.status, coalesce(p.name, u.phone)
$$;

revoke all on function public.session_roster(uuid, date) from public, anon;
grant execute on function public.session_roster(uuid, date) to authenticated, service_role;
